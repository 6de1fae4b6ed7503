import { eq, users } from '@vitae/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { scrubText, scrubUrl } from '../src/logging.ts';
import { as, createTestDatabase, registerUser, testConfig, type TestDatabase } from './helpers/test-app.ts';

/** Every error path below is provoked against one app whose log lines are all kept, then the lines are scanned. */
const lines: string[] = [];
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ PDF_WORKERS: '1' }),
    database: database.handle,
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });
  // A route that fails the way a real bug would: a query with a user's row in its parameters.
  app.post('/api/test/failing-insert', async (request) => {
    const { email, passwordHash } = request.body as { email: string; passwordHash: string };
    await database.handle.db.insert(users).values({ email, fullName: 'Copy', passwordHash });
    return { ok: true };
  });
  app.get('/api/test/logs-an-object', async (request) => {
    request.log.info(
      { password: 'plain-password-in-object', user: { passwordHash: 'scrypt$17$nested', refreshToken: 'rt-nested' } },
      'a careless line',
    );
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

describe('the logs', () => {
  it('hold no password, hash, token, cookie, link signature or query parameter, whatever fails', async () => {
    const password = 'Secret-pass-7f3a9c';
    const session = await registerUser(app, { password });
    const [row] = await database.handle.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, session.user._id));
    const hash = row!.passwordHash!;
    expect(hash).toMatch(/^scrypt\$/);

    // A failed query carrying the hash (a unique violation: the email is taken), sent with the user's tokens.
    const failed = await app.inject({
      method: 'POST',
      url: '/api/test/failing-insert',
      payload: { email: session.user.email, passwordHash: hash },
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        cookie: `refreshToken=${session.refreshToken}`,
      },
    });
    expect(failed.statusCode).toBe(500);

    // Wrong passwords, on login and on every endpoint that checks one.
    const call = as(app, session.accessToken);
    await app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: session.user.email, password: 'wrong-guess-1' },
    });
    await call({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { oldPassword: 'wrong-guess-2', newPassword: 'new-password-3' },
    });
    await call({ method: 'DELETE', url: '/api/v1/users/me', payload: { password: 'wrong-guess-4' } });
    await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });

    // A signed PDF link, fetched (the access log writes its URL) and tampered with.
    const generated = await call({
      method: 'POST',
      url: '/api/v1/users/generate-resume',
      payload: { resumeTitle: 'Logged', fullName: 'Log Reader', email: session.user.email },
    });
    const link = generated.json().data.resumeUrl as string;
    const signature = new URL(link, 'http://x').searchParams.get('signature')!;
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: link.replace(/expires=\d+/, 'expires=1') });

    await app.inject({ method: 'GET', url: '/api/test/logs-an-object' });

    const log = lines.join('\n');
    // The lines are there: the failure and the access log were written.
    expect(log).toContain('request failed');
    expect(log).toContain('"url":"/api/v1/pdf/');
    expect(log).toContain('a careless line');
    for (const secret of [
      password,
      hash,
      hash.split('$').at(-1)!,
      session.accessToken,
      session.refreshToken,
      signature,
      'wrong-guess-1',
      'wrong-guess-2',
      'new-password-3',
      'wrong-guess-4',
      'plain-password-in-object',
      'scrypt$17$nested',
      'rt-nested',
    ]) {
      expect(log.includes(secret), `the log holds ${secret.slice(0, 24)}`).toBe(false);
    }
    // The failed query's parameters are gone, its text is not.
    expect(log).toMatch(/insert into \\"users\\"/);
    expect(log).toMatch(/params: \[redacted\]\\n {4}at /);
    expect(log).toContain('params: [redacted]');
  });
});

describe('scrubbing', () => {
  it('masks the shapes of secrets in any text, and a link signature in a URL', () => {
    expect(scrubText('Failed query: select 1\nparams: a,scrypt$17$abc,line\nnext')).toBe(
      'Failed query: select 1\nparams: [redacted]',
    );
    expect(scrubText('hash scrypt$17$8$abc$def end')).toBe('hash [redacted] end');
    expect(scrubText('token eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl here')).toBe('token [redacted] here');
    expect(scrubText('Authorization: Bearer abc.def')).toBe('Authorization: Bearer [redacted]');
    expect(scrubUrl('/api/v1/pdf/ab?expires=1&signature=xyz')).toBe('/api/v1/pdf/ab?expires=1&signature=[redacted]');
    expect(scrubUrl('/api/health')).toBe('/api/health');
  });
});
