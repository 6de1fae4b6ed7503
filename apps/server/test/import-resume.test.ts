import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { safeHref } from '@vitae/pdf';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { IMPORT_MESSAGES, LIMITS, RESUME_CONTENT_FIELDS, type Resume } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocksText, textBlocks } from '../src/modules/export/rich-blocks.ts';
import { expectRefused, IMPORT_URL, type ImportUser, multipart, newImportUser } from './helpers/imports.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

const customSections = [
  {
    id: 'custom-pubs',
    title: 'Publications',
    items: [
      {
        title: 'Backpressure in practice',
        subtitle: 'ACM Queue',
        startDate: '2023-05',
        endDate: '2023-06',
        location: 'Online',
        description: '<p>An article on flow control.</p><ul><li>Read 40,000 times</li></ul>',
      },
    ],
  },
];
const design = {
  language: 'de',
  hiddenSections: ['interests'],
  sectionOrder: ['skills', 'custom-pubs', 'experience'],
  sectionTitles: { projects: 'Eigene Projekte', 'custom-pubs': 'Publikationen' },
  accentColor: '#1f6feb',
  fontSize: 10.5,
};

let t: TestApp;

const newUser = () => newImportUser(t.app);

async function templateId(folderName: string): Promise<string> {
  const templates = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/get-all-template' })).json().data as {
    _id: string;
    folderName: string;
  }[];
  return templates.find((template) => template.folderName === folderName)!._id;
}

async function createResume(user: ImportUser, resumeTitle: string, content: object, folder: string): Promise<Resume> {
  const created = await user.call({
    method: 'POST',
    url: '/api/v1/users/create-user-resume',
    payload: { resumeTitle, templateId: await templateId(folder) },
  });
  expect(created.statusCode, created.body).toBe(201);
  const updated = await user.call({
    method: 'PATCH',
    url: `/api/v1/users/update-resume-details/${created.json().data._id}`,
    payload: content,
  });
  expect(updated.statusCode, updated.body).toBe(200);
  return updated.json().data as Resume;
}

const contentOf = (resume: Resume) => Object.fromEntries(RESUME_CONTENT_FIELDS.map((field) => [field, resume[field]]));
const plain = (text: string) => blocksText(textBlocks(text));

beforeAll(async () => {
  t = await createTestApp({ env: { PDF_WORKERS: '1' } });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/users/import-resume: round trips', () => {
  let user: ImportUser;
  let original: Resume;
  beforeAll(async () => {
    user = await newUser();
    original = await createResume(user, 'Mein Lebenslauf', { ...sampleResume, customSections, design }, 'modern');
  });

  it('imports a vitae export losslessly: content, design, custom sections, title and template', async () => {
    const exported = await user.call({
      method: 'GET',
      url: `/api/v1/users/export-resume/${original._id}?format=vitae`,
    });
    expect(exported.statusCode).toBe(200);
    const response = await user.importFile(exported.body, 'anything.txt');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 201, success: true, message: IMPORT_MESSAGES.imported });
    expect(body.data.warnings).toEqual([]);
    const imported = body.data.resume as Resume;
    expect(imported._id).not.toBe(original._id);
    expect(contentOf(imported)).toEqual(contentOf(original));
    expect(imported.resumeTitle).toBe('Mein Lebenslauf');
    expect(imported.templateId).toBe(original.templateId);
    // As GET get-user-resume answers it.
    const read = await user.call({ method: 'GET', url: `/api/v1/users/get-user-resume/${imported._id}` });
    expect(read.json().data).toEqual(imported);
  });

  it('imports a json-resume export with every mapped field equal, custom sections and design via x-vitae', async () => {
    const exported = await user.call({
      method: 'GET',
      url: `/api/v1/users/export-resume/${original._id}?format=json-resume`,
    });
    const response = await user.importFile(exported.body);
    expect(response.statusCode, response.body).toBe(201);
    const imported = response.json().data.resume as Resume;
    expect(response.json().data.warnings).toEqual([]);
    expect(imported.resumeTitle).toBe('Mein Lebenslauf');
    for (const field of ['fullName', 'jobTitle', 'email', 'phone', 'address', 'summary'] as const) {
      expect(imported[field]).toBe(original[field]);
    }
    expect(imported.experience).toHaveLength(original.experience.length);
    imported.experience.forEach((job, index) => {
      const from = original.experience[index]!;
      expect({ ...job, workSummary: plain(job.workSummary) }).toEqual({
        ...from,
        workSummary: plain(from.workSummary),
      });
    });
    expect(imported.education).toEqual(original.education);
    // Links come back as the export writes them: absolute (safeHref), "github.com/…" with its scheme.
    expect(imported.projects).toEqual(
      original.projects.map((project) => ({ ...project, projectLink: safeHref(project.projectLink) })),
    );
    expect(imported.social.map((item) => item.socialMediaName)).toEqual(
      original.social.map((item) => item.socialMediaName),
    );
    expect(imported.social.map((item) => item.socialMediaLink)).toEqual([
      'https://www.linkedin.com/in/amelianovak',
      'https://github.com/amelianovak',
    ]);
    for (const field of ['achievements', 'skills', 'interests', 'certificationsOrExtraCurriculars'] as const) {
      expect(imported[field]).toEqual(original[field]);
    }
    expect(imported.customSections).toEqual(original.customSections);
    expect(imported.design).toEqual(original.design);
    expect(imported.templateId).toBeNull();
  });

  it('takes an unknown template folder as the default template, with a warning', async () => {
    const exported = (
      await user.call({ method: 'GET', url: `/api/v1/users/export-resume/${original._id}?format=vitae` })
    ).json();
    exported.resume.templateFolder = 'no-such-template';
    const response = await user.importFile(JSON.stringify(exported));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.resume.templateId).toBeNull();
    expect(response.json().data.warnings).toEqual([
      'The template "no-such-template" is not on this server; the default template is used.',
    ]);
  });
});

