import { and, eq, renderedPdfs } from '@vitae/db';
import { LIMITS, MESSAGES, resumeLimitMessage } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

const MAX = 5;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MAX_RESUMES_PER_USER: String(MAX), PDF_WORKERS: '1' } });
});
afterAll(() => t.close());

const create = (session: Session, title: string) =>
  as(
    t.app,
    session.accessToken,
  )({
    method: 'POST',
    url: '/api/v1/users/create-user-resume',
    payload: { resumeTitle: title },
  });

describe('resumes per account', () => {
  it(`stop at MAX_RESUMES_PER_USER with a 422 that says what to do, and creating is possible again after a delete`, async () => {
    const user = await registerUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < MAX; i++) {
      const created = await create(user, `CV ${i}`);
      expect(created.statusCode).toBe(201);
      ids.push(created.json().data._id);
    }
    const refused = await create(user, 'One too many');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, message: resumeLimitMessage(MAX) });
    const call = as(t.app, user.accessToken);
    const list = await call({ method: 'GET', url: '/api/v1/users/user-resumes/' });
    expect(list.json().data).toHaveLength(MAX);

    // Another account has its own allowance.
    expect((await create(await registerUser(t.app), 'Mine')).statusCode).toBe(201);

    await call({ method: 'DELETE', url: `/api/v1/users/delete-resume/${ids[0]}` });
    expect((await create(user, 'Room again')).statusCode).toBe(201);
  });

  it('hold under parallel creates: exactly the limit is created, the rest answer 422', async () => {
    const user = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: MAX * 3 }, (_, i) => create(user, `Race ${i}`)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(MAX);
    expect(codes.filter((code) => code === 422)).toHaveLength(MAX * 2);
    const list = await as(t.app, user.accessToken)({ method: 'GET', url: '/api/v1/users/user-resumes/' });
    expect(list.json().data).toHaveLength(MAX);
  });
});

describe('duplicates count as resumes', () => {
  it('are refused past MAX_RESUMES_PER_USER, also when asked for in parallel', async () => {
    const user = await registerUser(t.app);
    const original = (await create(user, 'Original')).json().data._id as string;
    const call = as(t.app, user.accessToken);
    const answers = await Promise.all(
      Array.from({ length: MAX * 2 }, () =>
        call({ method: 'POST', url: `/api/v1/users/duplicate-resume/${original}` }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(MAX - 1);
    expect(answers.find((answer) => answer.statusCode === 422)!.json().message).toBe(resumeLimitMessage(MAX));
    const list = await call({ method: 'GET', url: '/api/v1/users/user-resumes/' });
    expect(list.json().data).toHaveLength(MAX);
  });
});

describe('the resume list', () => {
  let user: Session;
  beforeAll(async () => {
    user = await registerUser(t.app);
    for (let i = 0; i < MAX; i++) await create(user, `Page ${i}`);
  });

  it('answers every resume without paging, with X-Total-Count', async () => {
    const list = await as(t.app, user.accessToken)({ method: 'GET', url: '/api/v1/users/user-resumes/' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe(String(MAX));
    expect(list.json().data).toHaveLength(MAX);
  });

  it('pages with page and pageSize, newest update first, without gaps or repeats', async () => {
    const call = as(t.app, user.accessToken);
    const all = (await call({ method: 'GET', url: '/api/v1/users/user-resumes/' })).json().data;
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await call({ method: 'GET', url: `/api/v1/users/user-resumes/?page=${page}&pageSize=2` });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-total-count']).toBe(String(MAX));
      seen.push(...answer.json().data.map((resume: { _id: string }) => resume._id));
    }
    expect(seen).toEqual(all.map((resume: { _id: string }) => resume._id));
    const past = await call({ method: 'GET', url: '/api/v1/users/user-resumes/?page=9&pageSize=2' });
    expect(past.json().data).toEqual([]);
  });

  it('refuses a page or page size out of range with 400', async () => {
    const call = as(t.app, user.accessToken);
    for (const [query, message] of [
      ['page=0', MESSAGES.invalidPage],
      ['page=x', MESSAGES.invalidPage],
      ['pageSize=0', MESSAGES.invalidResumesPageSize],
      [`pageSize=${LIMITS.resumesPageSize + 1}`, MESSAGES.invalidResumesPageSize],
    ] as const) {
      const answer = await call({ method: 'GET', url: `/api/v1/users/user-resumes/?${query}` });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toBe(message);
    }
  });
});

describe('deleting a resume', () => {
  it('deletes its stored PDF: the link answers 404 and the row is gone', async () => {
    const user = await registerUser(t.app);
    const call = as(t.app, user.accessToken);
    const id = (await create(user, 'To delete')).json().data._id;
    const generated = await call({
      method: 'POST',
      url: '/api/v1/users/generate-resume',
      payload: { _id: id, resumeTitle: 'To delete', fullName: 'Del Eted', email: user.user.email },
    });
    expect(generated.statusCode).toBe(200);
    const link = generated.json().data.resumeUrl as string;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    await t.app.services.pdfs.flush();
    const rowsOf = () =>
      t.database.handle.db
        .select({ hash: renderedPdfs.contentHash })
        .from(renderedPdfs)
        .where(and(eq(renderedPdfs.userId, user.user._id), eq(renderedPdfs.resumeKey, id)));
    expect(await rowsOf()).toHaveLength(1);

    expect((await call({ method: 'DELETE', url: `/api/v1/users/delete-resume/${id}` })).statusCode).toBe(200);
    expect(await rowsOf()).toHaveLength(0);
    const gone = await t.app.inject({ method: 'GET', url: link });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(MESSAGES.pdfNotFound);
  });
});
