import { MESSAGES } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from './helpers/test-app.ts';

let perEmail: TestApp;
let perIp: TestApp;
beforeAll(async () => {
  perEmail = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '1000' } });
  perIp = await createTestApp({
    database: perEmail.database,
    env: { AUTH_RATE_LIMIT_PER_EMAIL: '1000', AUTH_RATE_LIMIT_PER_IP: '3' },
  });
});
afterAll(async () => {
  await perIp.close();
  await perEmail.close();
});

const login = (t: TestApp, email: string, remoteAddress = '127.0.0.1', password = 'wrong password') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password }, remoteAddress });

describe('sign-in rate limits', () => {
  it('limits attempts per email address, whatever the IP, with 429 and a message', async () => {
    const { user, password } = await registerUser(perEmail.app);
    for (const ip of ['10.0.0.1', '10.0.0.2']) expect((await login(perEmail, user.email, ip)).statusCode).toBe(401);
    // The register call counted too: this is the fourth attempt for the address.
    const limited = await login(perEmail, user.email.toUpperCase(), '10.0.0.3', password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, data: null, success: false });
    expect(limited.json().message).toContain(MESSAGES.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(perEmail, uniqueEmail(), '10.0.0.3')).statusCode).toBe(401);
  });

  it('limits attempts per IP, whatever the email, on login, register, Google and refresh alike', async () => {
    const ip = '10.9.9.9';
    expect((await login(perIp, uniqueEmail(), ip)).statusCode).toBe(401);
    expect((await login(perIp, uniqueEmail(), ip)).statusCode).toBe(401);
    expect((await login(perIp, uniqueEmail(), ip)).statusCode).toBe(401);
    expect((await login(perIp, uniqueEmail(), ip)).statusCode).toBe(429);
    const register = await perIp.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: { email: uniqueEmail(), password: 'longenough' },
      remoteAddress: ip,
    });
    expect(register.statusCode).toBe(429);
    const refresh = await perIp.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: {},
      remoteAddress: ip,
    });
    expect(refresh.statusCode).toBe(429);
    expect((await login(perIp, uniqueEmail(), '10.9.9.10')).statusCode).toBe(401);
  });
});
