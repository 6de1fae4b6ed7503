import { SHARE_MESSAGES, MESSAGES } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

const TRIES = 4;
let t: TestApp;
let owner: Session;
let ownerCall: ReturnType<typeof as>;
let strangerCall: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp({ env: { PDF_WORKERS: '1', AUTH_RATE_LIMIT_PER_EMAIL: String(TRIES) } });
  owner = await registerUser(t.app, { fullName: 'Sam Share' });
  ownerCall = as(t.app, owner.accessToken);
  strangerCall = as(t.app, (await registerUser(t.app)).accessToken);
}, 60_000);
afterAll(() => t.close());

async function createResume(title: string) {
  const created = await ownerCall({
    method: 'POST',
    url: '/api/v1/users/create-user-resume',
    payload: { resumeTitle: title },
  });
  const id = created.json().data._id as string;
  await ownerCall({
    method: 'PATCH',
    url: `/api/v1/users/update-resume-details/${id}`,
    payload: { fullName: 'Sam Share', jobTitle: 'Shared Engineer', summary: '<p>Words anyone may read.</p>' },
  });
  return id;
}

const share = (id: string, payload: object = {}, call = ownerCall) =>
  call({ method: 'POST', url: `/api/v1/users/share-resume/${id}`, payload });
const unshare = (id: string, call = ownerCall) => call({ method: 'DELETE', url: `/api/v1/users/share-resume/${id}` });
const status = async (id: string) =>
  (await ownerCall({ method: 'GET', url: `/api/v1/users/share-resume/${id}` })).json().data;
