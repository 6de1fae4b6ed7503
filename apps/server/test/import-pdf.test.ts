import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTemplateRegistry, toTemplateData } from '@vitae/pdf';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { IMPORT_MESSAGES, type Resume, resumeContentSchema } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResumeTypstCompiler } from '../../../packages/pdf/src/typst-compiler.ts';
import { expectRefused, importedData, type ImportUser, newImportUser, plain, readable } from './helpers/imports.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'pdf');

let t: TestApp;

const newUser = () => newImportUser(t.app, 'resume.pdf');
const imported = async (user: ImportUser, bytes: Uint8Array) => importedData(await user.importFile(bytes));

/** A hand-written PDF with the given objects (object 1 the catalog), with a correct cross-reference table. */
function handPdf(objects: string[], trailer = ''): Uint8Array {
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A one-page PDF drawing `stream`, Helvetica as /F1. */
const onePage = (stream: string, catalog = '', more: string[] = [], trailer = '') =>
  handPdf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ...more,
    ],
    trailer,
  );

const text = (size: number, x: number, y: number, value: string) => `BT /F1 ${size} Tf ${x} ${y} Td (${value}) Tj ET\n`;

beforeAll(async () => {
  t = await createTestApp({ env: { PDF_WORKERS: '1' } });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/users/import-resume: a PDF of every Vitae template reads back', async () => {
  const folders = [...(await readTemplateRegistry()).keys()];
  const compiler = createResumeTypstCompiler();
  let user: ImportUser;
  beforeAll(async () => {
    user = await newUser();
  });

  it('has templates to test', () => {
    expect(folders.length).toBeGreaterThanOrEqual(8);
  });

  // Every field the templates draw comes back, rich text compared as its plain text and links as their targets
  // (a PDF shows "linkedin.com/in/…"; its link annotation holds the address).
  it.each(folders)('%s', async (folder) => {
    const pdf = compiler.compile(folder, toTemplateData(resumeContentSchema.parse(sampleResume)));
    const { resume, warnings } = await imported(user, pdf);
    expect(readable(resume)).toEqual(readable(sampleResume));
    expect(resume.resumeTitle).toBe('Amelia Novak (imported)');
    expect(warnings[0]).toMatch(/read from a PDF/);
    expect(warnings).toHaveLength(1);
  });

  it.each(['classic', 'modern'])('%s in German (headings and months) reads back, language set', async (folder) => {
    const content = resumeContentSchema.parse({ ...sampleResume, design: { language: 'de' } });
    const { resume } = await imported(user, compiler.compile(folder, toTemplateData(content)));
    expect(readable(resume)).toEqual(readable(sampleResume));
    expect(resume.design.language).toBe('de');
  });

  it('reads a section of the user’s own as a custom section, with its dated items', async () => {
    const content = resumeContentSchema.parse({
      ...sampleResume,
      customSections: [
        {
          id: 'custom-pubs',
          title: 'Publications',
          items: [
            {
              title: 'Backpressure in practice',
              subtitle: 'ACM Queue',
              startDate: '2023-05',
              endDate: '2023-06',
              description: '<p>An article on flow control.</p>',
            },
          ],
        },
      ],
    });
    const { resume } = await imported(user, compiler.compile('classic', toTemplateData(content)));
    const [section] = resume.customSections;
    expect(section).toMatchObject({ id: 'custom-publications', title: 'Publications' });
    expect(section!.items).toHaveLength(1);
    expect(section!.items[0]).toMatchObject({
      title: 'Backpressure in practice',
      startDate: '2023-05',
      endDate: '2023-06',
    });
    expect(plain(section!.items[0]!.description)).toBe('An article on flow control.');
  });
});

