import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sampleResume } from '@vitae/pdf/sample-resume';
import {
  MESSAGES,
  RESUME_CONTENT_FIELDS,
  RESUME_EXPORT_FORMATS,
  type Resume,
  vitaeResumeExportSchema,
} from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

const run = promisify(execFile);
/** The official JSON Resume validator (jsonschema against the package's schema.json). */
const jsonResume = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate(resume: unknown, done: (errors: { stack: string }[] | null, valid: boolean) => void): void;
};
const validateJsonResume = (resume: unknown) =>
  new Promise<string[]>((resolve) => {
    jsonResume.validate(resume, (errors) => resolve((errors ?? []).map((error) => error.stack)));
  });

const ACHIEVEMENT = '#1 in *sales* of C_sharp tools';
const customSections = [
  {
    id: 'custom-pubs',
    title: 'Publications',
    items: [
      {
        title: 'Backpressure *in* practice',
        subtitle: 'ACM Queue',
        startDate: '2023-05',
        endDate: '',
        location: '',
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
};
/** The headings of the sections in the resume's order, in German, interests hidden. */
const HEADINGS = [
  'Kenntnisse',
  'Publikationen',
  'Berufserfahrung',
  'Profil',
  'Ausbildung',
  'Eigene Projekte',
  'Erfolge',
  'Zertifikate & Aktivitäten',
];

let t: TestApp;
let session: Session;
let call: ReturnType<typeof as>;
let workDir: string;
let stored: Resume;

async function createResume(resumeTitle: string, content: object, templateFolder?: string): Promise<Resume> {
  const templates = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/get-all-template' })).json().data as {
    _id: string;
    folderName: string;
  }[];
  const templateId = templates.find((template) => template.folderName === templateFolder)?._id;
  const created = await call({
    method: 'POST',
    url: '/api/v1/users/create-user-resume',
    payload: { resumeTitle, ...(templateId ? { templateId } : {}) },
  });
  expect(created.statusCode, created.body).toBe(201);
  const updated = await call({
    method: 'PATCH',
    url: `/api/v1/users/update-resume-details/${created.json().data._id}`,
    payload: content,
  });
  expect(updated.statusCode, updated.body).toBe(200);
  return updated.json().data as Resume;
}

const exportOf = (id: string, format: string) =>
  call({ method: 'GET', url: `/api/v1/users/export-resume/${id}?format=${format}` });

beforeAll(async () => {
  t = await createTestApp({ env: { PDF_WORKERS: '1', RENDER_RATE_LIMIT_PER_MINUTE: '100000' } });
  session = await registerUser(t.app);
  call = as(t.app, session.accessToken);
  workDir = await mkdtemp(path.join(tmpdir(), 'vitae-export-'));
  stored = await createResume(
    'Mein Lebenslauf',
    {
      ...sampleResume,
      achievements: [...sampleResume.achievements, { achievement: ACHIEVEMENT }],
      customSections,
      design,
    },
    'modern',
  );
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('GET /api/v1/users/export-resume/:id?format=json-resume', () => {
  it('is JSON Resume 1.0.0, valid against the official schema', async () => {
    const response = await exportOf(stored._id, 'json-resume');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const resume = response.json();
    expect(await validateJsonResume(resume)).toEqual([]);
    expect(resume.meta.version).toBe('v1.0.0');
    // The validator does refuse what breaks the schema's rules: a date it cannot read, an address that is no URI.
    expect(await validateJsonResume({ ...resume, work: [{ startDate: 'März 2021' }] })).not.toEqual([]);
    expect(
      await validateJsonResume({ ...resume, basics: { ...resume.basics, profiles: [{ url: 'not a uri' }] } }),
    ).not.toEqual([]);
  });

  it('maps each field to its JSON Resume place, rich text as plain text and list items', async () => {
    const resume = (await exportOf(stored._id, 'json-resume')).json();
    expect(resume.basics).toEqual({
      name: 'Amelia Novak',
      label: 'Senior Software Engineer',
      email: 'amelia.novak@example.com',
      phone: '+1 (503) 555-0142',
      location: { address: 'Portland, OR' },
      summary: sampleResume.summary,
      profiles: [
        { network: 'LinkedIn', username: 'amelianovak', url: 'https://www.linkedin.com/in/amelianovak' },
        { network: 'GitHub', username: 'amelianovak', url: 'https://github.com/amelianovak' },
      ],
    });
    expect(resume.work[0]).toEqual({
      name: 'Lumen Analytics',
      position: 'Senior Software Engineer',
      location: 'Portland, OR',
      startDate: '2021-03',
      highlights: [
        'Led the redesign of the event ingestion pipeline, raising throughput from 8k to 45k events per second.',
        'Cut monthly cloud spend by 34% by moving batch jobs to spot capacity and right-sizing databases.',
        'Mentored five engineers; two were promoted to senior within eighteen months.',
        'Introduced contract testing across twelve services, halving integration incidents.',
      ],
    });
    expect(resume.work[1]).toMatchObject({
      name: 'Brightside Health',
      startDate: '2018-06',
      endDate: '2021-02',
      summary: 'Built the patient scheduling platform used by 300 clinics.',
    });
    expect(resume.work[1].highlights).toHaveLength(3);
    expect(resume.education).toEqual([
      {
        institution: 'University of Washington',
        studyType: 'Bachelor of Science',
        area: 'Computer Science',
        startDate: '2012-09',
        endDate: '2016-06',
        summary: 'Graduated with honours. Teaching assistant for Data Structures and Algorithms.',
      },
    ]);
    expect(resume.projects[0]).toEqual({
      name: 'Tidewater',
      url: 'https://github.com/amelianovak/tidewater',
      description: sampleResume.projects[0]!.description,
    });
    expect(resume.awards.map((award: { title: string }) => award.title)).toEqual([
      ...sampleResume.achievements.map((item) => item.achievement),
      ACHIEVEMENT,
    ]);
    expect(resume.certificates[0]).toEqual({ name: 'AWS Certified Solutions Architect – Associate (2022)' });
    expect(resume.skills.map((skill: { name: string }) => skill.name)).toEqual(
      sampleResume.skills.map((skill) => skill.name),
    );
    // A data export: a section hidden from the page is still there (the design under x-vitae says it is hidden).
    expect(resume.interests).toEqual([{ name: 'Trail running' }, { name: 'Woodworking' }, { name: 'Chess' }]);
  });

  it('keeps the custom sections and the design under x-vitae, as stored', async () => {
    const resume = (await exportOf(stored._id, 'json-resume')).json();
    expect(resume['x-vitae']).toEqual({
      resumeTitle: 'Mein Lebenslauf',
      customSections: stored.customSections,
      design: stored.design,
    });
    expect(resume['x-vitae'].design.hiddenSections).toEqual(['interests']);
  });
});

describe('GET /api/v1/users/export-resume/:id?format=vitae', () => {
  it('parses with vitaeResumeExportSchema and holds every content field as stored', async () => {
    const response = await exportOf(stored._id, 'vitae');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const parsed = vitaeResumeExportSchema.parse(response.json());
    expect(parsed.format).toBe('vitae');
    expect(parsed.version).toBe(1);
    expect(Date.now() - Date.parse(parsed.exportedAt)).toBeLessThan(60_000);
    expect(parsed.resume.resumeTitle).toBe('Mein Lebenslauf');
    expect(parsed.resume.templateFolder).toBe('modern');
    for (const field of RESUME_CONTENT_FIELDS) expect(parsed.resume[field], field).toEqual(stored[field]);
    expect(parsed.resume.customSections).toEqual(customSections);
    // The raw JSON too: the schema's defaults filled nothing in.
    expect(Object.keys(response.json().resume).sort()).toEqual(
      ['resumeTitle', 'templateFolder', ...RESUME_CONTENT_FIELDS].sort(),
    );
  });

  it('names no template folder for a resume without a template', async () => {
    const plain = await createResume('Plain', { fullName: 'Plain Person' });
    const parsed = vitaeResumeExportSchema.parse((await exportOf(plain._id, 'vitae')).json());
    expect(parsed.resume.templateFolder).toBeNull();
    expect(parsed.resume.fullName).toBe('Plain Person');
  });
});

describe('GET /api/v1/users/export-resume/:id?format=markdown', () => {
  it('writes the sections in the resume order and language, hidden ones left out', async () => {
    const response = await exportOf(stored._id, 'markdown');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    const markdown = response.body;
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('# Amelia Novak');
    expect(markdown).toContain('**Senior Software Engineer**');
    expect(markdown).toContain(
      '[amelia.novak@example.com](mailto:amelia.novak@example.com) · \\+1 (503) 555-0142 · Portland, OR',
    );
    expect(markdown).toContain('LinkedIn: [linkedin.com/in/amelianovak](https://www.linkedin.com/in/amelianovak)');
    expect(lines.filter((line) => line.startsWith('## '))).toEqual(HEADINGS.map((heading) => `## ${heading}`));
    expect(markdown).not.toContain('Interessen');
    expect(markdown).not.toContain('Trail running');
    // Months and "Present" in German; rich text as Markdown bullets with its emphasis.
    expect(markdown).toContain('### Senior Software Engineer · Lumen Analytics\n\n*Portland, OR · März 2021 – heute*');
    expect(markdown).toContain(
      '- Led the redesign of the **event ingestion pipeline**, raising throughput from 8k to 45k events per second.',
    );
    expect(markdown).toContain(
      '- Introduced contract testing across twelve services, *halving* integration incidents.',
    );
    expect(markdown).toContain('TypeScript, Node.js, React, PostgreSQL, Rust, Kafka, AWS, Terraform, System design');
  });

  it('holds the custom section and escapes user text that Markdown would read as markup', async () => {
    const markdown = (await exportOf(stored._id, 'markdown')).body;
    expect(markdown).toContain(
      '## Publikationen\n\n### Backpressure \\*in\\* practice · ACM Queue\n\n*Mai 2023*\n\nAn article on flow control.\n\n- Read 40,000 times',
    );
    expect(markdown).toContain('- \\#1 in \\*sales\\* of C\\_sharp tools');
    expect(markdown).not.toContain(ACHIEVEMENT);
  });
});

describe('GET /api/v1/users/export-resume/:id?format=txt', () => {
  it('is the same resume as plain text, headings in capitals, user text as typed', async () => {
    const response = await exportOf(stored._id, 'txt');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const text = response.body;
    const lines = text.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Amelia Novak',
      'Senior Software Engineer',
      'amelia.novak@example.com · +1 (503) 555-0142 · Portland, OR',
      'LinkedIn: linkedin.com/in/amelianovak · GitHub: github.com/amelianovak',
    ]);
    const headings = HEADINGS.map((heading) => heading.toLocaleUpperCase('de'));
    expect(lines.filter((line) => headings.includes(line))).toEqual(headings);
    expect(text).not.toContain('INTERESSEN');
    expect(text).not.toContain('Trail running');
    expect(text).toContain(
      'PUBLIKATIONEN\nBackpressure *in* practice · ACM Queue\nMai 2023\nAn article on flow control.',
    );
    expect(text).toContain(`- ${ACHIEVEMENT}`);
    expect(text).toContain('Senior Software Engineer · Lumen Analytics\nPortland, OR · März 2021 – heute\n- Led the');
    expect(text).not.toMatch(/\*\*|<\/?[a-z]+>|\\[#*_]|^#/m);
  });
});

/** The paragraphs of a Word document's body: each one's style and text, in order. */
function paragraphs(xml: string): { style: string | null; list: boolean; text: string }[] {
  return [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>|<w:p [^>]*>([\s\S]*?)<\/w:p>/g)].map((match) => {
    const body = match[1] ?? match[2] ?? '';
    const text = [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((part) => part[1]).join('');
    return {
      style: /<w:pStyle w:val="([^"]+)"\/>/.exec(body)?.[1] ?? null,
      list: body.includes('<w:numPr>'),
      text: text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
    };
  });
}

describe('GET /api/v1/users/export-resume/:id?format=docx', () => {
  it('is a Word document: the name as Title, sections as Heading 1 in order, bullets as Word lists', async () => {
    const response = await exportOf(stored._id, 'docx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const file = path.join(workDir, 'resume.docx');
    await writeFile(file, response.rawPayload);
    const xml = (await run('unzip', ['-p', file, 'word/document.xml'])).stdout;
    const body = paragraphs(xml);

    expect(body[0]).toEqual({ style: 'Title', list: false, text: 'Amelia Novak' });
    expect(body.map((paragraph) => paragraph.text).slice(1, 4)).toEqual([
      'Senior Software Engineer',
      'amelia.novak@example.com · +1 (503) 555-0142 · Portland, OR',
      'LinkedIn: linkedin.com/in/amelianovak · GitHub: github.com/amelianovak',
    ]);
    expect(body.filter((paragraph) => paragraph.style === 'Heading1').map((paragraph) => paragraph.text)).toEqual(
      HEADINGS,
    );
    const texts = body.map((paragraph) => paragraph.text);
    expect(texts).not.toContain('Interessen');
    expect(xml).not.toContain('Trail running');

    // Reading order: each text after the one before it.
    const order = [
      'Kenntnisse',
      'TypeScript, Node.js, React, PostgreSQL, Rust, Kafka, AWS, Terraform, System design',
      'Publikationen',
      'Backpressure *in* practice · ACM Queue',
      'Berufserfahrung',
      'Senior Software Engineer · Lumen Analytics',
      'Portland, OR · März 2021 – heute',
      'Led the redesign of the event ingestion pipeline, raising throughput from 8k to 45k events per second.',
      'Profil',
      sampleResume.summary,
      'Erfolge',
      ACHIEVEMENT,
    ];
    const positions = order.map((text) => texts.indexOf(text));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    // The bullets are Word list paragraphs, and the entry titles bold.
    const bullet = body.find((paragraph) => paragraph.text.startsWith('Led the redesign'))!;
    expect(bullet.list).toBe(true);
    expect(body.find((paragraph) => paragraph.text === ACHIEVEMENT)!.list).toBe(true);
    expect(xml).toMatch(/<w:b\/>(?:<w:bCs\/>)?<\/w:rPr><w:t xml:space="preserve">Senior Software Engineer<\/w:t>/);
    const numbering = (await run('unzip', ['-p', file, 'word/numbering.xml'])).stdout;
    expect(numbering).toContain('w:val="bullet"');
  });
});

describe('GET /api/v1/users/export-resume/:id?format=pdf', () => {
  it('is the PDF of the stored resume, with its template and design', async () => {
    const response = await exportOf(stored._id, 'pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = path.join(workDir, 'resume.pdf');
    await writeFile(file, response.rawPayload);
    const text = (await run('pdftotext', [file, '-'])).stdout;
    expect(text).toContain('Amelia Novak');
    // The modern template writes its headings in capitals.
    expect(text.toLowerCase()).toContain('berufserfahrung');
    expect(text).not.toContain('Trail running');
  });

  it('is the same document generate-resume gives for the same resume', async () => {
    const exported = await exportOf(stored._id, 'pdf');
    const { _id, resumeTitle, templateId, ...content } = stored;
    const generated = await call({
      method: 'POST',
      url: '/api/v1/users/generate-resume',
      payload: {
        _id,
        resumeTitle,
        templateId,
        ...Object.fromEntries(RESUME_CONTENT_FIELDS.map((f) => [f, content[f]])),
      },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const linked = await t.app.inject({ method: 'GET', url: generated.json().data.resumeUrl });
    expect(Buffer.compare(linked.rawPayload, exported.rawPayload)).toBe(0);
  });
});

describe('export-resume: access, formats and file names', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/export-resume/${stored._id}?format=markdown`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: MESSAGES.authRequired });
  });

  it("answers 404 for another user's resume and for a missing one, in every format", async () => {
    const other = await registerUser(t.app);
    for (const format of RESUME_EXPORT_FORMATS) {
      const response = await as(
        t.app,
        other.accessToken,
      )({ method: 'GET', url: `/api/v1/users/export-resume/${stored._id}?format=${format}` });
      expect(response.statusCode, format).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: MESSAGES.resumeNotFound });
    }
    const missing = await exportOf('00000000-0000-4000-8000-000000000000', 'json-resume');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.resumeNotFound);
  });

  it('answers 400 for a bad id, and for a missing or unknown format naming the formats', async () => {
    const badId = await exportOf('not-an-id', 'markdown');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(MESSAGES.invalidResumeId);
    for (const url of [
      `/api/v1/users/export-resume/${stored._id}`,
      `/api/v1/users/export-resume/${stored._id}?format=`,
      `/api/v1/users/export-resume/${stored._id}?format=odt`,
      `/api/v1/users/export-resume/${stored._id}?format=PDF`,
    ]) {
      const response = await call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: MESSAGES.invalidExportFormat });
    }
    for (const format of RESUME_EXPORT_FORMATS) expect(MESSAGES.invalidExportFormat).toContain(format);
  });

  it('names each file after the name and the title, as an attachment', async () => {
    const extensions = {
      'json-resume': 'json',
      vitae: 'vitae.json',
      markdown: 'md',
      txt: 'txt',
      docx: 'docx',
      pdf: 'pdf',
    };
    for (const [format, extension] of Object.entries(extensions)) {
      const response = await exportOf(stored._id, format);
      expect(response.headers['content-disposition'], format).toBe(
        `attachment; filename="amelia-novak-mein-lebenslauf.${extension}"; ` +
          `filename*=UTF-8''Amelia%20Novak%20-%20Mein%20Lebenslauf.${extension}`,
      );
    }
  });

  it('makes file names safe: ASCII letters, digits and hyphens, "resume" when nothing is left', async () => {
    const accented = await createResume('Lebenslauf für München / "2024"', { fullName: 'Zoë Łukasz-Groß' });
    const response = await exportOf(accented._id, 'txt');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="zoe-lukasz-gross-lebenslauf-fur-munchen-2024.txt"; ` +
        `filename*=UTF-8''${encodeURIComponent('Zoë Łukasz-Groß - Lebenslauf für München 2024.txt')}`,
    );
    const unscripted = await createResume('履歴書', { fullName: '山田 太郎' });
    const named = await exportOf(unscripted._id, 'markdown');
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename="resume.md"; filename*=UTF-8''${encodeURIComponent('山田 太郎 - 履歴書.md')}`,
    );
  });
});

describe('export-resume and the render quota', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { PDF_WORKERS: '1', RENDER_RATE_LIMIT_PER_MINUTE: '1' } });
  }, 60_000);
  afterAll(() => limited.close());

  it('counts a PDF toward RENDER_RATE_LIMIT_PER_MINUTE, and no other format', async () => {
    const owner = await registerUser(limited.app);
    const request = as(limited.app, owner.accessToken);
    const created = await request({
      method: 'POST',
      url: '/api/v1/users/create-user-resume',
      payload: { resumeTitle: 'Quota' },
    });
    const id = created.json().data._id as string;
    const url = (format: string) => `/api/v1/users/export-resume/${id}?format=${format}`;
    for (const format of ['markdown', 'txt', 'docx', 'json-resume', 'vitae', 'markdown']) {
      expect((await request({ method: 'GET', url: url(format) })).statusCode, format).toBe(200);
    }
    expect((await request({ method: 'GET', url: url('pdf') })).statusCode).toBe(200);
    const again = await request({ method: 'GET', url: url('pdf') });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    expect((await request({ method: 'GET', url: url('docx') })).statusCode).toBe(200);
  });
});

describe('export-resume in the API docs', () => {
  it('is documented under resumes, with its id and its formats', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const route = spec.paths['/api/v1/users/export-resume/{id}'].get;
    expect(route.tags).toEqual(['resumes']);
    expect(route.security).toEqual([{ bearerAuth: [] }]);
    expect(route.summary).toMatch(/Download one of my resumes/);
    const parameters = Object.fromEntries(
      route.parameters.map((parameter: { name: string; in: string; schema: object }) => [parameter.name, parameter]),
    );
    expect(parameters.id).toMatchObject({ in: 'path', required: true });
    expect(parameters.format).toMatchObject({
      in: 'query',
      required: true,
      schema: { enum: [...RESUME_EXPORT_FORMATS] },
    });
  });
});
