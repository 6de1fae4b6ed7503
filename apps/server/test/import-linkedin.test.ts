import { IMPORT_MESSAGES, RESUME_CONTENT_FIELDS, type Resume } from '@vitae/schema';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, type ImportUser, newImportUser } from './helpers/imports.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import {
  CERTIFICATIONS_HEADER,
  csv,
  EDUCATION_HEADER,
  linkedInExportFiles,
  linkedInExportZip,
  POSITIONS_HEADER,
  PROFILE_HEADER,
  PROJECTS_HEADER,
  zipFiles,
} from './fixtures/linkedin-export.ts';

let t: TestApp;

const newUser = () => newImportUser(t.app, 'Basic_LinkedInDataExport_11-25-2025.zip');

/** Every tag in rich text, by name. */
const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((match) => match[1]!.toLowerCase());

beforeAll(async () => {
  t = await createTestApp({ env: { PDF_WORKERS: '1' } });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/users/import-resume: a LinkedIn data export', () => {
  it('maps every file LinkedIn writes to its place, and lists what it did not map', async () => {
    const user = await newUser();
    const response = await user.importFile(linkedInExportZip());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ statusCode: 201, success: true, message: IMPORT_MESSAGES.imported });
    const { resume, warnings } = response.json().data as { resume: Resume; warnings: string[] };

    expect(resume.resumeTitle).toBe('Amelia Novak (imported)');
    expect(resume.templateId).toBeNull();
    expect(resume).toMatchObject({
      fullName: 'Amelia Novak',
      jobTitle: 'Staff Engineer, Payments Platform',
      email: 'amelia@novak.dev',
      phone: '+49 30 1234567',
      address: 'Berlin, Germany',
      summary:
        'I build payment systems that stay boring at 3 a.m.\n\nTen years of backend work, from "make it work" to "make it cheap".',
    });
    expect(resume.social).toEqual([
      { socialMediaName: 'Company website', socialMediaLink: 'https://northwind.example' },
      { socialMediaName: 'Portfolio', socialMediaLink: 'https://amelia.dev' },
      { socialMediaName: 'X (Twitter)', socialMediaLink: 'https://x.com/amelianovak' },
    ]);
    expect(resume.experience).toEqual([
      {
        title: 'Staff Engineer',
        companyName: 'Northwind Payments',
        city: 'Berlin',
        state: 'Germany',
        startDate: '2021-03',
        endDate: '',
        currentlyWorking: true,
        workSummary:
          '<p>Lead the ledger team of six, moving settlement to an event-sourced design.</p>' +
          '<ul><li>Cut reconciliation from 6 hours to 20 minutes</li>' +
          '<li>Designed idempotent payouts: no double payment since, "knock on wood"</li>' +
          '<li>Mentored four engineers, two now leads</li></ul>',
      },
      {
        title: 'Software Engineer, Backend',
        companyName: 'Contoso s.r.o.',
        city: 'Prague',
        state: 'Prague, Czechia',
        startDate: '2017-07',
        endDate: '2021-02',
        currentlyWorking: false,
        workSummary:
          '<p>Built the billing API in Go.</p><ul><li>Kept p99 latency under 80 ms</li><li>Wrote the on-call runbook</li></ul>',
      },
      {
        title: 'Intern',
        companyName: 'Fabrikam',
        city: '',
        state: '',
        startDate: '2016-06',
        endDate: '2016-09',
        currentlyWorking: false,
        workSummary: '',
      },
    ]);
    expect(resume.education).toEqual([
      {
        universityName: 'Czech Technical University in Prague',
        degree: 'Bachelor of Science - BS',
        major: '',
        startDate: '2012-01',
        endDate: '2016-01',
        description:
          '<p>Thesis on "consensus" protocols, graded A</p><p>Activities and societies: Robotics club, ACM ICPC</p>',
      },
      {
        universityName: 'Gymnázium Jana Nerudy',
        degree: '',
        major: '',
        startDate: '2008-09',
        endDate: '2012-06',
        description: '',
      },
    ]);
    expect(resume.skills).toEqual([
      { name: 'TypeScript' },
      { name: 'PostgreSQL' },
      { name: 'Event sourcing, CQRS' },
      { name: 'Go' },
    ]);
    expect(resume.projects).toEqual([
      {
        projectName: 'Ledger Lab',
        projectLink: 'https://github.com/amelianovak/ledger-lab',
        description:
          '<p>An open-source double-entry ledger.</p><ul><li>2,000 GitHub stars</li><li>Used by three fintechs</li></ul>',
      },
    ]);
    expect(resume.certificationsOrExtraCurriculars).toEqual([
      {
        certificationOrExtraCurricularName:
          'AWS Certified Solutions Architect – Associate, Amazon Web Services (AWS) (Mar 2022)',
      },
      {
        certificationOrExtraCurricularName: 'Certified Kubernetes Administrator (CKA), The Linux Foundation (Nov 2020)',
      },
    ]);
    expect(resume.customSections).toEqual([
      {
        id: 'custom-languages',
        title: 'Languages',
        items: [
          { title: 'Czech', subtitle: 'Native or bilingual proficiency' },
          { title: 'English', subtitle: 'Full professional proficiency' },
          { title: 'German', subtitle: 'Limited working proficiency' },
        ].map((item) => ({ ...item, startDate: '', endDate: '', location: '', description: '' })),
      },
    ]);
    expect(resume.achievements).toEqual([]);
    expect(resume.interests).toEqual([]);

    expect(warnings).toEqual([
      'Profile.csv › Address: "Kastanienallee 12, 10435 Berlin" was not imported.',
      'Profile.csv › Birth Date: "Apr 12, 1990" was not imported.',
      'Profile.csv › Industry: "Software Development" was not imported.',
      'Profile.csv › Zip Code: "10435" was not imported.',
      'Email Addresses.csv › "amelia.old@example.org" was not imported (one address is).',
      'PhoneNumbers.csv › "+420 601 234 567" was not imported (one number is).',
      'Education.csv row 1 › Start Date: "2012" has no month; stored as January 2012.',
      'Education.csv row 1 › End Date: "2016" has no month; stored as January 2016.',
      'Projects.csv row 1 › Started On: "Jan 2020" was not imported.',
      'Certifications.csv row 1 › Url: "https://www.credly.com/badges/abc" was not imported.',
      'Certifications.csv row 1 › Finished On: "Mar 2025" was not imported.',
      'Certifications.csv row 1 › License Number: "AWS-123" was not imported.',
      'Not imported from this export: Honors.csv.',
    ]);

    // As GET get-user-resume answers it.
    const read = await user.call({ method: 'GET', url: `/api/v1/users/get-user-resume/${resume._id}` });
    expect(read.json().data).toEqual(resume);
    expect(await user.count()).toBe(1);
  });

  it('finds the files in a folder and in any case', async () => {
    const user = await newUser();
    const flat = (await user.importFile(linkedInExportZip())).json().data.resume as Resume;
    const nested = await user.importFile(
      linkedInExportZip({ folder: 'Complete_LinkedInDataExport_11-25-2025/data', lowerCase: true }),
    );
    expect(nested.statusCode, nested.body).toBe(201);
    const resume = nested.json().data.resume as Resume;
    for (const field of RESUME_CONTENT_FIELDS) expect(resume[field], field).toEqual(flat[field]);
    expect(resume._id).not.toBe(flat._id);
  });

  it('imports an export that holds only some of the files, without a BOM and with LF line ends', async () => {
    const user = await newUser();
    const response = await user.importFile(
      zipFiles({ 'Skills.csv': csv([['Name'], ['Kotlin'], ['=1+2']], { eol: '\n' }) }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { resume, warnings } = response.json().data as { resume: Resume; warnings: string[] };
    expect(resume.skills).toEqual([{ name: 'Kotlin' }, { name: '=1+2' }]);
    expect(resume.resumeTitle).toBe('Imported resume');
    expect(resume.fullName).toBe('');
    expect(warnings).toEqual([]);
  });
});

