import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@vitae/db';
import { as, createTestApp, registerUser, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'vitae-web-'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Vitae app</title><div id="root"></div>');
  await writeFile(path.join(webDir, 'app.js'), 'console.log("app")');
  t = await createTestApp({ config: { webDistDir: webDir } });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('health and docs', () => {
  it('GET /api/health answers ok in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', statusCode: 200, success: true, data: { status: 'ok' } });
  });

  it('serves OpenAPI generated from the zod schemas, with the messages’ constraints', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/v1/users/register',
      '/api/v1/users/login',
      '/api/v1/users/google',
      '/api/auth/refresh-token',
      '/api/v1/users/update-resume-details/{id}',
      '/api/v1/admin/add-template',
    ]) {
      expect(spec.paths).toHaveProperty([route]);
    }
    const titleSchema =
      spec.paths['/api/v1/users/create-user-resume'].post.requestBody.content['application/json'].schema;
    expect(titleSchema.properties.resumeTitle).toMatchObject({ type: 'string', minLength: 1, maxLength: 100 });
  });

  it('GET /api/v1/config tells the page what it needs and no secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    const data = response.json().data;
    expect(data).toMatchObject({ googleClientId: null, aiProvider: 'offline', signUp: 'open', setupRequired: false });
    expect(Object.keys(data).sort()).toEqual([
      'aiProvider',
      'design',
      'googleClientId',
      'languages',
      'setupRequired',
      'signUp',
    ]);
  });
});

describe('the access log', () => {
  it('writes one line per request, when it completes, with what it asked and how it ended', async () => {
    const lines: Record<string, unknown>[] = [];
    const logged = await createTestApp({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    try {
      await logged.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'log-ok' } });
      await logged.app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'x-request-id': 'log-404' } });
      const about = (reqId: string) => lines.filter((line) => line.reqId === reqId);
      expect(about('log-ok')).toEqual([
        expect.objectContaining({
          msg: 'request completed',
          method: 'GET',
          url: '/api/health',
          ip: '127.0.0.1',
          statusCode: 200,
          responseTime: expect.any(Number),
        }),
      ]);
      expect(about('log-404')).toEqual([
        expect.objectContaining({ msg: 'request completed', url: '/api/nowhere', statusCode: 404 }),
      ]);
      expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});

describe('the envelope for every failure', () => {
  const register = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/register', payload, headers: { 'content-type': contentType } });

  it('answers malformed JSON with 400 in the envelope', async () => {
    for (const payload of ['{"email":', '{]', 'null x', '']) {
      const response = await register(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({ statusCode: 400, data: null, success: false });
    }
    expect((await register('{"email":')).json().message).toBe(MESSAGES.malformedJson);
  });

  it('answers a non-JSON content type with 415', async () => {
    const response = await register('email=a@b.co', 'application/x-www-form-urlencoded');
    expect(response.json()).toMatchObject({ statusCode: 415, success: false, message: MESSAGES.unsupportedMediaType });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await register(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }));
    expect(response.json()).toMatchObject({ statusCode: 413, success: false, message: MESSAGES.bodyTooLarge });
  });

  it('answers prototype-pollution keys as ordinary bad input', async () => {
    const response = await register(
      '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"email":"p@example.com"}',
    );
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('answers an unknown API route and an unknown method with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/health'],
      ['POST', '/api/v1/users/user-resumes/'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, data: null, message: MESSAGES.routeNotFound, success: false });
    }
  });

  it('answers a real fault (a table gone from under the app) with 500, a request id and no internals', async () => {
    const failing = await createTestApp();
    try {
      const session = await registerUser(failing.app);
      await failing.database.handle.db.execute(sql`DROP TABLE resumes CASCADE`);
      const response = await as(
        failing.app,
        session.accessToken,
      )({
        method: 'GET',
        url: '/api/v1/users/user-resumes/',
        headers: { 'x-request-id': 'trace-me-1' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        data: null,
        message: `${MESSAGES.internalError} (request trace-me-1)`,
        success: false,
      });
      expect(response.body).not.toMatch(/resumes|relation|select/i);
    } finally {
      await failing.close();
    }
  });
});

describe('the web app', () => {
  it('serves index.html at / and at client-side routes, and static files as they are', async () => {
    for (const url of ['/', '/dashboard', '/dashboard/resume/abc/edit', '/my-resume/x/view?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('Vitae app');
    }
    const script = await t.app.inject({ method: 'GET', url: '/app.js' });
    expect(script.body).toBe('console.log("app")');
  });

  it('answers a missing file with a 404, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });
});

describe('security headers', () => {
  it('send a strict Content-Security-Policy (no inline script) and helmet’s headers on pages and API answers', async () => {
    for (const url of ['/', '/api/health', '/api/nope']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      // The live preview is inline SVG (data: only for a render that is not only drawing): no blob: images.
      expect(csp).toContain("img-src 'self' data: https:;");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('add HSTS and Secure cookies only behind TLS, and allow Google’s script only when Google sign-in is on', async () => {
    const behindProxy = await createTestApp({
      database: t.database,
      env: { TRUST_PROXY: 'true', GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' },
    });
    try {
      const response = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        payload: { email: `tls-${Date.now()}@example.com`, password: 'long enough' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.cookies.every((cookie) => cookie.secure === true)).toBe(true);
      expect(String(response.headers['content-security-policy'])).toContain(
        "script-src 'self' 'wasm-unsafe-eval' https://accounts.google.com/gsi/",
      );
      const plain = await behindProxy.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
    const overHttp = await registerUser(t.app);
    expect(overHttp.accessToken).toBeTruthy();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: overHttp.user.email, password: overHttp.password },
    });
    expect(response.cookies.some((cookie) => cookie.secure)).toBe(false);
  });
});