describe('POST /api/v1/users/import-resume: a JSON Resume file in the official shape', () => {
  it('maps every section and warns about what it had to guess', async () => {
    const user = await newUser();
    const response = await user.importFile(await readFile(path.join(FIXTURES, 'json-resume-official.json')));
    expect(response.statusCode, response.body).toBe(201);
    const { resume, warnings } = response.json().data as { resume: Resume; warnings: string[] };
    expect(resume.resumeTitle).toBe('Richard Hendriks (imported)');
    expect(resume.templateId).toBeNull();
    expect(resume).toMatchObject({
      fullName: 'Richard Hendriks',
      jobTitle: 'Programmer',
      email: 'richard.hendriks@mail.com',
      phone: '(912) 555-4321',
      address: '2712 Broadway St, San Francisco, California, US',
      summary: 'Richard hails from Tulsa. He has earned degrees from the University of Oklahoma and Stanford.',
    });
    expect(resume.social).toEqual([
      { socialMediaName: 'Website', socialMediaLink: 'http://richardhendricks.example.com' },
      { socialMediaName: 'Twitter', socialMediaLink: 'neutralthoughts' },
      { socialMediaName: 'SoundCloud', socialMediaLink: 'https://soundcloud.example.com/dandymusicnl' },
    ]);
    expect(resume.experience).toEqual([
      {
        title: 'CEO/President',
        companyName: 'Pied Piper',
        city: 'Palo Alto',
        state: 'CA',
        startDate: '2013-12',
        endDate: '',
        currentlyWorking: true,
        workSummary:
          '<p>Pied Piper is a multi-platform technology based on a proprietary universal compression algorithm.</p>' +
          '<ul><li>Build an algorithm for artist to detect if their music was violating copy right infringement ' +
          'laws</li><li>Successfully won Techcrunch Disrupt</li></ul>',
      },
      {
        title: 'Engineer',
        companyName: 'Hooli',
        city: '',
        state: '',
        startDate: '2010-01',
        endDate: '2013-11',
        currentlyWorking: false,
        workSummary: '<ul><li>Wrote &lt;compression&gt; &amp; search code</li></ul>',
      },
    ]);
    expect(resume.education).toEqual([
      {
        universityName: 'University of Oklahoma',
        degree: 'Bachelor',
        major: 'Information Technology',
        startDate: '2011-06',
        endDate: '2014-01',
        description: '<ul><li>DB1101 - Basic SQL</li><li>CS2011 - Java Introduction</li></ul>',
      },
    ]);
    expect(resume.projects).toEqual([
      {
        projectName: 'Miss Direction',
        projectLink: 'https://missdirection.example.com',
        description:
          '<p>A mapping engine that misguides you</p><ul><li>Won award at AIHacks 2016</li>' +
          '<li>Built by all women team of newbie programmers</li></ul>',
      },
    ]);
    expect(resume.achievements).toEqual([
      { achievement: 'Digital Compression Pioneer Award, Techcrunch (2014-11-01)' },
    ]);
    expect(resume.certificationsOrExtraCurriculars).toEqual([
      { certificationOrExtraCurricularName: 'Certified Kubernetes Administrator, CNCF (2018-01-01)' },
    ]);
    expect(resume.skills).toEqual([{ name: 'Web Development: HTML, CSS, JavaScript' }, { name: 'Compression' }]);
    expect(resume.interests).toEqual([{ interestName: 'Wildlife' }]);
    expect(resume.customSections.map((section) => [section.id, section.title])).toEqual([
      ['custom-languages', 'Languages'],
      ['custom-volunteer', 'Volunteering'],
      ['custom-publications', 'Publications'],
      ['custom-references', 'References'],
    ]);
    expect(resume.customSections[0]!.items).toEqual([
      { title: 'English', subtitle: 'Native speaker', startDate: '', endDate: '', location: '', description: '' },
    ]);
    expect(resume.customSections[1]!.items[0]).toMatchObject({
      title: 'Teacher',
      subtitle: 'CoderDojo',
      startDate: '2012-01',
      endDate: '2013-01',
    });
    expect(resume.customSections[2]!.items[0]).toMatchObject({
      title: 'Video compression for 3d media',
      subtitle: 'Hooli',
      startDate: '2014-10',
    });
    expect(resume.customSections[3]!.items[0]).toMatchObject({
      title: 'Erlich Bachman',
      description: 'It is my pleasure to recommend Richard.',
    });
    expect(warnings).toEqual(['work #2 › startDate: "2010" has no month; stored as January 2010.']);
  });
});