describe('POST /api/v1/users/import-resume: resumes made elsewhere', () => {
  let user: ImportUser;
  beforeAll(async () => {
    user = await newUser();
  });

  /** The imported resume can be edited and saved as it came (its fields pass every write's validation). */
  async function expectEditable(resume: Resume) {
    const { _id, resumeTitle, templateId, ...rest } = resume as Resume & Record<string, unknown>;
    const content = Object.fromEntries(
      Object.entries(rest).filter(([key]) => key in resumeContentSchema.shape && key !== 'design'),
    );
    const updated = await user.call({
      method: 'PATCH',
      url: `/api/v1/users/update-resume-details/${_id}`,
      payload: { ...content, jobTitle: `${resume.jobTitle} (edited)` },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.jobTitle).toBe(`${resume.jobTitle} (edited)`);
    // A PDF names no title or template: the resume is titled after the person, on the default template (none chosen),
    // and the edit keeps both.
    expect({ resumeTitle, templateId }).toEqual({ resumeTitle: `${resume.fullName} (imported)`, templateId: null });
    expect(updated.json().data).toMatchObject({ resumeTitle, templateId });
  }

  it('reads a one-column resume printed from HTML by Chromium', async () => {
    const { resume, warnings } = await imported(user, await readFile(path.join(FIXTURES, 'one-column.pdf')));
    expect(resume).toMatchObject({
      fullName: 'Jordan Lee',
      jobTitle: 'Product Designer',
      email: 'jordan.lee@example.org',
      phone: '(415) 555-0199',
      address: 'San Francisco, CA',
    });
    expect(resume.social).toEqual([
      { socialMediaName: 'LinkedIn', socialMediaLink: 'https://www.linkedin.com/in/jordanlee' },
    ]);
    expect(plain(resume.summary)).toMatch(/^Product designer with six years/);
    expect(resume.experience.map((job) => [job.title, job.companyName, job.city, job.startDate, job.endDate])).toEqual([
      ['Lead Product Designer', 'Northwind Bank', 'San Francisco', '2020-01', ''],
      ['Product Designer', 'Healthly', 'Oakland', '2017-07', '2019-12'],
    ]);
    expect(resume.experience[0]!.currentlyWorking).toBe(true);
    expect(resume.experience[0]!.workSummary).toBe(
      '<ul><li>Redesigned the mobile onboarding flow, lifting completion from 61% to 84%.</li>' +
        '<li>Built and documented a design system used by four product teams.</li></ul>',
    );
    expect(resume.education).toMatchObject([
      {
        universityName: 'California College of the Arts',
        degree: 'BFA',
        major: 'Interaction Design',
        startDate: '2013-01',
        endDate: '2017-01',
      },
    ]);
    expect(warnings).toContain('education #1: "2013 – 2017" has no month; stored as January.');
    expect(resume.skills.map((skill) => skill.name)).toEqual([
      'Figma',
      'Prototyping',
      'User research',
      'Accessibility',
      'HTML & CSS',
    ]);
    expect(resume.achievements).toEqual([{ achievement: 'Best Fintech App, Webby Awards 2022' }]);
    // An unknown heading is a custom section.
    expect(resume.customSections).toMatchObject([
      {
        id: 'custom-languages',
        title: 'Languages',
        items: [{ title: 'English (native)' }, { title: 'Spanish (professional)' }],
      },
    ]);
    await expectEditable(resume);
  });

  it('reads a two-column German resume (side column of contact details, skills and interests)', async () => {
    const { resume } = await imported(user, await readFile(path.join(FIXTURES, 'two-column.pdf')));
    expect(resume).toMatchObject({
      fullName: 'Sofia Brandt',
      jobTitle: 'Data Engineer',
      email: 'sofia.brandt@example.de',
      phone: '+49 40 5550 1234',
      address: 'Hamburg, Germany',
    });
    expect(resume.experience.map((job) => [job.title, job.companyName, job.city, job.startDate, job.endDate])).toEqual([
      ['Senior Data Engineer', 'Nordlicht Logistik', 'Hamburg', '2021-03', ''],
      ['Data Engineer', 'Kaufhaus Weber', 'Berlin', '2016-09', '2021-02'],
    ]);
    expect(plain(resume.experience[1]!.workSummary)).toBe('Built the sales data warehouse used by 200 analysts.');
    expect(resume.education).toMatchObject([
      {
        universityName: 'Technische Universität München',
        degree: 'M.Sc.',
        major: 'Informatik',
        startDate: '2012-10',
        endDate: '2016-07',
      },
    ]);
    expect(resume.skills.map((skill) => skill.name)).toEqual(['Python', 'Apache Spark', 'Kafka', 'dbt']);
    expect(resume.interests.map((interest) => interest.interestName)).toEqual(['Segeln', 'Fotografie']);
    expect(resume.design.language).toBe('de');
    await expectEditable(resume);
  });

  it('reads a LaTeX resume (pdflatex, article class, Latin Modern)', async () => {
    const { resume } = await imported(user, await readFile(path.join(FIXTURES, 'latex.pdf')));
    expect(resume).toMatchObject({
      fullName: 'Priya Raman',
      email: 'priya.raman@example.com',
      phone: '+44 20 7946 0321',
      address: 'London, UK',
      jobTitle: 'Research Software Engineer',
    });
    expect(resume.experience.map((job) => [job.title, job.companyName, job.startDate, job.endDate])).toEqual([
      ['Research Software Engineer', 'Turing Labs', '2019-04', ''],
      ['Data Analyst', 'Civic Data Co', '2016-08', '2019-03'],
    ]);
    expect(resume.experience[0]!.workSummary).toBe(
      '<ul><li>Built a feature store serving 40 research teams.</li>' +
        '<li>Cut model training time by half with distributed data loading.</li></ul>',
    );
    expect(resume.education).toMatchObject([
      {
        universityName: 'University of Edinburgh',
        degree: 'BSc',
        major: 'Mathematics',
        startDate: '2012-09',
        endDate: '2016-06',
      },
    ]);
    expect(resume.skills.map((skill) => skill.name)).toEqual(['Python', 'R', 'SQL', 'Machine learning']);
    await expectEditable(resume);
  });
});

describe('POST /api/v1/users/import-resume: hostile and bad PDFs', () => {
  let user: ImportUser;
  beforeAll(async () => {
    user = await newUser();
  });

  it('imports the text of a PDF with JavaScript and never runs the script', async () => {
    const script = '<< /S /JavaScript /JS (globalThis.pdfScriptRan = true; app.alert\\(1\\)) >>';
    const pdf = onePage(
      text(24, 72, 720, 'Casey Example') + text(11, 72, 700, 'casey@example.com | +1 555 010 2030'),
      `/OpenAction ${script} /Names << /JavaScript << /Names [(a) ${script}] >> >> `,
    );
    // Another account, so that this one's count stays as it was for the refusals below.
    const { resume } = await imported(await newUser(), pdf);
    expect(resume).toMatchObject({ fullName: 'Casey Example', email: 'casey@example.com', phone: '+1 555 010 2030' });
    expect((globalThis as Record<string, unknown>).pdfScriptRan).toBeUndefined();
  });

  it('refuses a PDF without text (a drawn rectangle only) with 422', async () => {
    await expectRefused(
      user,
      () => user.importFile(onePage('0 0 1 rg 72 600 200 100 re f\n')),
      422,
      IMPORT_MESSAGES.pdfNoText,
    );
  });

  it('refuses a damaged PDF with 400', async () => {
    const garbage = new Uint8Array(4096).map((_, index) => (index * 7919 + 13) % 256);
    await expectRefused(
      user,
      () => user.importFile(new Uint8Array([...Buffer.from('%PDF-1.7\n'), ...garbage])),
      400,
      IMPORT_MESSAGES.pdfDamaged,
    );
  });

  it('refuses a password-protected PDF with 400', async () => {
    // The standard security handler (RC4, revision 2) with a user password the empty one does not open.
    const hex = (byte: string) => `<${byte.repeat(32)}>`;
    const pdf = onePage(
      text(12, 72, 720, 'secret'),
      '',
      [`<< /Filter /Standard /V 1 /R 2 /O ${hex('4f')} /U ${hex('55')} /P -4 >>`],
      `/Encrypt 6 0 R /ID [${hex('ab').slice(0, 34)}> ${hex('ab').slice(0, 34)}>] `,
    );
    await expectRefused(user, () => user.importFile(pdf), 400, IMPORT_MESSAGES.pdfEncrypted);
  });

  it('refuses a PDF of more than 20,000 text items as too complex', async () => {
    const stream = Array.from(
      { length: 21_000 },
      (_, index) => `BT /F1 4 Tf ${(index % 100) * 5} ${(index % 150) * 5} Td (x) Tj ET`,
    ).join('\n');
    await expectRefused(user, () => user.importFile(onePage(stream)), 400, IMPORT_MESSAGES.pdfTooComplex);
  });

  it('refuses a PDF over 10 MB with 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1024).fill(0x20);
    big.set(Buffer.from('%PDF-1.7\n'));
    await expectRefused(user, () => user.importFile(big), 413, IMPORT_MESSAGES.tooLarge);
  });
});
