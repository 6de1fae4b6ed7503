import { MESSAGES } from '@vitae/schema';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, uniqueEmail, type TestApp } from './helpers/test-app.ts';

let perAccount: TestApp;
let perIp: TestApp;
beforeAll(async () => {
  perAccount = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '1000' } });
  perIp = await createTestApp({
    database: perAccount.database,
    env: { AUTH_RATE_LIMIT_PER_EMAIL: '1000', AUTH_RATE_LIMIT_PER_IP: '3' },
  });
});
afterAll(async () => {
  await perIp.close();
  await perAccount.close();
});

const login = (t: TestApp, email: string, remoteAddress = '127.0.0.1', password = 'wrong password') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password }, remoteAddress });

function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ statusCode: 429, data: null, success: false });
  expect(response.json().message).toContain(MESSAGES.tooManyRequests);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in rate limits', () => {
  it('limit attempts per account and IP, and never lock the real user out from another IP', async () => {
    const { user, password } = await registerUser(perAccount.app);
    const attacker = '10.0.0.66';
    for (let i = 0; i < 3; i += 1) expect((await login(perAccount, user.email, attacker)).statusCode).toBe(401);
    expectLimited(await login(perAccount, user.email.toUpperCase(), attacker, password));
    // The owner, elsewhere, signs in; another account from the attacker's IP is still answered.
    expect((await login(perAccount, user.email, '10.0.0.7', password)).statusCode).toBe(200);
    expect((await login(perAccount, uniqueEmail(), attacker)).statusCode).toBe(401);
  });

  it('limit attempts per IP, whatever the email, on login, register and Google alike', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 3; i += 1) expect((await login(perIp, uniqueEmail(), ip)).statusCode).toBe(401);
    expectLimited(await login(perIp, uniqueEmail(), ip));
    const register = await perIp.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: { email: uniqueEmail(), password: 'longenough' },
      remoteAddress: ip,
    });
    expectLimited(register);
    const google = await perIp.app.inject({
      method: 'POST',
      url: '/api/v1/users/google',
      payload: { idToken: 'x' },
      remoteAddress: ip,
    });
    expectLimited(google);
    expect((await login(perIp, uniqueEmail(), '10.9.9.10')).statusCode).toBe(401);
  });

  it('give token refresh a bucket of its own, of the same per-IP size', async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < 4; i += 1) await login(perIp, uniqueEmail(), ip);
    expectLimited(await login(perIp, uniqueEmail(), ip));
    const refresh = () =>
      perIp.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: {}, remoteAddress: ip });
    // Sign-in is exhausted on this IP; refreshing a session is not.
    for (let i = 0; i < 3; i += 1) expect((await refresh()).statusCode).toBe(401);
    expectLimited(await refresh());
  });
});

describe('every password check is throttled like login', () => {
  const checks: [string, (t: TestApp, token: string, remoteAddress: string) => Promise<LightMyRequestResponse>][] = [
    [
      'change-password',
      (t, token, remoteAddress) =>
        as(
          t.app,
          token,
        )({
          method: 'POST',
          url: '/api/auth/change-password',
          payload: { oldPassword: 'guess guess', newPassword: 'new password 1' },
          remoteAddress,
        }),
    ],
    [
      'update-account (email change)',
      (t, token, remoteAddress) =>
        as(
          t.app,
          token,
        )({
          method: 'PUT',
          url: '/api/auth/update-account',
          payload: { email: uniqueEmail(), currentPassword: 'guess guess' },
          remoteAddress,
        }),
    ],
    [
      'DELETE /me',
      (t, token, remoteAddress) =>
        as(
          t.app,
          token,
        )({
          method: 'DELETE',
          url: '/api/v1/users/me',
          payload: { password: 'guess guess' },
          remoteAddress,
        }),
    ],
  ];

  it.each(checks)('%s: per account and IP, with 429 and Retry-After', async (_name, attempt) => {
    const session = await registerUser(perAccount.app);
    for (let i = 0; i < 3; i += 1)
      expect((await attempt(perAccount, session.accessToken, '10.1.1.1')).statusCode).toBeLessThan(429);
    expectLimited(await attempt(perAccount, session.accessToken, '10.1.1.1'));
    // The same account from another IP is still answered.
    expect((await attempt(perAccount, session.accessToken, '10.1.1.2')).statusCode).not.toBe(429);
  });

  it.each(checks)('%s: per IP, sharing the sign-in bucket', async (_name, attempt) => {
    const session = await registerUser(perIp.app, {});
    const ip = `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 3; i += 1) await login(perIp, uniqueEmail(), ip);
    expectLimited(await attempt(perIp, session.accessToken, ip));
  });

  it('does not throttle an update that checks no password', async () => {
    const session = await registerUser(perAccount.app);
    for (let i = 0; i < 6; i += 1) {
      const renamed = await as(
        perAccount.app,
        session.accessToken,
      )({
        method: 'PUT',
        url: '/api/auth/update-account',
        payload: { fullName: `Name ${i}` },
        remoteAddress: '10.3.3.3',
      });
      expect(renamed.statusCode).toBe(200);
    }
  });
});
