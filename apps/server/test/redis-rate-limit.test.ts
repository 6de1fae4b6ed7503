import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from './helpers/test-app.ts';

/** The local Redis (127.0.0.1:6379), as CI and every developer machine run it. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const limits = { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '100000' };

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ env: { ...limits, REDIS_URL } });
  second = await createTestApp({
    env: { ...limits, REDIS_URL },
    database: { ...first.database, handle: await first.database.openAnother() },
  });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const login = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password: 'wrong password' } });

describe('rate limits with REDIS_URL', () => {
  it('are shared between instances', async () => {
    const email = uniqueEmail('shared-limit');
    expect((await login(first, email)).statusCode).toBe(401);
    expect((await login(second, email)).statusCode).toBe(401);
    expect((await login(first, email)).statusCode).toBe(401);
    const fourth = await login(second, email);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('fail open when Redis is unreachable: sign-in still answers, never a 5xx', async () => {
    const cut = await createTestApp({
      env: { ...limits, REDIS_URL: 'redis://127.0.0.1:1' },
      database: first.database,
    });
    try {
      for (let i = 0; i < 5; i++) expect((await login(cut, uniqueEmail('no-redis'))).statusCode).toBe(401);
    } finally {
      await cut.close();
    }
  });
});
