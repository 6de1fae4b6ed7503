import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, renderedPdfs, sql, users } from '@vitae/db';
import { TEMPLATES_DIR } from '@vitae/pdf';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { LIMITS, MESSAGES } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { as, createTestApp, registerUser, type Session, type TestApp, testConfig } from './helpers/test-app.ts';

const run = promisify(execFile);

const generate = (app: FastifyInstance, session: Session, payload: object) =>
  as(app, session.accessToken)({ method: 'POST', url: '/api/v1/users/generate-resume', payload });

async function createResumes(app: FastifyInstance, session: Session, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await as(
      app,
      session.accessToken,
    )({ method: 'POST', url: '/api/v1/users/create-user-resume', payload: { resumeTitle: `Resume ${i}` } });
    ids.push(created.json().data._id);
  }
  return ids;
}

/**
 * A resume that takes a while to render and makes a big PDF: every bold and italic run is a tagged element, so
 * `positions` of them make about 0.7 pages, 0.4 MB and 70 ms of work each (15 of them: 11 pages, 6 MB, ~1 s).
 */
const heavy = (marker: string, positions: number) => ({
  ...sampleResume,
  fullName: marker,
  experience: Array.from({ length: positions }, (_, i) => ({
    ...sampleResume.experience[0]!,
    title: `Position ${i}`,
    workSummary: `<p>${'<b>a</b> <i>b</i> '.repeat(1100)}</p>`,
  })),
});

const pathOf = (resumeUrl: string) => resumeUrl.split('?')[0]!;

