import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { coverLetters } from '@vitae/db';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { COVER_LETTER_MESSAGES, type Resume } from '@vitae/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

const run = promisify(execFile);
/** The date every letter of this file bears (config.now). */
const NOW = new Date('2026-03-05T09:30:00Z');

let t: TestApp;
let owner: Session;
let stranger: Session;
let workDir: string;
let resume: Resume;

async function createResume(session: Session, templateFolder: string, content: object): Promise<Resume> {
  const call = as(t.app, session.accessToken);
  const templates = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/get-all-template' })).json().data as {
    _id: string;
    folderName: string;
  }[];
  const templateId = templates.find((template) => template.folderName === templateFolder)!._id;
  const created = await call({
    method: 'POST',
    url: '/api/v1/users/create-user-resume',
    payload: { resumeTitle: 'For letters', templateId },
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

/** A stored letter, written straight into its table (the cover letters module's CRUD is tested with it). */
async function storeLetter(session: Session, values: { resumeId: string | null; body: string; deleted?: boolean }) {
  const [row] = await t.database.handle.db
    .insert(coverLetters)
    .values({
      userId: session.user._id,
      title: 'Acme application',
      resumeId: values.resumeId,
      body: values.body,
      recipient: { name: 'Erika Mustermann', company: 'Acme GmbH', address: 'Hauptstraße 1\n10115 Berlin' },
      deletedAt: values.deleted ? new Date() : null,
    })
    .returning();
  return row!;
}

const preview = (payload: object, session: Session = owner) =>
  as(t.app, session.accessToken)({ method: 'POST', url: '/api/v1/users/preview-cover-letter', payload });

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  return (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout.replace(/\s+/g, ' ');
}

beforeAll(async () => {
  t = await createTestApp({
    env: { PDF_WORKERS: '1', RENDER_RATE_LIMIT_PER_MINUTE: '100000' },
    config: { now: () => NOW },
  });
  owner = await registerUser(t.app);
  stranger = await registerUser(t.app);
  workDir = await mkdtemp(path.join(tmpdir(), 'vitae-letters-'));
  resume = await createResume(owner, 'banded', {
    ...sampleResume,
    design: { ...sampleResume.design, language: 'de' },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

const draft = {
  title: 'Acme application',
  body: '<p>Ich bewerbe mich um die Stelle.</p><p>Zweiter Absatz mit #hash und $dollar.</p>',
  recipient: { name: 'Erika Mustermann', company: 'Acme GmbH', address: 'Hauptstraße 1' },
};

describe('POST /api/v1/users/preview-cover-letter', () => {
  it("answers the draft's pages as SVG, shaped like a resume preview", async () => {
    const before = t.app.services.pdfs.renderStats()?.completed ?? 0;
    const response = await preview({ ...draft, resumeId: resume._id });
    expect(response.statusCode, response.body).toBe(200);
    // Drawn by the resumes' renderer: its worker pool counts the render.
    expect(t.app.services.pdfs.renderStats()?.completed).toBe(before + 1);
    const { data } = response.json();
    expect(data.pages).toBe(1);
    expect(data.pageWidth).toBeCloseTo(595.28, 1);
    expect(data.svg).toMatch(/^<svg\b/);
    expect(data.hash).toMatch(/^[0-9a-f]{64}$/);
    // Another body is another document.
    const other = (await preview({ ...draft, body: '<p>Anders.</p>', resumeId: resume._id })).json().data;
    expect(other.hash).not.toBe(data.hash);
    expect(other.svg).not.toBe(data.svg);
  });

  it('runs onto a second page with a long body', async () => {
    const body = Array.from({ length: 60 }, (_, i) => `<p>Absatz ${i}: ${'Worte füllen die Seite. '.repeat(4)}</p>`);
    const response = await preview({ ...draft, body: body.join(''), resumeId: resume._id });
    expect(response.statusCode, response.body).toBe(200);
    const { pages, pageHeight, svg } = response.json().data;
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(svg).toContain(` ${pageHeight * pages}"`);
  });

  it("answers 404 for another user's resume, and for a letter id that is not mine", async () => {
    const theirs = await preview({ ...draft, resumeId: resume._id }, stranger);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(COVER_LETTER_MESSAGES.resumeNotFound);
    const strangersResume = await createResume(stranger, 'classic', { fullName: 'Someone Else' });
    const mine = await storeLetter(owner, { resumeId: resume._id, body: 'Mine' });
    const notTheirs = await preview({ ...draft, _id: mine.id, resumeId: strangersResume._id }, stranger);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe(COVER_LETTER_MESSAGES.notFound);
  });

  it('refuses a body that breaks the schema with 400 and its message', async () => {
    const response = await preview({ ...draft, resumeId: 'not-an-id' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(COVER_LETTER_MESSAGES.resumeNotFound);
  });
});

describe('renderCoverLetterPdf (the PDF of export-cover-letter)', () => {
  it("is the stored letter in its resume's style and language, read back as text", async () => {
    const letter = await storeLetter(owner, { resumeId: resume._id, body: draft.body });
    const { pdf } = await t.app.services.letterRender.renderCoverLetterPdf({
      userId: owner.user._id,
      letterId: letter.id,
    });
    const text = await pdfText(Buffer.from(pdf));
    for (const expected of [
      sampleResume.fullName,
      sampleResume.email,
      '5. März 2026',
      'Erika Mustermann',
      'Acme GmbH',
      'Hauptstraße 1 10115 Berlin',
      'Ich bewerbe mich um die Stelle.',
      'Zweiter Absatz mit #hash und $dollar.',
      'Mit freundlichen Grüßen',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.lastIndexOf(sampleResume.fullName)).toBeGreaterThan(text.indexOf('Mit freundlichen Grüßen'));
  });

  it('is served at GET /export-cover-letter/:id?format=pdf', async () => {
    const letter = await storeLetter(owner, { resumeId: resume._id, body: '<p>Downloaded.</p>' });
    const response = await as(
      t.app,
      owner.accessToken,
    )({
      method: 'GET',
      url: `/api/v1/users/export-cover-letter/${letter.id}?format=pdf`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(response.rawPayload)).toContain('Downloaded.');
  });

  it("answers 404 for another user's letter and for one in Trash", async () => {
    const letter = await storeLetter(owner, { resumeId: resume._id, body: 'Private' });
    await expect(
      t.app.services.letterRender.renderCoverLetterPdf({ userId: stranger.user._id, letterId: letter.id }),
    ).rejects.toMatchObject({ message: COVER_LETTER_MESSAGES.notFound });
    const trashed = await storeLetter(owner, { resumeId: resume._id, body: 'Gone', deleted: true });
    await expect(
      t.app.services.letterRender.renderCoverLetterPdf({ userId: owner.user._id, letterId: trashed.id }),
    ).rejects.toMatchObject({ message: COVER_LETTER_MESSAGES.notFound });
  });

  it('still renders the words of a letter whose resume is gone, without a sender', async () => {
    const letter = await storeLetter(owner, { resumeId: null, body: '<p>Orphaned but kept.</p>' });
    const { pdf } = await t.app.services.letterRender.renderCoverLetterPdf({
      userId: owner.user._id,
      letterId: letter.id,
    });
    const text = await pdfText(Buffer.from(pdf));
    expect(text).toContain('Orphaned but kept.');
    expect(text).toContain('Sincerely,');
    expect(text).not.toContain(sampleResume.fullName);
    const [row] = await t.database.handle.db.select().from(coverLetters).where(eq(coverLetters.id, letter.id));
    expect(row!.body).toBe('<p>Orphaned but kept.</p>');
  });
});