describe('POST /api/v1/users/import-resume: hostile LinkedIn exports', () => {
  it('keeps formula-like fields as plain text and escapes markup, also in the txt and markdown exports', async () => {
    const user = await newUser();
    const files = linkedInExportFiles();
    files['Profile.csv'] = csv([
      PROFILE_HEADER,
      [
        '=HYPERLINK("http://evil","x")',
        '@SUM(1)',
        '',
        '',
        '',
        "+cmd|' /C calc'!A0",
        '<script>alert(1)</script>\n-2+3',
        '',
        '',
        '-1+1, Berlin',
        '',
        '[OTHER:javascript:alert(1),PERSONAL:https://ok.example/?a=1,b=2]',
        '',
      ],
    ]);
    files['Positions.csv'] = csv([
      POSITIONS_HEADER,
      [
        '@SUM(1)',
        '=HYPERLINK("http://evil","x")',
        '<img src=x onerror=alert(1)>\n- =1+1\n- <script>alert(2)</script>\n-3 degrees',
        '+Somewhere',
        'Mar 2021',
        '',
      ],
    ]);
    files['Projects.csv'] = csv([
      PROJECTS_HEADER,
      ['=1+2', '<script>alert(1)</script>', 'javascript:alert(1)', '', ''],
    ]);
    files['Education.csv'] = csv([EDUCATION_HEADER, ['-School', '', '', '<b onclick=x>hi</b>', '=A1', '@B2']]);
    files['Certifications.csv'] = csv([CERTIFICATIONS_HEADER, ['=CERT()', '', '+Authority', '', '', '']]);
    files['Skills.csv'] = csv([['Name'], ['=SUM(A1:A9)'], ['@import'], ['-rf']]);

    const response = await user.importFile(zipFiles(files));
    expect(response.statusCode, response.body).toBe(201);
    const { resume, warnings } = response.json().data as { resume: Resume; warnings: string[] };

    expect(resume.fullName).toBe('=HYPERLINK("http://evil","x") @SUM(1)');
    expect(resume.jobTitle).toBe("+cmd|' /C calc'!A0");
    // Plain text (it does not start with an allowlisted tag): kept as written, drawn as text.
    expect(resume.summary).toBe('<script>alert(1)</script>\n-2+3');
    expect(resume.address).toBe('-1+1, Berlin');
    expect(resume.social).toEqual([{ socialMediaName: 'Website', socialMediaLink: 'https://ok.example/?a=1,b=2' }]);
    expect(warnings).toContain(
      'Profile.csv › Websites: "javascript:alert(1)" is not a web address and was not imported.',
    );
    expect(warnings).toContain(
      'Projects.csv row 1 › Url: "javascript:alert(1)" is not a web address and was not imported.',
    );
    const [job] = resume.experience;
    expect(job).toMatchObject({ title: '=HYPERLINK("http://evil","x")', companyName: '@SUM(1)', city: '+Somewhere' });
    expect(job!.workSummary).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p><ul><li>=1+1</li><li>&lt;script&gt;alert(2)&lt;/script&gt;</li></ul><p>-3 degrees</p>',
    );
    expect(resume.projects).toEqual([
      { projectName: '=1+2', projectLink: '', description: '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>' },
    ]);
    expect(resume.education[0]).toMatchObject({
      universityName: '-School',
      degree: '=A1',
      description: '<p>&lt;b onclick=x&gt;hi&lt;/b&gt;</p><p>Activities and societies: @B2</p>',
    });
    expect(resume.certificationsOrExtraCurriculars).toEqual([
      { certificationOrExtraCurricularName: '=CERT(), +Authority' },
    ]);
    expect(resume.skills).toEqual([{ name: '=SUM(A1:A9)' }, { name: '@import' }, { name: '-rf' }]);
    for (const html of [job!.workSummary, resume.projects[0]!.description, resume.education[0]!.description]) {
      expect(new Set(tagsOf(html))).toSatisfy((tags: Set<string>) =>
        [...tags].every((tag) => ['p', 'ul', 'li', 'br'].includes(tag)),
      );
    }

    // The txt export holds every value exactly as written; markdown escapes what Markdown would read as markup.
    const txt = await user.call({ method: 'GET', url: `/api/v1/users/export-resume/${resume._id}?format=txt` });
    expect(txt.statusCode, txt.body).toBe(200);
    for (const written of [
      '=HYPERLINK("http://evil","x")',
      '@SUM(1)',
      "+cmd|' /C calc'!A0",
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '=1+1',
      '<script>alert(2)</script>',
      '=SUM(A1:A9)',
      '@import',
      '-rf',
      '=CERT(), +Authority',
    ]) {
      expect(txt.body, written).toContain(written);
    }
    const markdown = await user.call({
      method: 'GET',
      url: `/api/v1/users/export-resume/${resume._id}?format=markdown`,
    });
    expect(markdown.statusCode, markdown.body).toBe(200);
    expect(markdown.body).toContain('\\=HYPERLINK("http://evil","x") @SUM(1)');
    expect(markdown.body).toContain('\\<script\\>alert(1)\\</script\\>');
    expect(markdown.body).toContain('\\<img src=x onerror=alert(1)\\>');
    expect(markdown.body).not.toMatch(/(^|[^\\])<(script|img)/);
  });

  const refused = (user: ImportUser, zip: Uint8Array, status: number, message: string) =>
    expectRefused(user, () => user.importFile(zip), status, message);

  it('refuses a zip bomb: one Profile.csv of 50 MB of the same byte, stopped long before it is unpacked', async () => {
    const user = await newUser();
    const bomb = zipSync({ 'Profile.csv': new Uint8Array(50 * 1024 * 1024).fill(0x41) }, { level: 9 });
    expect(bomb.length).toBeLessThan(200 * 1024);
    await refused(user, bomb, 400, IMPORT_MESSAGES.zipRatio);
  });

  it('refuses an entry past 5 MB and entries past 20 MB together, even when they pack poorly', async () => {
    const user = await newUser();
    // Random letters of four (two bits each): they pack about 4:1, far below the ratio of a bomb.
    const noise = (bytes: number) => {
      const random = new Uint8Array(bytes);
      for (let at = 0; at < bytes; at += 65_536) crypto.getRandomValues(random.subarray(at, at + 65_536));
      const letters = new TextEncoder().encode('ACGT');
      for (let at = 0; at < bytes; at++) random[at] = letters[random[at]! & 3]!;
      return random;
    };
    await refused(
      user,
      zipSync({ 'Skills.csv': noise(6 * 1024 * 1024) }, { level: 1 }),
      400,
      IMPORT_MESSAGES.zipTooLarge,
    );
    const fourMb = noise(4.5 * 1024 * 1024);
    const many = zipSync(
      Object.fromEntries(
        ['Profile.csv', 'Positions.csv', 'Education.csv', 'Skills.csv', 'Projects.csv'].map((name) => [name, fourMb]),
      ),
      { level: 1 },
    );
    expect(many.length).toBeLessThan(10 * 1024 * 1024);
    await refused(user, many, 400, IMPORT_MESSAGES.zipTooLarge);
  });

  it('refuses a ZIP of 1,000 tiny entries', async () => {
    const user = await newUser();
    const entries = Object.fromEntries(
      Array.from({ length: 1000 }, (_, index) => [`f${index}.csv`, new TextEncoder().encode('Name\nx\n')]),
    );
    await refused(
      user,
      zipSync({ ...entries, 'Skills.csv': new TextEncoder().encode('Name\nGo\n') }),
      400,
      IMPORT_MESSAGES.zipTooManyEntries,
    );
  });

  it('refuses a damaged ZIP: a valid header then garbage, a truncated archive, corrupted data', async () => {
    const user = await newUser();
    const garbage = new Uint8Array(4096);
    for (let at = 0; at < garbage.length; at++) garbage[at] = (at * 7919 + 13) % 251;
    garbage.set([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]);
    await refused(user, garbage, 400, IMPORT_MESSAGES.zipDamaged);

    const whole = linkedInExportZip();
    await refused(user, whole.subarray(0, Math.floor(whole.length / 2)), 400, IMPORT_MESSAGES.zipDamaged);

    // Profile.csv's deflated bytes changed: the data no longer inflates or its CRC no longer matches.
    const corrupted = zipFiles({ 'Profile.csv': linkedInExportFiles()['Profile.csv']! });
    const start = 30 + 'Profile.csv'.length;
    for (let at = start + 10; at < start + 40; at++) corrupted[at] = corrupted[at]! ^ 0x5a;
    await refused(user, corrupted, 400, IMPORT_MESSAGES.zipDamaged);
  });

  it('refuses a ZIP of unrelated files as not a LinkedIn data export', async () => {
    const user = await newUser();
    await refused(
      user,
      zipFiles({ 'readme.txt': 'Hello', 'photos/cat.jpg': 'not really', 'Connections.csv': 'First Name\r\nJan\r\n' }),
      400,
      IMPORT_MESSAGES.linkedinNotExport,
    );
    // An empty archive: just the end record.
    await refused(user, zipSync({}), 400, IMPORT_MESSAGES.linkedinNotExport);
  });

  it('refuses an entry flagged as encrypted', async () => {
    const user = await newUser();
    const zip = zipFiles({ 'Profile.csv': linkedInExportFiles()['Profile.csv']! });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    // The flag in the local header and in the central directory.
    view.setUint16(6, view.getUint16(6, true) | 1, true);
    const central = zip.findIndex((_, at) => at + 4 <= zip.length && view.getUint32(at, true) === 0x02014b50);
    view.setUint16(central + 8, view.getUint16(central + 8, true) | 1, true);
    await refused(user, zip, 400, IMPORT_MESSAGES.zipEncrypted);
  });
});
