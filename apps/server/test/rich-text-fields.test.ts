import { eq, resumes, resumeVersions } from '@vitae/db';
import {
  defaultCustomSectionItem,
  defaultEducationItem,
  defaultExperienceItem,
  defaultProjectItem,
  type Resume,
} from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_URL, multipart } from './helpers/imports.ts';
import { as, createTestApp, registerUser, type TestApp } from './helpers/test-app.ts';

/** Allowed markup around a script, event handlers and a javascript: link. */
const HOSTILE =
  '<p onclick="steal()">Led <strong>a</strong> <em>team</em></p>' +
  '<ul><li>Shipped <a href="https://ok.example/x">it</a></li></ul>' +
  '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a>';
/** What the allowlist keeps of it. */
const KEPT =
  '<p>Led <strong>a</strong> <em>team</em></p><ul><li>Shipped <a href="https://ok.example/x">it</a></li></ul><a>bad</a>';

/** Every field of the content read as rich text (the PDF renders them as such), each holding `html`. */
const richContent = (html: string) => ({
  summary: html,
  experience: [{ ...defaultExperienceItem, title: 'Lead', companyName: 'Acme', workSummary: html }],
  education: [{ ...defaultEducationItem, universityName: 'Uni', degree: 'BSc', description: html }],
  projects: [{ ...defaultProjectItem, projectName: 'Vitae', description: html }],
  customSections: [
    { id: 'custom-talks', title: 'Talks', items: [{ ...defaultCustomSectionItem, title: 'Talk', description: html }] },
  ],
});

const richFields = (resume: Resume) => ({
  summary: resume.summary,
  workSummary: resume.experience[0]?.workSummary,
  education: resume.education[0]?.description,
  project: resume.projects[0]?.description,
  custom: resume.customSections[0]?.items[0]?.description,
});

function expectSanitised(resume: Resume) {
  const fields = richFields(resume);
  expect(fields).toEqual({ summary: KEPT, workSummary: KEPT, education: KEPT, project: KEPT, custom: KEPT });
  for (const html of Object.values(fields)) expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
}

let t: TestApp;
let call: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, (await registerUser(t.app)).accessToken);
});
afterAll(() => t.close());

async function createResume(content?: object): Promise<Resume> {
  const created = await call({
    method: 'POST',
    url: '/api/v1/users/create-user-resume',
    payload: { resumeTitle: 'Rich' },
  });
  expect(created.statusCode, created.body).toBe(201);
  if (!content) return created.json().data;
  const patched = await call({
    method: 'PATCH',
    url: `/api/v1/users/update-resume-details/${created.json().data._id}`,
    payload: content,
  });
  expect(patched.statusCode, patched.body).toBe(200);
  return patched.json().data;
}

const getResume = async (id: string): Promise<Resume> =>
  (await call({ method: 'GET', url: `/api/v1/users/get-user-resume/${id}` })).json().data;

/** Imports one file, sent as a browser's FormData sends it. */
const importFile = async (content: string, filename = 'resume.json') =>
  call({ method: 'POST', url: IMPORT_URL, ...(await multipart([{ name: 'file', content, filename }])) });

describe('rich text on write', () => {
  it('keeps only the allowlist in every rich-text field', async () => {
    const resume = await createResume(richContent(HOSTILE));
    expectSanitised(resume);
    expectSanitised(await getResume(resume._id));
  });

  it('keeps the summary and descriptions exactly as typed when they are plain text', async () => {
    const plain = 'R&D lead: builds 3 < 5 minutes, "fast" & cheap <3';
    const { workSummary, ...textAreas } = richFields(await createResume(richContent(plain)));
    expect(textAreas).toEqual({ summary: plain, education: plain, project: plain, custom: plain });
    // A work summary is always the editor's rich text: its text is escaped as HTML's.
    expect(workSummary).toBe('R&amp;D lead: builds 3 &lt; 5 minutes, "fast" &amp; cheap &lt;3');
  });

  it('reads a text as rich only when it starts with an allowed tag, as the renderers do: plain text is never parsed', async () => {
    // Sanitised as HTML, "<b and c>" would be taken for a tag and the words after it lost; the templates draw these
    // texts as text (escaped), so a script in them is words, not markup.
    const typed = 'Cut latency where a<b and c>d; wrote <script> tags by hand';
    const { workSummary: _rich, ...textAreas } = richFields(await createResume(richContent(typed)));
    expect(textAreas).toEqual({ summary: typed, education: typed, project: typed, custom: typed });
    const startsWithScript = '<script>alert(1)</script>Plain words';
    expect((await createResume({ summary: startsWithScript })).summary).toBe(startsWithScript);
    expect((await createResume({ summary: `<p>Hi</p>${startsWithScript}` })).summary).toBe('<p>Hi</p>Plain words');
  });

  it('sanitises a copy of a resume, and a restored version, stored before the fields were sanitised', async () => {
    const legacy = await createResume();
    const version = await call({
      method: 'POST',
      url: `/api/v1/users/resume-versions/${legacy._id}`,
      payload: { name: 'Old' },
    });
    expect(version.statusCode, version.body).toBe(201);
    const { db } = t.database.handle;
    await db.update(resumes).set(richContent(HOSTILE)).where(eq(resumes.id, legacy._id));
    await db
      .update(resumeVersions)
      .set({ content: { resumeTitle: 'Rich', ...richContent(HOSTILE) } })
      .where(eq(resumeVersions.id, version.json().data._id));

    const copy = await call({ method: 'POST', url: `/api/v1/users/duplicate-resume/${legacy._id}` });
    expect(copy.statusCode, copy.body).toBe(201);
    expectSanitised(copy.json().data);

    const restored = await call({
      method: 'POST',
      url: `/api/v1/users/resume-versions/${legacy._id}/restore/${version.json().data._id}`,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expectSanitised(restored.json().data);
  });
});

describe('rich text on import', () => {
  it('sanitises a JSON Resume file', async () => {
    const jsonResume = {
      basics: { name: 'Mallory', summary: HOSTILE },
      projects: [{ name: 'Vitae', description: HOSTILE }],
      publications: [{ name: 'Flow control', summary: HOSTILE }],
    };
    const imported = await importFile(JSON.stringify(jsonResume));
    expect(imported.statusCode, imported.body).toBe(201);
    const resume = imported.json().data.resume as Resume;
    expect(resume.summary).toBe(KEPT);
    expect(resume.projects[0]!.description).toBe(KEPT);
    expect(resume.customSections[0]!.items[0]!.description).toBe(KEPT);
  });

  it('sanitises a Vitae export', async () => {
    const source = await createResume({ jobTitle: 'Lead' });
    const exported = (
      await call({ method: 'GET', url: `/api/v1/users/export-resume/${source._id}?format=vitae` })
    ).json();
    Object.assign(exported.resume, richContent(HOSTILE));
    const imported = await importFile(JSON.stringify(exported), 'resume.vitae.json');
    expect(imported.statusCode, imported.body).toBe(201);
    expectSanitised(imported.json().data.resume);
  });
});
