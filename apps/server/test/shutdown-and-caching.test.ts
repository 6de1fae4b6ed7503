import { connect, type AddressInfo } from 'node:net';
import { MESSAGES } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { as, createTestApp, createTestDatabase, testConfig } from './helpers/test-app.ts';

describe('caching of API answers', () => {
  it('every API answer with personal data or tokens says Cache-Control: no-store', async () => {
    const t = await createTestApp({ env: { PDF_WORKERS: '1' } });
    try {
      const password = 'correct horse battery';
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        payload: { email: 'cache@example.com', password, fullName: 'Cache Less' },
      });
      const session = registered.json().data;
      const call = as(t.app, session.accessToken);
      const created = await call({
        method: 'POST',
        url: '/api/v1/users/create-user-resume',
        payload: { resumeTitle: 'Private' },
      });
      const answers = {
        register: registered,
        login: await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/login',
          payload: { email: 'cache@example.com', password },
        }),
        refresh: await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh-token',
          payload: { refreshToken: session.refreshToken },
        }),
        currentUser: await call({ method: 'GET', url: '/api/v1/users/current-user' }),
        resumes: await call({ method: 'GET', url: '/api/v1/users/user-resumes/' }),
        resume: await call({ method: 'GET', url: `/api/v1/users/get-user-resume/${created.json().data._id}` }),
        export: await call({ method: 'GET', url: '/api/v1/users/me/export' }),
        failure: await call({ method: 'GET', url: '/api/v1/users/get-user-resume/not-an-id' }),
        unauthenticated: await t.app.inject({ method: 'GET', url: '/api/v1/users/current-user' }),
      };
      for (const [name, answer] of Object.entries(answers)) {
        expect(answer.headers['cache-control'], name).toBe('no-store');
      }
      // A signed PDF link may be kept by the browser (never by a shared cache) while it is valid.
      const generated = await call({
        method: 'POST',
        url: '/api/v1/users/generate-resume',
        payload: { resumeTitle: 'Private', fullName: 'Cache Less', email: 'cache@example.com' },
      });
      expect(generated.headers['cache-control']).toBe('no-store');
      const pdf = await t.app.inject({ method: 'GET', url: generated.json().data.resumeUrl });
      expect(pdf.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    } finally {
      await t.close();
    }
  });
});

/** Reads HTTP/1.1 answers off a raw socket until `count` complete ones (Content-Length bodies) have arrived. */
function answersOn(socket: ReturnType<typeof connect>, count: number): Promise<{ status: number; body: string }[]> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const parsed: { status: number; body: string }[] = [];
    socket.setEncoding('utf8');
    socket.on('error', reject);
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) break;
        const head = buffer.slice(0, end);
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buffer.length < end + 4 + length) break;
        parsed.push({ status: Number(head.split(' ')[1]), body: buffer.slice(end + 4, end + 4 + length) });
        buffer = buffer.slice(end + 4 + length);
      }
      if (parsed.length >= count) resolve(parsed);
    });
    socket.on('close', () =>
      parsed.length >= count ? resolve(parsed) : reject(new Error(`closed after ${parsed.length}`)),
    );
  });
}

describe('a SIGTERM drain', () => {
  it('answers a request that arrives while closing with the envelope: 503 and the shutting-down message', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database: database.handle, logger: false });
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get('/api/test/slow', async () => {
      entered();
      await released;
      return { done: true };
    });
    let preClosed!: () => void;
    const closingStarted = new Promise<void>((resolve) => (preClosed = resolve));
    app.addHook('preClose', async () => preClosed());
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = app.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      const answers = answersOn(socket, 2);
      socket.write('GET /api/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await inFlight;
      // The drain starts while a request is in flight; the next one arrives on the same open connection.
      const closed = app.close();
      await closingStarted;
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      const [slow, late] = await answers;
      expect(slow).toMatchObject({ status: 200 });
      expect(late!.status).toBe(503);
      expect(JSON.parse(late!.body)).toEqual({
        statusCode: 503,
        data: null,
        message: MESSAGES.serviceUnavailable,
        success: false,
      });
      socket.destroy();
      await closed;
    } finally {
      release();
      await app.close();
      await database.destroy();
    }
  });
});