/** No account: the public API and the link's own addresses. */
const open = (slug: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/public/resumes/${slug}`, headers: cookie ? { cookie } : {} });
const pdf = (slug: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/r/${slug}.pdf`, headers: cookie ? { cookie } : {} });
const unlock = (slug: string, password: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/public/resumes/${slug}/unlock`, payload: { password } });

describe('share links', () => {
  it('turns a public link on: anyone sees the pages and downloads the PDF, and both are counted', async () => {
    const id = await createResume('Public resume');
    const on = await share(id);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().message).toBe(SHARE_MESSAGES.enabled);
    const { url, slug } = on.json().data as { url: string; slug: string };
    expect(slug).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // inject() sends Host: localhost:80; a browser sends the host it reached the app by.
    expect(url).toBe(`http://localhost:80/r/${slug}`);

    const page = await open(slug);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    const shown = page.json().data;
    expect(shown).toMatchObject({
      resumeTitle: 'Public resume',
      fullName: 'Sam Share',
      pdfUrl: `/r/${slug}.pdf`,
      pages: 1,
    });
    expect(shown.svg).toMatch(/^<svg\b/);
    await open(slug);

    const file = await pdf(slug);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await status(id)).toEqual({
      url,
      enabled: true,
      views: 2,
      downloads: 1,
      hasPassword: false,
      indexable: false,
    });
  });

  it('keeps the slug when the link is updated, and lets search engines index only when the owner says so', async () => {
    const id = await createResume('Indexable');
    const { slug } = (await share(id)).json().data;
    const again = await share(id, { indexable: true });
    expect(again.json().data.slug).toBe(slug);
    expect((await open(slug)).headers['x-robots-tag']).toBe('all');
    expect((await pdf(slug)).headers['x-robots-tag']).toBe('all');
  });

  it('asks for the password before the page or the PDF; a right one opens both, a new one closes them again', async () => {
    const id = await createResume('Locked resume');
    const { slug } = (await share(id, { password: 'open sesame' })).json().data;
    const locked = await open(slug);
    expect(locked.statusCode).toBe(401);
    expect(locked.json().message).toBe(SHARE_MESSAGES.passwordRequired);
    const sent = await pdf(slug);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/r/${slug}`);

    const wrong = await unlock(slug, 'open barley');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(SHARE_MESSAGES.wrongPassword);
    const right = await unlock(slug, 'open sesame');
    expect(right.statusCode).toBe(200);
    const cookie = right.cookies.find((each) => each.name === `vitae_share_${slug}`)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const header = `${cookie.name}=${cookie.value}`;
    expect((await open(slug, header)).statusCode).toBe(200);
    expect((await pdf(slug, header)).headers['content-type']).toBe('application/pdf');
    expect(
      (await open(slug, `${cookie.name}=${cookie.value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`)).statusCode,
    ).toBe(401);

    await share(id, { password: 'a new secret' });
    expect((await open(slug, header)).statusCode).toBe(401);
    expect((await status(id)).hasPassword).toBe(true);
    // Saving the other settings keeps the password; an empty one removes it.
    await share(id, { indexable: true });
    expect((await open(slug)).statusCode).toBe(401);
    expect(await status(id)).toMatchObject({ hasPassword: true, indexable: true });
    await share(id, { password: '' });
    expect((await open(slug)).statusCode).toBe(200);
    expect((await status(id)).hasPassword).toBe(false);
  });

  it('limits password tries per link and client (429)', async () => {
    const id = await createResume('Guarded');
    const { slug } = (await share(id, { password: 'right one' })).json().data;
    const statuses = [];
    for (let i = 0; i <= TRIES; i++) statuses.push((await unlock(slug, `guess ${i}`)).statusCode);
    expect(statuses.slice(0, TRIES)).toEqual(Array(TRIES).fill(401));
    expect(statuses[TRIES]).toBe(429);
    const refused = await unlock(slug, 'right one');
    expect(refused.statusCode).toBe(429);
    // The message states the wait the header gives: what is left of the 15-minute window, not "a minute".
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.json().message).toBe('Too many password attempts. Please wait 15 minutes and try again.');
    expect(refused.json().message).toBe(SHARE_MESSAGES.tooManyAttempts(retryAfter));
  });

  it('turning the link off makes it 404 at once; turning it on again gives a new slug', async () => {
    const id = await createResume('Revoked');
    const { slug } = (await share(id)).json().data;
    const off = await unshare(id);
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(SHARE_MESSAGES.disabled);
    for (const response of [await open(slug), await pdf(slug)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(SHARE_MESSAGES.notFound);
    }
    expect(await status(id)).toEqual({
      url: null,
      enabled: false,
      views: 0,
      downloads: 0,
      hasPassword: false,
      indexable: false,
    });
    const { slug: next } = (await share(id)).json().data;
    expect(next).not.toBe(slug);
    expect((await open(slug)).statusCode).toBe(404);
  });

  it('a resume in Trash answers 404 on its link, and is shared again once restored', async () => {
    const id = await createResume('Trashed then back');
    const { slug } = (await share(id)).json().data;
    await ownerCall({ method: 'DELETE', url: `/api/v1/users/delete-resume/${id}` });
    expect((await open(slug)).statusCode).toBe(404);
    expect((await pdf(slug)).statusCode).toBe(404);
    await ownerCall({ method: 'POST', url: `/api/v1/users/trash/${id}/restore` });
    expect((await open(slug)).statusCode).toBe(200);
  });

  it('another user can neither share, read nor turn off my link', async () => {
    const id = await createResume('Not theirs');
    const { slug } = (await share(id)).json().data;
    for (const response of [
      await share(id, {}, strangerCall),
      await unshare(id, strangerCall),
      await strangerCall({ method: 'GET', url: `/api/v1/users/share-resume/${id}` }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.resumeNotFound);
    }
    expect((await open(slug)).statusCode).toBe(200);
  });

  it('refuses bad input: a short password, a malformed slug, and asks for a sign-in to share', async () => {
    const id = await createResume('Bad input');
    const short = await share(id, { password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(SHARE_MESSAGES.passwordLength);
    expect((await status(id)).enabled).toBe(false);
    expect((await open('short')).statusCode).toBe(400);
    expect((await pdf('short')).statusCode).toBe(404);
    expect((await open('A'.repeat(32))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/users/share-resume/${id}` })).statusCode).toBe(401);
  });
});
