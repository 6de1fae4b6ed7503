import { resumes, sql } from '@vitae/db';
import { MESSAGES, TRASH_MESSAGES, resumeLimitMessage } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

const MAX = 3;
let t: TestApp;
let owner: Session;
let ownerCall: ReturnType<typeof as>;
let strangerCall: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp({ env: { MAX_RESUMES_PER_USER: String(MAX) } });
  owner = await registerUser(t.app, { fullName: 'Tara Trash' });
  ownerCall = as(t.app, owner.accessToken);
  strangerCall = as(t.app, (await registerUser(t.app)).accessToken);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function createResume(title: string) {
  const response = await ownerCall({
    method: 'POST',
    url: '/api/v1/users/create-user-resume',
    payload: { resumeTitle: title },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().data._id as string;
  const patched = await ownerCall({
    method: 'PATCH',
    url: `/api/v1/users/update-resume-details/${id}`,
    payload: {
      summary: `<p>The words of ${title}.</p>`,
      skills: [{ name: 'Typst' }],
      design: { accentColor: '#aa3300' },
    },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  return patched.json().data as { _id: string; version: number; [key: string]: unknown };
}

const listed = async (call = ownerCall) =>
  ((await call({ method: 'GET', url: '/api/v1/users/user-resumes' })).json().data as { _id: string }[]).map(
    (resume) => resume._id,
  );
const trash = async (call = ownerCall) => {
  const response = await call({ method: 'GET', url: '/api/v1/users/trash' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { _id: string; resumeTitle: string; deletedAt: string; purgeAt: string }[];
};
const remove = (id: string, call = ownerCall) => call({ method: 'DELETE', url: `/api/v1/users/delete-resume/${id}` });
const restore = (id: string, call = ownerCall) => call({ method: 'POST', url: `/api/v1/users/trash/${id}/restore` });
const destroy = (id: string, call = ownerCall) => call({ method: 'DELETE', url: `/api/v1/users/trash/${id}` });
const emptyTrash = async () => {
  for (const { _id } of await trash()) expect((await destroy(_id)).statusCode).toBe(200);
};

describe('Trash', () => {
  it('delete-resume moves the resume to Trash: out of the list and every route, listed with when it goes', async () => {
    const resume = await createResume('Kept in Trash');
    const before = Date.now();
    const deleted = await remove(resume._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(MESSAGES.resumeDeleted);
    expect(await listed()).not.toContain(resume._id);
    for (const [method, url] of [
      ['GET', `/api/v1/users/get-user-resume/${resume._id}`],
      ['PATCH', `/api/v1/users/update-resume-details/${resume._id}`],
      ['POST', `/api/v1/users/duplicate-resume/${resume._id}`],
      ['DELETE', `/api/v1/users/delete-resume/${resume._id}`],
      ['GET', `/api/v1/users/export-resume/${resume._id}?format=txt`],
    ] as const) {
      const response = await ownerCall({ method, url, ...(method === 'PATCH' ? { payload: { summary: 'x' } } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(MESSAGES.resumeNotFound);
    }
    const [entry] = await trash();
    expect(entry).toMatchObject({ _id: resume._id, resumeTitle: 'Kept in Trash' });
    const deletedAt = Date.parse(entry!.deletedAt);
    expect(deletedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(entry!.purgeAt) - deletedAt).toBe(30 * DAY);
    await emptyTrash();
  });

  it('restores a resume whole: every word, the design and the version as they were', async () => {
    const resume = await createResume('Brought back');
    await remove(resume._id);
    const restored = await restore(resume._id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toBe(TRASH_MESSAGES.restored);
    const { updatedAt: _u, ...expected } = resume;
    expect(restored.json().data).toMatchObject(expected);
    expect(await listed()).toContain(resume._id);
    expect(await trash()).toEqual([]);
    const got = await ownerCall({ method: 'GET', url: `/api/v1/users/get-user-resume/${resume._id}` });
    expect(got.json().data).toMatchObject(expected);
    expect((await restore(resume._id)).statusCode).toBe(404);
    await remove(resume._id);
    await emptyTrash();
  });

  it('deletes a resume in Trash for good; a resume not in Trash cannot be deleted for good', async () => {
    const resume = await createResume('Gone for good');
    expect((await destroy(resume._id)).statusCode).toBe(404);
    expect(await listed()).toContain(resume._id);
    await remove(resume._id);
    const gone = await destroy(resume._id);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe(TRASH_MESSAGES.deletedForever);
    expect(await trash()).toEqual([]);
    expect((await restore(resume._id)).statusCode).toBe(404);
    const rows = await t.database.handle.db
      .select()
      .from(resumes)
      .where(sql`${resumes.id} = ${resume._id}`);
    expect(rows).toEqual([]);
  });

  it('another user can neither see, restore nor delete my Trash', async () => {
    const resume = await createResume('Mine alone');
    await remove(resume._id);
    expect(await trash(strangerCall)).toEqual([]);
    for (const response of [await restore(resume._id, strangerCall), await destroy(resume._id, strangerCall)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.resumeNotFound);
    }
    expect((await trash()).map((entry) => entry._id)).toEqual([resume._id]);
    await emptyTrash();
  });

  it('empties itself after 30 days, and not a day before', async () => {
    const old = await createResume('Thirty-one days');
    const recent = await createResume('Twenty-nine days');
    await remove(old._id);
    await remove(recent._id);
    const age = (id: string, days: number) =>
      t.database.handle.db
        .update(resumes)
        .set({ deletedAt: new Date(Date.now() - days * DAY) })
        .where(sql`${resumes.id} = ${id}`);
    await age(old._id, 31);
    await age(recent._id, 29);
    expect((await trash()).map((entry) => entry._id)).toEqual([recent._id]);
    expect(
      await t.database.handle.db
        .select()
        .from(resumes)
        .where(sql`${resumes.id} = ${old._id}`),
    ).toEqual([]);
    expect((await restore(old._id)).statusCode).toBe(404);
    await emptyTrash();
  });

  it('a resume in Trash does not count toward the limit, and restoring past the limit is refused (422) and keeps it', async () => {
    const ids = [];
    for (const title of ['One', 'Two', 'Three']) ids.push((await createResume(title))._id);
    await remove(ids[0]!);
    ids.push((await createResume('Four'))._id);
    const refused = await restore(ids[0]!);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(resumeLimitMessage(MAX));
    expect((await trash()).map((entry) => entry._id)).toEqual([ids[0]]);
    for (const id of ids.slice(1)) await remove(id);
    await emptyTrash();
  });

  it('refuses a malformed id with 400', async () => {
    expect((await restore('not-a-uuid')).statusCode).toBe(400);
    expect((await destroy('not-a-uuid')).statusCode).toBe(400);
  });
});