describe('renders of one user cannot starve another', () => {
  it('dispatches a light user’s render right after the running one, before a flooding user’s waiting renders', async () => {
    const t = await createTestApp({ env: { PDF_WORKERS: '1' } });
    try {
      const [flooder, light] = [await registerUser(t.app), await registerUser(t.app)];
      const resumes = await createResumes(t.app, flooder, 4);
      await t.app.services.pdfs.warmUp();
      const finished: string[] = [];
      const flood = resumes.map((_id, i) =>
        generate(t.app, flooder, { ...heavy(`Flood ${i}`, 3), _id }).then((response) => {
          finished.push(`flood ${i}`);
          return response;
        }),
      );
      // The flooder's first render runs, his other three wait: then the light user asks.
      await vi.waitFor(() => expect(t.app.services.pdfs.renderStats()).toMatchObject({ busy: 1, queued: 3 }), {
        timeout: 10_000,
        interval: 2,
      });
      const lightResponse = await generate(t.app, light, { ...sampleResume, fullName: 'Light' });
      finished.push('light');
      expect(lightResponse.statusCode).toBe(200);
      // One worker: the renders done are the flooder's first and the light one (in a plain queue, all five).
      expect(t.app.services.pdfs.renderStats()).toMatchObject({ completed: 2, queued: 2 });
      expect((await Promise.all(flood)).map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      // Only the flooder's render that was running may answer before the light one (which of his four it was depends
      // on how his requests raced through the database).
      expect(finished.indexOf('light')).toBeLessThanOrEqual(1);
    } finally {
      await t.close();
    }
  });

  it('renders only the newest waiting content of a resume and answers the replaced request with its link', async () => {
    const t = await createTestApp({ env: { PDF_WORKERS: '1' } });
    try {
      const user = await registerUser(t.app);
      const [busy, edited] = await createResumes(t.app, user, 2);
      await t.app.services.pdfs.warmUp();
      const blocker = generate(t.app, user, { ...heavy('Blocker', 3), _id: busy });
      await vi.waitFor(() => expect(t.app.services.pdfs.renderStats()).toMatchObject({ busy: 1 }), { interval: 2 });
      const older = generate(t.app, user, { ...sampleResume, summary: 'Older edit', _id: edited });
      await vi.waitFor(() => expect(t.app.services.pdfs.renderStats()).toMatchObject({ queued: 1 }), { interval: 2 });
      const newer = generate(t.app, user, { ...sampleResume, summary: 'Newer edit', _id: edited });
      const [first, olderResponse, newerResponse] = await Promise.all([blocker, older, newer]);

      expect(first.statusCode).toBe(200);
      expect(olderResponse.statusCode).toBe(200);
      expect(newerResponse.statusCode).toBe(200);
      const link = olderResponse.json().data.resumeUrl as string;
      expect(pathOf(link)).toBe(pathOf(newerResponse.json().data.resumeUrl));
      const served = await t.app.inject({ method: 'GET', url: link });
      const file = path.join(tmpdir(), `vitae-replaced-${process.pid}.pdf`);
      await writeFile(file, served.rawPayload);
      const text = (await run('pdftotext', [file, '-'])).stdout;
      await rm(file, { force: true });
      expect(text).toContain('Newer edit');
      expect(text).not.toContain('Older edit');
      expect(t.app.services.pdfs.renderStats()).toMatchObject({ completed: 2, superseded: 1 });
    } finally {
      await t.close();
    }
  });
});

describe('the resume a render belongs to', () => {
  let t: TestApp;
  let owner: Session;
  let stranger: Session;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp({ env: { PDF_WORKERS: '1' } });
    owner = await registerUser(t.app);
    stranger = await registerUser(t.app);
    ids = await createResumes(t.app, owner, 2);
  });
  afterAll(() => t.close());

  const rowsOf = (userId: string) =>
    t.database.handle.db
      .select({ resumeKey: renderedPdfs.resumeKey, hash: renderedPdfs.contentHash })
      .from(renderedPdfs)
      .where(eq(renderedPdfs.userId, userId));

  it('keeps one PDF per resume, and one for the draft: a new render replaces the resume’s previous PDF', async () => {
    const [first, second] = ids as [string, string];
    const links: string[] = [];
    for (const version of [1, 2, 3]) {
      const response = await generate(t.app, owner, { ...sampleResume, summary: `Version ${version}`, _id: first });
      expect(response.statusCode).toBe(200);
      links.push(response.json().data.resumeUrl);
      await t.app.services.pdfs.flush();
    }
    await generate(t.app, owner, { ...sampleResume, summary: 'Other resume', _id: second });
    await generate(t.app, owner, { ...sampleResume, summary: 'Draft' });
    await t.app.services.pdfs.flush();

    const hashOf = (link: string) => pathOf(link).split('/').pop()!;
    const rows = await rowsOf(owner.user._id);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.resumeKey === first)?.hash).toBe(hashOf(links[2]!));
    expect(rows.map((row) => row.resumeKey).sort()).toEqual([first, second, 'draft'].sort());
    // Identical content of a resume renders once.
    const renders = t.app.services.pdfs.renderCount();
    const again = await generate(t.app, owner, { ...sampleResume, summary: 'Version 3', _id: first });
    expect(pathOf(again.json().data.resumeUrl)).toBe(pathOf(links[2]!));
    expect(t.app.services.pdfs.renderCount()).toBe(renders);
  });

  it('answers 404 for a resume that is not the user’s (or none), 400 for an id that is not one', async () => {
    for (const _id of [ids[0], '00000000-0000-4000-8000-000000000000']) {
      const response = await generate(t.app, stranger, { ...sampleResume, _id });
      expect(response.json()).toEqual({
        statusCode: 404,
        data: null,
        message: MESSAGES.resumeNotFound,
        success: false,
      });
    }
    const invalid = await generate(t.app, owner, { ...sampleResume, _id: 'not-an-id' });
    expect(invalid.json()).toMatchObject({ statusCode: 400, message: MESSAGES.invalidResumeId });
    expect(await rowsOf(stranger.user._id)).toHaveLength(0);
  });

  it('deletes an account’s PDFs with the account', async () => {
    const leaving = await registerUser(t.app);
    await generate(t.app, leaving, { ...sampleResume, summary: 'Leaving' });
    await t.app.services.pdfs.flush();
    expect(await rowsOf(leaving.user._id)).toHaveLength(1);
    await t.database.handle.db.delete(users).where(eq(users.id, leaving.user._id));
    expect(await rowsOf(leaving.user._id)).toHaveLength(0);
  });
});