describe('POST /api/v1/users/import-resume: hostile and bad files', () => {
  let user: ImportUser;
  beforeAll(async () => {
    user = await newUser();
  });

  it('refuses random bytes with 415, naming what is accepted (PDF and ZIP: import-pdf and import-linkedin tests)', async () => {
    const random = new Uint8Array(4096).map((_, index) => (index * 7919 + 13) % 256);
    await expectRefused(user, () => user.importFile(random, 'resume.json'), 415, IMPORT_MESSAGES.unsupported);
    expect(IMPORT_MESSAGES.unsupported).toMatch(/Vitae export.*JSON Resume.*PDF.*LinkedIn/);
  });

  it('refuses an empty file, a JSON array and JSON of neither format', async () => {
    await expectRefused(user, () => user.importFile(''), 400, IMPORT_MESSAGES.emptyFile);
    await expectRefused(user, () => user.importFile('[{"basics": {}}]'), 415, IMPORT_MESSAGES.unsupported);
    await expectRefused(user, () => user.importFile('{"name": "Ada", "jobs": []}'), 415, IMPORT_MESSAGES.unsupported);
    await expectRefused(user, () => user.importFile('"basics"'), 415, IMPORT_MESSAGES.unsupported);
    await expectRefused(
      user,
      () => user.importFile('{"format": "vitae", "version": 2, "resume": {}}'),
      400,
      IMPORT_MESSAGES.newerVersion,
    );
    await expectRefused(
      user,
      () => user.importFile('{"format": "vitae", "version": 1}'),
      400,
      IMPORT_MESSAGES.invalidVitae,
    );
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = `{"basics": {"name": "${'a'.repeat(10 * 1024 * 1024)}"}}`;
    await expectRefused(user, () => user.importFile(big), 413, IMPORT_MESSAGES.tooLarge);
  });

  it('refuses deeply nested JSON with 400 and keeps serving', async () => {
    await expectRefused(
      user,
      () => user.importFile('['.repeat(100_000) + ']'.repeat(100_000)),
      400,
      IMPORT_MESSAGES.tooDeep,
    );
    const nested = `{"basics": ${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;
    await expectRefused(user, () => user.importFile(nested), 400, IMPORT_MESSAGES.tooDeep);
    // Unbalanced: not JSON at all.
    await expectRefused(user, () => user.importFile('['.repeat(100_000)), 415, IMPORT_MESSAGES.unsupported);
  });

  it('refuses no file, two file parts, a body that is not multipart, and no session', async () => {
    await expectRefused(user, () => user.importParts([{ name: 'title', content: 'x' }]), 400, IMPORT_MESSAGES.noFile);
    await expectRefused(
      user,
      () => user.importParts([{ name: 'other', content: '{"basics": {}}', filename: 'a.json' }]),
      400,
      IMPORT_MESSAGES.noFile,
    );
    await expectRefused(
      user,
      () =>
        user.importParts([
          { name: 'file', content: '{"basics": {"name": "A"}}', filename: 'a.json' },
          { name: 'file', content: '{"basics": {"name": "B"}}', filename: 'b.json' },
        ]),
      400,
      IMPORT_MESSAGES.oneFile,
    );
    await expectRefused(
      user,
      () =>
        user.call({
          method: 'POST',
          url: IMPORT_URL,
          payload: '{"basics": {}}',
          headers: { 'content-type': 'application/json' },
        }),
      415,
      IMPORT_MESSAGES.notMultipart,
    );
    const before = await user.count();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: IMPORT_URL,
      ...(await multipart([{ name: 'file', content: '{"basics": {}}', filename: 'a.json' }])),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await user.count()).toBe(before);
  });

  it('cleans NUL bytes and lone surrogates instead of failing', async () => {
    const file = `{"basics": {"name": "Ada\\u0000 Love\\ud800lace", "label": "Eng\\udc00ineer\\u0000"}, "skills": [{"name": "C\\u0000"}]}`;
    const response = await user.importFile(file);
    expect(response.statusCode, response.body).toBe(201);
    const resume = response.json().data.resume as Resume;
    expect(resume.fullName).toBe('Ada Love\uFFFDlace');
    expect(resume.jobTitle).toBe('Eng\uFFFDineer');
    expect(resume.skills).toEqual([{ name: 'C' }]);
  });

  it('keeps the first 50 of 60 jobs, cuts a text too long and empties a date that is not a month', async () => {
    const work = Array.from({ length: 60 }, (_, index) => ({ name: `Company ${index + 1}`, startDate: '2020-01' }));
    work[0] = { ...work[0]!, position: 'x'.repeat(400), endDate: 'sometime' } as (typeof work)[0];
    const response = await user.importFile(
      JSON.stringify({ basics: { name: 'N'.repeat(200), email: 'not an email' }, work }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { resume, warnings } = response.json().data as { resume: Resume; warnings: string[] };
    expect(resume.experience).toHaveLength(LIMITS.listItems);
    expect(resume.experience.at(-1)!.companyName).toBe('Company 50');
    expect(resume.experience[0]!.title).toBe('x'.repeat(LIMITS.shortText));
    expect(resume.experience[0]!.endDate).toBe('');
    expect(resume.fullName).toBe('N'.repeat(200));
    expect(resume.email).toBe('');
    expect(resume.resumeTitle).toHaveLength(LIMITS.resumeTitle);
    expect(resume.resumeTitle.endsWith(' (imported)')).toBe(true);
    expect(warnings).toEqual(
      expect.arrayContaining([
        'work #1 › endDate: "sometime" is not a date and was left out.',
        `experience: only the first ${LIMITS.listItems} items were kept.`,
        `experience › #1 › title: cut to ${LIMITS.shortText} characters.`,
      ]),
    );
    expect(warnings.some((warning) => warning.startsWith('email:'))).toBe(true);
  });

  it('reads a 10 MB file of millions of items, keeping the first 50', async () => {
    const items = `{"work": [${Array.from({ length: 3_000_000 }, () => '{}').join(',')}], "skills": [${'{"name": "x"},'.repeat(100_000)}{}]}`;
    expect(items.length).toBeLessThan(10 * 1024 * 1024);
    const response = await user.importFile(items);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.resume.skills).toHaveLength(LIMITS.listItems);
  });

  it('counts imports toward a per-user limit (429)', async () => {
    const other = await newUser();
    const statuses: number[] = [];
    for (let i = 0; i <= t.app.config.importRateLimitPerMinute; i++) {
      statuses.push((await other.importFile('[]')).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 415)).toBe(true);
    const last = await other.importFile('{"basics": {"name": "A"}}');
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/^You are importing resumes too quickly/);
    expect(await other.count()).toBe(0);
  });

  it('answers 422 past the per-account limit and creates nothing', async () => {
    const limited = await createTestApp({ env: { MAX_RESUMES_PER_USER: '1' }, database: t.database });
    try {
      const limitedUser = await newImportUser(limited.app);
      const send = () => limitedUser.importFile('{"basics": {"name": "A"}}', 'a.json');
      expect((await send()).statusCode).toBe(201);
      const second = await send();
      expect(second.statusCode, second.body).toBe(422);
      expect(await limitedUser.count()).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
