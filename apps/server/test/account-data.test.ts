import { eq, refreshTokens, resumes, users } from '@vitae/db';
import { MESSAGES } from '@vitae/schema';
import { loadCatalogue } from '@vitae/schema/i18n-catalogues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userWithResumes(count: number) {
  const session = await registerUser(t.app, { fullName: 'Data Owner' });
  const call = as(t.app, session.accessToken);
  for (let i = 0; i < count; i++) {
    const created = await call({
      method: 'POST',
      url: '/api/v1/users/create-user-resume',
      payload: { resumeTitle: `CV ${i}` },
    });
    await call({
      method: 'PATCH',
      url: `/api/v1/users/update-resume-details/${created.json().data._id}`,
      payload: { summary: `Summary ${i}`, skills: [{ name: 'SQL' }] },
    });
  }
  return { session, call };
}

describe('download my data', () => {
  it('answers the account and every resume as a JSON attachment, and nothing of anyone else', async () => {
    const { session, call } = await userWithResumes(2);
    await userWithResumes(1);
    const response = await call({ method: 'GET', url: '/api/v1/users/me/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="vitae-export.json"');
    const data = response.json().data;
    expect(data.user).toMatchObject({ _id: session.user._id, email: session.user.email, fullName: 'Data Owner' });
    expect(data.resumes.map((r: { resumeTitle: string }) => r.resumeTitle).sort()).toEqual(['CV 0', 'CV 1']);
    expect(data.resumes[0]).toMatchObject({ skills: [{ name: 'SQL' }] });
    expect(Date.parse(data.exportedAt)).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/passwordHash|scrypt\$|userId/);
  });

  it('streams: written in pieces (no Content-Length), every resume once, past one batch of the database reads', async () => {
    const { call } = await userWithResumes(0);
    const created: string[] = [];
    for (let i = 0; i < 45; i++) {
      const answer = await call({
        method: 'POST',
        url: '/api/v1/users/create-user-resume',
        payload: { resumeTitle: `N${i}` },
      });
      created.push(answer.json().data._id);
    }
    const response = await call({ method: 'GET', url: '/api/v1/users/me/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 200, message: MESSAGES.ok, success: true });
    expect(body.data.resumes.map((r: { _id: string }) => r._id).sort()).toEqual(created.sort());
  });

  it('streamed, still answers its message in the account’s language', async () => {
    const { call } = await userWithResumes(1);
    await call({ method: 'PUT', url: '/api/auth/update-account', payload: { language: 'ar' } });
    const response = await call({ method: 'GET', url: '/api/v1/users/me/export' });
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.json().message).toBe((await loadCatalogue('ar')).ok);
    expect(response.json().message).not.toBe(MESSAGES.ok);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me/export' })).statusCode).toBe(401);
  });
});

describe('delete my account', () => {
  it('erases the user, their resumes and their sessions, after the password', async () => {
    const { session, call } = await userWithResumes(2);
    const other = await userWithResumes(1);
    const wrong = await call({ method: 'DELETE', url: '/api/v1/users/me', payload: { password: 'not it at all' } });
    expect(wrong.json()).toMatchObject({ statusCode: 400, message: MESSAGES.wrongOldPassword });
    const missing = await call({ method: 'DELETE', url: '/api/v1/users/me' });
    expect(missing.json()).toMatchObject({ statusCode: 400, message: MESSAGES.passwordConfirmationRequired });

    const response = await call({ method: 'DELETE', url: '/api/v1/users/me', payload: { password: session.password } });
    expect(response.json()).toEqual({ statusCode: 200, data: null, message: MESSAGES.accountDeleted, success: true });
    const db = t.database.handle.db;
    expect(await db.select().from(users).where(eq(users.id, session.user._id))).toEqual([]);
    expect(await db.select().from(resumes).where(eq(resumes.userId, session.user._id))).toEqual([]);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user._id))).toEqual([]);
    expect((await call({ method: 'GET', url: '/api/v1/users/current-user' })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: session.user.email, password: session.password },
    });
    expect(login.statusCode).toBe(401);
    // Someone else's data is untouched.
    expect((await other.call({ method: 'GET', url: '/api/v1/users/user-resumes/' })).json().data).toHaveLength(1);
  });
});
