import { safeHref } from '@vitae/pdf';
import type { sampleResume } from '@vitae/pdf/sample-resume';
import type { Resume } from '@vitae/schema';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { as, registerUser } from './test-app.ts';

export const IMPORT_URL = '/api/v1/users/import-resume';

/** A field of a multipart body; with a `filename`, a file. */
export interface FormPart {
  name: string;
  content: string | Uint8Array;
  filename?: string;
}

/** A multipart body with the given parts in this order, as a browser's FormData sends it. */
export async function multipart(parts: FormPart[]) {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename === undefined) form.append(part.name, String(part.content));
    else form.append(part.name, new Blob([part.content]), part.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/**
 * A new user of `app` and their requests: `importFile` sends one file as the part "file" (named `defaultFilename`
 * unless told), `importParts` any parts, `count` is how many resumes they have.
 */
export async function newImportUser(app: FastifyInstance, defaultFilename = 'resume.json') {
  const session = await registerUser(app);
  const call = as(app, session.accessToken);
  const importParts = async (parts: FormPart[]) =>
    call({ method: 'POST', url: IMPORT_URL, ...(await multipart(parts)) });
  const importFile = (content: string | Uint8Array, filename = defaultFilename) =>
    importParts([{ name: 'file', content, filename }]);
  const count = async () =>
    Number((await call({ method: 'GET', url: '/api/v1/users/user-resumes/' })).headers['x-total-count']);
  return { session, call, importFile, importParts, count };
}

export type ImportUser = Awaited<ReturnType<typeof newImportUser>>;

/** What an import answered with 201 (asserted): the new resume and the warnings. */
export function importedData(response: LightMyRequestResponse): { resume: Resume; warnings: string[] } {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** Sends `request` and asserts it was refused with `status` and `message`, and that `user` has no new resume. */
export async function expectRefused(
  user: ImportUser,
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  message: string,
): Promise<void> {
  const before = await user.count();
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ statusCode: status, success: false, message, data: null });
  expect(await user.count()).toBe(before);
}

/** Rich text as plain text: tags out (inline ones without a space), entities read, whitespace collapsed. */
export const plain = (html: string) =>
  html
    .replace(/<\/?(strong|em)>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The fields a resume file shows, as compared after an import: text plain, links as their target. */
export function readable(resume: Pick<Resume, keyof typeof sampleResume>) {
  return {
    fullName: resume.fullName,
    jobTitle: resume.jobTitle,
    email: resume.email,
    phone: resume.phone,
    address: resume.address,
    summary: plain(resume.summary),
    experience: resume.experience.map((job) => ({
      title: job.title,
      companyName: job.companyName,
      city: job.city,
      state: job.state,
      startDate: job.startDate,
      endDate: job.endDate,
      currentlyWorking: job.currentlyWorking,
      workSummary: plain(job.workSummary),
    })),
    education: resume.education.map((school) => ({ ...school, description: plain(school.description) })),
    projects: resume.projects.map((project) => ({
      projectName: project.projectName,
      projectLink: safeHref(project.projectLink),
      description: plain(project.description),
    })),
    skills: resume.skills,
    interests: resume.interests,
    achievements: resume.achievements,
    certificationsOrExtraCurriculars: resume.certificationsOrExtraCurriculars,
    social: resume.social.map((link) => ({ ...link, socialMediaLink: safeHref(link.socialMediaLink) })),
    customSections: resume.customSections,
  };
}
