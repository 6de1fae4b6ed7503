import { renderedPdfs } from '@vitae/db';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { LIMITS, MESSAGES } from '@vitae/schema';
import { gunzipSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: Session;
let stranger: Session;
beforeAll(async () => {
  t = await createTestApp({ env: { PDF_WORKERS: '1' } });
  owner = await registerUser(t.app);
  stranger = await registerUser(t.app);
}, 60_000);
afterAll(() => t.close());

const preview = (payload: unknown, session: Session = owner) =>
  as(t.app, session.accessToken)({ method: 'POST', url: '/api/v1/users/preview-resume', payload: payload as object });
const thumbnail = (id: string, session: Session = owner, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/users/resume-thumbnail/${id}?v=3`,
    headers: { authorization: `Bearer ${session.accessToken}`, ...headers },
  });

async function createResume(session: Session = owner): Promise<{ _id: string; updatedAt: string; version: number }> {
  const response = await as(
    t.app,
    session.accessToken,
  )({
    method: 'POST',
    url: '/api/v1/users/create-user-resume',
    payload: { resumeTitle: 'Previewed' },
  });
  return response.json().data;
}

const longResume = {
  ...sampleResume,
  experience: Array.from({ length: 50 }, (_, i) => ({
    ...sampleResume.experience[0]!,
    title: `Position ${i}`,
    workSummary: `<p>${'Led the migration of a billing platform to event sourcing. '.repeat(30)}</p>`,
  })),
};
/** The root viewBox of an SVG as four numbers. */
const viewBox = (svg: string) => /^<svg\b[^>]*\sviewBox="([^"]*)"/.exec(svg)![1]!.split(/\s+/).map(Number);
/** Pool renders so far (a 304 or a cached thumbnail adds none). */
const renders = () => t.app.services.pdfs.renderStats()?.completed ?? 0;

const twoPages = {
  ...sampleResume,
  experience: [...sampleResume.experience, ...sampleResume.experience, ...sampleResume.experience],
};

describe('POST /api/v1/users/preview-resume', () => {
  it('gzips the answer for a client that takes gzip, and only then', async () => {
    const ask = (acceptEncoding: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/preview-resume',
        payload: sampleResume,
        headers: {
          authorization: `Bearer ${owner.accessToken}`,
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        },
      });
    const plain = await ask(undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await ask('gzip, deflate, br');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zipped.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect((await ask('gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
    expect((await ask('*')).headers['content-encoding']).toBe('gzip');
  });

  it('answers the pages of the draft as one SVG with the page size and count, and its content hash', async () => {
    const one = await preview(sampleResume);
    expect(one.statusCode).toBe(200);
    expect(one.headers['cache-control']).toBe('no-store');
    const data = one.json().data;
    expect(one.json()).toMatchObject({ statusCode: 200, success: true, message: MESSAGES.previewRendered });
    expect(data).toMatchObject({ pages: 1, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // A4 in pt, as the PDF has it.
    expect(data.pageWidth).toBeCloseTo(595.2756, 3);
    expect(data.pageHeight).toBeCloseTo(841.8898, 3);
    expect(data.svg.startsWith('<svg')).toBe(true);
    expect(viewBox(data.svg)).toEqual([0, 0, data.pageWidth, data.pageHeight]);

    const two = (await preview(twoPages)).json().data;
    expect(two.pages).toBe(2);
    expect(two.pageHeight).toBeCloseTo(data.pageHeight, 6);
    const [, , width, height] = viewBox(two.svg);
    expect(width).toBeCloseTo(two.pageWidth, 6);
    expect(height).toBeCloseTo(2 * two.pageHeight, 6);

    // The text decides the render: the same draft answers the same hash, another word another one.
    expect((await preview(sampleResume)).json().data.hash).toBe(data.hash);
    expect((await preview({ ...sampleResume, jobTitle: 'Other' })).json().data.hash).not.toBe(data.hash);
  });

  it('draws the pages of the PDF generate-resume makes of the same draft', async () => {
    const pages = (await preview(twoPages)).json().data.pages;
    const { resumeUrl } = (
      await as(t.app, owner.accessToken)({ method: 'POST', url: '/api/v1/users/generate-resume', payload: twoPages })
    ).json().data;
    const pdf = (await t.app.inject({ method: 'GET', url: resumeUrl })).rawPayload.toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(pages);
  });

  it('stores nothing: no PDF and no change to the resume it names', async () => {
    const resume = await createResume();
    await t.app.services.pdfs.flush();
    const before = await t.database.handle.db.select().from(renderedPdfs);
    const response = await preview({ ...sampleResume, _id: resume._id, summary: 'A draft never saved.' });
    expect(response.statusCode).toBe(200);
    await t.app.services.pdfs.flush();
    expect(await t.database.handle.db.select().from(renderedPdfs)).toHaveLength(before.length);
    const stored = (
      await as(t.app, owner.accessToken)({ method: 'GET', url: `/api/v1/users/get-user-resume/${resume._id}` })
    ).json().data;
    expect(stored).toMatchObject({ summary: '', version: resume.version, updatedAt: resume.updatedAt });
  });

  it('answers bad input exactly like generate-resume: 400 for a bad body or template, 422 past the page limit', async () => {
    const generate = (payload: unknown) =>
      as(
        t.app,
        owner.accessToken,
      )({ method: 'POST', url: '/api/v1/users/generate-resume', payload: payload as object });
    const cases = [
      { ...sampleResume, skills: 'all of them' },
      { ...sampleResume, templateId: '00000000-0000-4000-8000-000000000000' },
      { ...sampleResume, templateId: 'not an id' },
      { ...sampleResume, _id: 'not an id' },
      { ...sampleResume, fullName: 7 },
      longResume,
    ];
    for (const payload of cases) {
      const [ours, theirs] = [await preview(payload), await generate(payload)];
      expect(ours.statusCode).toBeGreaterThanOrEqual(400);
      expect({ status: ours.statusCode, body: ours.json() }).toEqual({
        status: theirs.statusCode,
        body: theirs.json(),
      });
    }
    const unknown = await preview(cases[1]);
    expect(unknown.json()).toEqual({ statusCode: 400, data: null, message: MESSAGES.unknownTemplate, success: false });
    const long = await preview(longResume);
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toMatch(
      new RegExp(`^This resume would be \\d+ pages; the limit is ${LIMITS.pdfMaxPages}\\.`),
    );
    const nul = await preview({ ...sampleResume, fullName: 'A\u0000B' });
    expect(nul.statusCode).toBe(200);
  });

  it('needs a signed-in user, and checks that the resume it names is theirs', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/preview-resume',
      payload: sampleResume,
    });
    expect(anonymous.statusCode).toBe(401);
    const resume = await createResume();
    const foreign = await preview({ ...sampleResume, _id: resume._id }, stranger);
    expect(foreign.json()).toEqual({ statusCode: 404, data: null, message: MESSAGES.resumeNotFound, success: false });
  });

  it('counts toward a per-user quota: past it 429 with Retry-After, and other users still get previews', async () => {
    const limited = await createTestApp({ env: { PDF_WORKERS: '1', PREVIEW_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const [ann, bob] = [await registerUser(limited.app), await registerUser(limited.app)];
      const ask = (session: Session) =>
        as(
          limited.app,
          session.accessToken,
        )({
          method: 'POST',
          url: '/api/v1/users/preview-resume',
          payload: sampleResume,
        });
      expect((await ask(ann)).statusCode).toBe(200);
      expect((await ask(ann)).statusCode).toBe(200);
      const refused = await ask(ann);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toContain(MESSAGES.previewTooFast);
      // Thumbnails count toward the same quota.
      const resume = (
        await as(
          limited.app,
          ann.accessToken,
        )({
          method: 'POST',
          url: '/api/v1/users/create-user-resume',
          payload: { resumeTitle: 'Quota' },
        })
      ).json().data;
      const thumb = await as(
        limited.app,
        ann.accessToken,
      )({
        method: 'GET',
        url: `/api/v1/users/resume-thumbnail/${resume._id}`,
      });
      expect(thumb.statusCode).toBe(429);
      expect(Number(thumb.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask(bob)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/v1/users/resume-thumbnail/:id', () => {
  it('answers a small PNG of the first page, also of an empty resume, revalidated by its content hash', async () => {
    // A new resume has no content: the template still draws its page.
    const empty = await createResume();
    const blank = await thumbnail(empty._id);
    expect(blank.statusCode).toBe(200);
    expect(PNG.sync.read(blank.rawPayload).width).toBe(240);

    const resume = await createResume();
    await as(
      t.app,
      owner.accessToken,
    )({
      method: 'PATCH',
      url: `/api/v1/users/update-resume-details/${resume._id}`,
      payload: { ...sampleResume },
    });
    const first = await thumbnail(resume._id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(first.rawPayload.byteLength).toBeLessThan(40_000);
    const image = PNG.sync.read(first.rawPayload);
    expect(image.width).toBe(240);
    expect(image.height).toBe(Math.round((240 * 841.8898) / 595.2756));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(etag).not.toBe(blank.headers.etag);

    // Revalidation answers 304 without rendering, for the tag alone, weak or in a list; `v` is ignored.
    const before = renders();
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await thumbnail(resume._id, owner, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.rawPayload.byteLength).toBe(0);
    }
    // Asked again without a tag (another browser), it comes from memory: the same bytes, no render.
    const cached = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/resume-thumbnail/${resume._id}?v=whatever`,
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(cached.statusCode).toBe(200);
    expect(cached.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(cached.headers.etag).toBe(etag);
    expect(renders()).toBe(before);
    expect((await thumbnail(resume._id, owner, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('is authenticated by the access cookie, as an <img> asks for it', async () => {
    const resume = await createResume();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/resume-thumbnail/${resume._id}?v=1`,
      cookies: { accessToken: owner.accessToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('changes after the resume is edited', async () => {
    const resume = await createResume();
    const before = await thumbnail(resume._id);
    const patched = await as(
      t.app,
      owner.accessToken,
    )({
      method: 'PATCH',
      url: `/api/v1/users/update-resume-details/${resume._id}`,
      payload: { ...sampleResume },
    });
    expect(patched.statusCode).toBe(200);
    const after = await thumbnail(resume._id, owner, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
  });

  it('answers 404 for another user’s resume and 401 without a session', async () => {
    const resume = await createResume();
    const foreign = await thumbnail(resume._id, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.resumeNotFound);
    const missing = await thumbnail('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/users/resume-thumbnail/${resume._id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
