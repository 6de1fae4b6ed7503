import { MESSAGES } from '@vitae/schema';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

/** Where the app is reached, as a browser's Host header says. */
const HOST = 'vitae.test:3000';
const OWN = `http://${HOST}`;
/** The same site on another port: SameSite=Strict cookies go with its requests. */
const SIBLING = 'http://vitae.test:5173';

let t: TestApp;
let session: Session;
let resumeId: string;

beforeAll(async () => {
  t = await createTestApp();
  session = await registerUser(t.app);
  resumeId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/create-user-resume',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { resumeTitle: 'Victim resume' },
    })
  ).json().data._id;
});
afterAll(() => t.close());

/** A request with the session's cookies, as the browser sends them with any request to this site. */
const withCookies = (options: InjectOptions & { headers?: Record<string, string> }) =>
  t.app.inject({
    ...options,
    headers: {
      host: HOST,
      cookie: `accessToken=${session.accessToken}; refreshToken=${session.refreshToken}`,
      ...options.headers,
    },
  });

const duplicate = (headers: Record<string, string>) =>
  withCookies({ method: 'POST', url: `/api/v1/users/duplicate-resume/${resumeId}`, headers });
const resumeCount = async () =>
  Number(
    (await withCookies({ method: 'GET', url: '/api/v1/users/user-resumes' })).headers['x-total-count'] ?? Number.NaN,
  );
const signedIn = async () => (await withCookies({ method: 'GET', url: '/api/v1/users/current-user' })).statusCode;

function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toEqual({
    statusCode: 403,
    data: null,
    message: MESSAGES.crossOriginRequest,
    success: false,
  });
}

describe('writes from another origin', () => {
  it('refuses a cross-site page: nothing is duplicated, imported or deleted', async () => {
    const before = await resumeCount();
    const evil = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    expectRefused(await duplicate(evil));
    expectRefused(
      await withCookies({
        method: 'POST',
        url: '/api/v1/users/import-resume',
        headers: { ...evil, 'content-type': 'text/plain' },
        payload: '{"basics":{"name":"Planted"}}',
      }),
    );
    expectRefused(
      await withCookies({ method: 'DELETE', url: `/api/v1/users/delete-resume/${resumeId}`, headers: evil }),
    );
    expect(await resumeCount()).toBe(before);
    expect((await withCookies({ method: 'GET', url: `/api/v1/users/get-user-resume/${resumeId}` })).statusCode).toBe(
      200,
    );
  });

  it('refuses a page of the same site on another port or subdomain: the session stays signed in', async () => {
    const before = await resumeCount();
    expectRefused(await duplicate({ 'sec-fetch-site': 'same-site', origin: SIBLING }));
    const logout = await withCookies({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: { 'sec-fetch-site': 'same-site', origin: 'http://blog.vitae.test:3000' },
    });
    expectRefused(logout);
    expect(logout.headers['set-cookie']).toBeUndefined();
    expect(await resumeCount()).toBe(before);
    expect(await signedIn()).toBe(200);
  });

  it('refuses, in a browser that sends no Sec-Fetch-Site, an Origin that is not this one, or null', async () => {
    const before = await resumeCount();
    expectRefused(await duplicate({ origin: SIBLING }));
    expectRefused(await duplicate({ origin: 'https://vitae.test:3000' }));
    expectRefused(await duplicate({ origin: 'null' }));
    expectRefused(await withCookies({ method: 'POST', url: '/api/v1/users/logout', headers: { origin: SIBLING } }));
    expect(await resumeCount()).toBe(before);
    expect(await signedIn()).toBe(200);
  });

  it('refuses a sign-in made by another site (login CSRF), cookie or not', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { host: HOST, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: { email: session.user.email, password: 'correct horse battery' },
    });
    expectRefused(response);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('lets reads from another origin through', async () => {
    const response = await withCookies({
      method: 'GET',
      url: '/api/v1/users/current-user',
      headers: { 'sec-fetch-site': 'same-site', origin: SIBLING },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('writes from this origin', () => {
  it('pass from the app itself, with Sec-Fetch-Site or only Origin, and from a user action', async () => {
    const before = await resumeCount();
    for (const headers of [
      { 'sec-fetch-site': 'same-origin', origin: OWN },
      { origin: OWN },
      // The origin in upper case: the same origin.
      { origin: 'HTTP://VITAE.TEST:3000' },
      { 'sec-fetch-site': 'none' },
      // Vite's dev server proxies /api with its own origin and rewrites Host; the browser says same-origin.
      { 'sec-fetch-site': 'same-origin', origin: SIBLING },
    ] as Record<string, string>[]) {
      const response = await duplicate(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
    }
    expect(await resumeCount()).toBe(before + 5);
  });

  it('pass without Sec-Fetch-Site or Origin: not a browser (curl, another server)', async () => {
    const before = await resumeCount();
    expect((await duplicate({})).statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/users/duplicate-resume/${resumeId}`,
          headers: { authorization: `Bearer ${session.accessToken}` },
        })
      ).statusCode,
    ).toBe(201);
    expect(await resumeCount()).toBe(before + 2);
  });

  it('compares with the origin the proxy was reached by only when TRUST_PROXY is on', async () => {
    const forwarded = {
      host: '127.0.0.1:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'cv.example.com',
      origin: 'https://cv.example.com',
    };
    const login = (app: TestApp['app']) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        headers: forwarded,
        payload: { email: session.user.email, password: 'correct horse battery' },
      });
    const proxied = await createTestApp({ database: t.database, env: { TRUST_PROXY: 'true' } });
    try {
      expect((await login(proxied.app)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
    expectRefused(await login(t.app));
  });
});
