import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { appSecrets, eq, renderedPdfs } from '@vitae/db';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { MESSAGES } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { as, createTestApp, registerUser, type Session, type TestApp, testConfig } from './helpers/test-app.ts';

const run = promisify(execFile);
let t: TestApp;
let other: TestApp;
let session: Session;
let workDir: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PDF_WORKERS: '1' } });
  other = await createTestApp({
    env: { PDF_WORKERS: '1' },
    database: { ...t.database, handle: await t.database.openAnother() },
  });
  session = await registerUser(t.app);
  workDir = await mkdtemp(path.join(tmpdir(), 'vitae-pdf-api-'));
}, 60_000);
afterAll(async () => {
  await other.close();
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

const generate = (app: TestApp['app'], payload: unknown, token = session.accessToken) =>
  as(app, token)({ method: 'POST', url: '/api/v1/users/generate-resume', payload: payload as object });

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  return (await run('pdftotext', ['-layout', file, '-'])).stdout;
}

describe('generate-resume', () => {
  it('answers a signed link that serves the PDF to anyone holding it, with no auth header', async () => {
    const response = await generate(t.app, { ...sampleResume, resumeTitle: 'Mine', templateId: null });
    expect(response.statusCode).toBe(200);
    const { resumeUrl } = response.json().data;
    expect(resumeUrl).toMatch(/^\/api\/v1\/pdf\/[0-9a-f]{64}\?expires=\d+&signature=[\w-]+$/);
    const pdf = await t.app.inject({ method: 'GET', url: resumeUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="resume.pdf"');
    expect(pdf.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(pdf.headers['content-security-policy']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(sampleResume.fullName);
    expect(text).toContain(sampleResume.experience[0]!.companyName);
  });

  it('renders with the resume’s template, each template differently', async () => {
    const templates = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/get-all-template' })).json().data as {
      _id: string;
    }[];
    const urls = new Set<string>();
    for (const template of templates) {
      const { resumeUrl } = (await generate(t.app, { ...sampleResume, templateId: template._id })).json().data;
      urls.add(resumeUrl.split('?')[0]);
      expect((await t.app.inject({ method: 'GET', url: resumeUrl })).statusCode).toBe(200);
    }
    expect(urls.size).toBe(templates.length);
  });

  it('renders identical content once, and another instance on the same database serves the link', async () => {
    const content = { ...sampleResume, summary: `Unique summary ${Date.now()}` };
    const before = t.app.services.pdfs.renderCount();
    const first = (await generate(t.app, content)).json().data.resumeUrl as string;
    const second = (await generate(other.app, content)).json().data.resumeUrl as string;
    const hash = first.split('?')[0]!.split('/').pop()!;
    expect(second.split('?')[0]).toBe(first.split('?')[0]);
    expect(t.app.services.pdfs.renderCount()).toBe(before + 1);
    expect(other.app.services.pdfs.renderCount()).toBe(0);
    const servedByOther = await other.app.inject({ method: 'GET', url: first });
    expect(servedByOther.statusCode).toBe(200);
    expect(await pdfText(servedByOther.rawPayload)).toContain('Unique summary');
    // On PostgreSQL the answer came after the store; PGlite's only writer stores a moment later, or on flush.
    await t.app.services.pdfs.flush();
    const rows = await t.database.handle.db.select().from(renderedPdfs).where(eq(renderedPdfs.contentHash, hash));
    expect(rows).toHaveLength(1);
  });

  it('stores a PDF shortly after answering, so its link outlives the memory of the instance that rendered it', async () => {
    const { resumeUrl } = (await generate(t.app, { ...sampleResume, jobTitle: `Stored later ${Date.now()}` })).json()
      .data;
    const hash = resumeUrl.split('?')[0]!.split('/').pop()!;
    await vi.waitFor(
      async () => {
        const rows = await t.database.handle.db
          .select({ hash: renderedPdfs.contentHash })
          .from(renderedPdfs)
          .where(eq(renderedPdfs.contentHash, hash));
        expect(rows).toHaveLength(1);
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('stores the PDFs not stored yet when the app closes, and a restarted app serves their links', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-pdf-restart-'));
    const env = { PDF_WORKERS: '1', DATA_DIR: dataDir };
    try {
      const before = await buildApp({ config: testConfig(env), logger: false });
      const owner = await registerUser(before);
      const generateOn = (app: TestApp['app']) =>
        as(
          app,
          owner.accessToken,
        )({
          method: 'POST',
          url: '/api/v1/users/generate-resume',
          payload: { ...sampleResume, fullName: 'Closed Before Stored' },
        });
      const { resumeUrl } = (await generateOn(before)).json().data;
      await before.close();
      const after = await buildApp({ config: testConfig(env), logger: false });
      try {
        const served = await after.inject({ method: 'GET', url: resumeUrl });
        expect(served.statusCode).toBe(200);
        expect(await pdfText(served.rawPayload)).toContain('Closed Before Stored');
        // The restarted app learns what is stored: the same content is not rendered again.
        expect((await generateOn(after)).json().data.resumeUrl.split('?')[0]).toBe(resumeUrl.split('?')[0]);
        expect(after.services.pdfs.renderCount()).toBe(0);
      } finally {
        await after.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses tampered, cut and expired links with 403, and a link to a PDF that is gone with 404', async () => {
    const { resumeUrl } = (await generate(t.app, { ...sampleResume, jobTitle: 'Link tester' })).json().data;
    const url = new URL(resumeUrl, 'http://x');
    const hash = url.pathname.split('/').pop()!;
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    const link = (h: string, e: number | string, s?: string) =>
      `/api/v1/pdf/${h}?expires=${e}${s === undefined ? '' : `&signature=${s}`}`;
    const otherHash = hash.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const tampered of [
      link(otherHash, expires, signature),
      link(hash, expires + 3600, signature),
      link(
        hash,
        expires,
        signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      ),
      link(hash, expires),
      link(hash, 'soon', signature),
      `/api/v1/pdf/${hash}`,
      link('%2E%2E%2Fpasswd', expires, signature),
    ]) {
      const response = await t.app.inject({ method: 'GET', url: tampered });
      expect(response.statusCode, tampered).toBe(403);
      expect(response.json()).toMatchObject({ success: false, statusCode: 403 });
    }

    const traversal = await t.app.inject({ method: 'GET', url: link('../../etc/passwd', expires, signature) });
    expect(traversal.json()).toMatchObject({ statusCode: 404, success: false });

    // A link signed with the real key but already expired.
    const [secret] = await t.database.handle.db.select().from(appSecrets).where(eq(appSecrets.name, 'url_signing'));
    const past = Math.floor(Date.now() / 1000) - 10;
    const sign = (h: string, e: number) => createHmac('sha256', secret!.value).update(`${h}.${e}`).digest('base64url');
    const expired = await t.app.inject({ method: 'GET', url: link(hash, past, sign(hash, past)) });
    expect(expired.json()).toMatchObject({ statusCode: 403, message: MESSAGES.pdfLinkExpired });

    // Gone from the database: an instance that does not hold it in memory answers 404.
    await t.app.services.pdfs.flush();
    await t.database.handle.db.delete(renderedPdfs).where(eq(renderedPdfs.contentHash, hash));
    const gone = await other.app.inject({ method: 'GET', url: resumeUrl });
    expect(gone.json()).toMatchObject({ statusCode: 404, message: MESSAGES.pdfNotFound });
  });

  it('validates the body like a resume, needs a signed-in user and an existing template', async () => {
    expect((await generate(t.app, { ...sampleResume, skills: 'all of them' })).statusCode).toBe(400);
    expect((await generate(t.app, { summary: 'x'.repeat(20_001) })).statusCode).toBe(400);
    const unknown = await generate(t.app, { ...sampleResume, templateId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.json()).toMatchObject({ statusCode: 400, message: MESSAGES.unknownTemplate });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/generate-resume',
      payload: sampleResume,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('renders a resume holding nothing but defaults', async () => {
    const { resumeUrl } = (await generate(t.app, {})).json().data;
    const pdf = await t.app.inject({ method: 'GET', url: resumeUrl });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a full render queue', () => {
  it('answers 503 with a message instead of queueing forever, and renders again afterwards', async () => {
    const busy = await createTestApp({ env: { PDF_WORKERS: '1', PDF_QUEUE_MAX: '0' } });
    try {
      const user = await registerUser(busy.app);
      await busy.app.services.pdfs.warmUp();
      const burst = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          generate(busy.app, { ...sampleResume, fullName: `Burst ${i}` }, user.accessToken),
        ),
      );
      const statuses = burst.map((response) => response.statusCode);
      expect(statuses).toContain(503);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      const refused = burst.find((response) => response.statusCode === 503)!;
      expect(refused.json()).toEqual({ statusCode: 503, data: null, message: MESSAGES.pdfBusy, success: false });
      const after = await generate(busy.app, { ...sampleResume, fullName: 'After the burst' }, user.accessToken);
      expect(after.statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});