describe('stored PDFs per user', () => {
  it('stay under PDF_STORE_BYTES_PER_USER: the least recently used resumes’ PDFs go first, never the newest', async () => {
    const budget = 100_000;
    const t = await createTestApp({ env: { PDF_WORKERS: '1', PDF_STORE_BYTES_PER_USER: String(budget) } });
    try {
      const [user, other] = [await registerUser(t.app), await registerUser(t.app)];
      await generate(t.app, other, { ...sampleResume, summary: 'Someone else' });
      const ids = await createResumes(t.app, user, 5);
      const links: string[] = [];
      for (const [i, _id] of ids.entries()) {
        const response = await generate(t.app, user, { ...sampleResume, summary: `Resume ${i}`, _id });
        expect(response.statusCode).toBe(200);
        links.push(response.json().data.resumeUrl);
        await t.app.services.pdfs.flush();
      }
      const stored = await t.database.handle.db
        .select({ resumeKey: renderedPdfs.resumeKey, bytes: sql<number>`octet_length(${renderedPdfs.pdf})` })
        .from(renderedPdfs)
        .where(eq(renderedPdfs.userId, user.user._id));
      const total = stored.reduce((sum, row) => sum + Number(row.bytes), 0);
      expect(total).toBeLessThanOrEqual(budget);
      expect(stored.length).toBeGreaterThanOrEqual(1);
      expect(stored.length).toBeLessThan(ids.length);
      expect(stored.map((row) => row.resumeKey)).toContain(ids.at(-1));
      // The oldest resume's PDF went: its link answers "generate the preview again"; rendering it again works.
      expect(stored.map((row) => row.resumeKey)).not.toContain(ids[0]);
      const gone = await t.app.inject({ method: 'GET', url: links[0]! });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(MESSAGES.pdfNotFound);
      const again = await generate(t.app, user, { ...sampleResume, summary: 'Resume 0', _id: ids[0] });
      expect((await t.app.inject({ method: 'GET', url: again.json().data.resumeUrl })).statusCode).toBe(200);
      // Another user's PDF is not theirs to evict.
      await t.app.services.pdfs.flush();
      const others = await t.database.handle.db
        .select({ resumeKey: renderedPdfs.resumeKey })
        .from(renderedPdfs)
        .where(eq(renderedPdfs.userId, other.user._id));
      expect(others).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('the render quota', () => {
  it('answers 429 with Retry-After past RENDER_RATE_LIMIT_PER_MINUTE renders of a user, and other users go on', async () => {
    const t = await createTestApp({ env: { PDF_WORKERS: '1', RENDER_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const [user, other] = [await registerUser(t.app), await registerUser(t.app)];
      for (let i = 0; i < 3; i++) expect((await generate(t.app, user, sampleResume)).statusCode).toBe(200);
      const refused = await generate(t.app, user, sampleResume);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ statusCode: 429, success: false, data: null });
      expect(refused.json().message.startsWith(`${MESSAGES.pdfTooFast} (retry in `)).toBe(true);
      expect((await generate(t.app, other, sampleResume)).statusCode).toBe(200);
      // Anonymous requests are refused by authentication, before they count.
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/users/generate-resume', payload: {} });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('bounds and failures', () => {
  let t: TestApp;
  let user: Session;
  let templatesDir: string;
  const lines: string[] = [];
  beforeAll(async () => {
    // The real templates, and one whose Typst fails, as a broken template dropped into TEMPLATES_DIR would.
    templatesDir = await mkdtemp(path.join(tmpdir(), 'vitae-templates-'));
    await cp(TEMPLATES_DIR, templatesDir, { recursive: true });
    await mkdir(path.join(templatesDir, 'broken'));
    await writeFile(
      path.join(templatesDir, 'broken', 'meta.json'),
      JSON.stringify({ name: 'Broken', description: 'Fails to compile.' }),
    );
    await writeFile(path.join(templatesDir, 'broken', 'template.typ'), '#panic("this template is broken")\n');
    t = await createTestApp({
      env: { PDF_WORKERS: '1', TEMPLATES_DIR: templatesDir },
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    user = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await rm(templatesDir, { recursive: true, force: true });
  });

  it('refuses a resume past LIMITS.pdfMaxPages pages with 422 and says how many pages it would be', async () => {
    const longResume = {
      ...sampleResume,
      experience: Array.from({ length: 50 }, (_, i) => ({
        ...sampleResume.experience[0]!,
        title: `Position ${i}`,
        workSummary: `<p>${'Led the migration of a billing platform to event sourcing. '.repeat(30)}</p>`,
      })),
    };
    const response = await generate(t.app, user, longResume);
    expect(response.statusCode).toBe(422);
    const { message } = response.json();
    const pages = Number(/^This resume would be (\d+) pages; the limit is 12\. Shorten or remove/.exec(message)?.[1]);
    expect(pages).toBeGreaterThan(LIMITS.pdfMaxPages);
    expect(response.json()).toEqual({ statusCode: 422, data: null, message, success: false });
    await t.app.services.pdfs.flush();
    expect(await t.database.handle.db.select().from(renderedPdfs)).toHaveLength(0);
  });

  it('answers a Typst failure with 500 and a message of its own, and logs it', async () => {
    const templates = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/get-all-template' })).json().data as {
      _id: string;
      folderName: string;
    }[];
    const broken = templates.find((template) => template.folderName === 'broken')!;
    const response = await generate(t.app, user, { ...sampleResume, templateId: broken._id });
    expect(response.json()).toEqual({ statusCode: 500, data: null, message: MESSAGES.pdfRenderFailed, success: false });
    expect(lines.some((line) => line.includes('A PDF could not be rendered') && line.includes('broken'))).toBe(true);
    // The worker survives a template's failure.
    expect((await generate(t.app, user, sampleResume)).statusCode).toBe(200);
  });
});

describe('a render past PDF_RENDER_TIMEOUT_MS', () => {
  it('is stopped, answers 503 with a message, and the render waiting behind it goes ahead at once', async () => {
    const t = await createTestApp({ env: { PDF_WORKERS: '1', PDF_RENDER_TIMEOUT_MS: '300' } });
    try {
      const [slow, next] = [await registerUser(t.app), await registerUser(t.app)];
      await t.app.services.pdfs.warmUp();
      // About two seconds of work: far past the 300 ms.
      const stopped = generate(t.app, slow, heavy('Too slow', 30));
      await vi.waitFor(() => expect(t.app.services.pdfs.renderStats()).toMatchObject({ busy: 1 }), { interval: 2 });
      const waiting = generate(t.app, next, sampleResume);
      const response = await stopped;
      expect(response.json()).toEqual({ statusCode: 503, data: null, message: MESSAGES.pdfTimeout, success: false });
      expect((await waiting).statusCode).toBe(200);
      expect(t.app.services.pdfs.renderStats()).toMatchObject({ busy: 0, queued: 0, timedOut: 1, started: 2 });
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(process.env.VITAE_TEST_DB === 'postgres')('PDFs in memory on PGlite', () => {
  it('stores a PDF before answering when the PDFs not stored yet would pass PDF_CACHE_BYTES', async () => {
    const t = await createTestApp({ env: { PDF_WORKERS: '1', PDF_CACHE_BYTES: '1000' } });
    try {
      const user = await registerUser(t.app);
      const response = await generate(t.app, user, { ...sampleResume, summary: 'Over the budget' });
      const hash = pathOf(response.json().data.resumeUrl).split('/').pop()!;
      // No flush: it was stored before the answer (the budget is smaller than any PDF), and is served from there.
      const rows = await t.database.handle.db
        .select({ hash: renderedPdfs.contentHash })
        .from(renderedPdfs)
        .where(and(eq(renderedPdfs.userId, user.user._id), eq(renderedPdfs.contentHash, hash)));
      expect(rows).toHaveLength(1);
      const served = await t.app.inject({ method: 'GET', url: response.json().data.resumeUrl });
      expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await t.close();
    }
  });

  it('stores a PDF not stored yet at once when a newer one pushes it out of memory', async () => {
    const budget = 600_000;
    const t = await createTestApp({ env: { PDF_WORKERS: '1', PDF_CACHE_BYTES: String(budget) } });
    try {
      const user = await registerUser(t.app);
      const [first, second] = (await createResumes(t.app, user, 2)) as [string, string];
      const stored = async () =>
        (
          await t.database.handle.db
            .select({ resumeKey: renderedPdfs.resumeKey })
            .from(renderedPdfs)
            .where(eq(renderedPdfs.userId, user.user._id))
        ).map((row) => row.resumeKey);
      const links: string[] = [];
      for (const [marker, _id] of [
        ['First', first],
        ['Second', second],
      ]) {
        links.push((await generate(t.app, user, { ...heavy(marker!, 1), _id })).json().data.resumeUrl);
      }
      // The second PDF pushed the first out of memory: the first was stored then, the second waits its quarter second.
      await vi.waitFor(async () => expect(await stored()).toEqual([first]), { timeout: 150, interval: 5 });
      const served = await Promise.all(links.map((url) => t.app.inject({ method: 'GET', url })));
      // One such PDF fits in the budget, two do not.
      for (const response of served) expect(response.rawPayload.length).toBeGreaterThan(budget / 2);
      for (const response of served) expect(response.rawPayload.length).toBeLessThan(budget);
      await t.app.services.pdfs.flush();
      expect((await stored()).sort()).toEqual([first, second].sort());
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(process.env.VITAE_TEST_DB === 'postgres')('the database on disk (PGlite)', () => {
  it('does not grow when one resume is rendered again and again with new content', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-pdf-disk-'));
    const app = await buildApp({
      config: testConfig({ DATA_DIR: dataDir, PDF_WORKERS: '1', RENDER_RATE_LIMIT_PER_MINUTE: '1000' }),
      logger: false,
    });
    try {
      const user = await registerUser(app);
      const [_id] = await createResumes(app, user, 1);
      const diskBytes = async () => Number((await run('du', ['-sb', dataDir])).stdout.split('\t')[0]);
      const sizes: number[] = [];
      for (let i = 1; i <= 30; i++) {
        // About 1.2 MB each: 36 MB in all.
        const response = await generate(app, user, { ...heavy(`Render ${i}`, 3), _id });
        expect(response.statusCode).toBe(200);
        await app.services.pdfs.flush();
        if (i === 10 || i === 30) sizes.push(await diskBytes());
      }
      const [after10, after30] = sizes as [number, number];
      // Twenty more PDFs of 1.2 MB were written after the tenth (25 MB, and as much write-ahead log): only the newest
      // is kept and the space of the others is reused, so the directory stays within a VACUUM threshold (8 MB).
      expect(after30 - after10, `${after10} -> ${after30} bytes`).toBeLessThan(8 * 1024 * 1024);
      expect(app.services.pdfs.renderCount()).toBe(30);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
