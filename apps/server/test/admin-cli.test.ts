import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createDatabase } from '@vitae/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './helpers/server-process.ts';
import {
  createTestApp,
  createTestDatabase,
  registerUser,
  usingPostgres,
  type TestDatabase,
} from './helpers/test-app.ts';

const cli = fileURLToPath(new URL('../src/cli/admin.ts', import.meta.url));

/** `npm run admin -- …`, as the operator runs it: its own process, settings from the environment. */
async function admin(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      timeout: 60_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

// Each call starts a process (and opens PGlite): slow on a busy machine.
describe('npm run admin', { timeout: 120_000 }, () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-admin-cli-'));
    if (usingPostgres) {
      database = await createTestDatabase();
      env = { DATABASE_URL: database.url! };
    } else {
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    }
  });
  afterAll(async () => {
    await database?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('grants, lists and revokes, never the last admin, and explains bad usage', async () => {
    // Accounts made by a server on the same database, which has stopped (PGlite) or keeps running (PostgreSQL).
    const handle = usingPostgres ? database!.handle : await createDatabase({ dataDir });
    const server = await createTestApp({
      database: { handle, openAnother: async () => handle, destroy: async () => {} },
    });
    const first = await registerUser(server.app, { email: 'first@example.com' });
    const second = await registerUser(server.app, { email: 'second@example.com' });
    expect([first.user.role, second.user.role]).toEqual(['admin', 'user']);
    if (!usingPostgres) {
      await server.close();
      await handle.close();
    }
    try {
      expect(await admin(env, 'list')).toMatchObject({ code: 0, output: expect.stringContaining('first@example.com') });
      expect((await admin(env, 'list')).output).not.toContain('second@example.com');

      const granted = await admin(env, 'grant', 'Second@Example.com');
      expect(granted).toMatchObject({ code: 0, output: expect.stringContaining('role changed from user to admin') });
      expect((await admin(env, 'list')).output).toContain('second@example.com');
      expect((await admin(env, 'grant', 'second@example.com')).output).toContain('already an admin');

      expect((await admin(env, 'revoke', 'first@example.com')).code).toBe(0);
      const last = await admin(env, 'revoke', 'second@example.com');
      expect(last.code).toBe(1);
      expect(last.output).toContain('The last admin cannot be demoted');

      expect(await admin(env, 'grant', 'nobody@example.com')).toMatchObject({
        code: 1,
        output: expect.stringContaining('There is no account with the email nobody@example.com'),
      });
      expect(await admin(env, 'promote', 'x@example.com')).toMatchObject({
        code: 2,
        output: expect.stringContaining('Usage: npm run admin'),
      });
      // ADMIN_EMAILS stops the server, not the command it points to.
      expect((await admin({ ...env, ADMIN_EMAILS: 'x@example.com' }, 'list')).code).toBe(0);
    } finally {
      if (usingPostgres) await server.close();
    }
  });

  it('prints a one-time password reset link that the server takes once, and sign-up invitations', async () => {
    const reset = await admin(env, 'reset-password', 'First@Example.com');
    expect(reset.code).toBe(0);
    const token = /\/reset-password#token=([\w-]+)/.exec(reset.output)?.[1];
    expect(token).toBeDefined();
    expect(await admin(env, 'reset-password', 'nobody@example.com')).toMatchObject({
      code: 1,
      output: expect.stringContaining('There is no account with the email nobody@example.com'),
    });
    expect((await admin(env, 'invite', 'new@example.com')).output).toMatch(/\/auth\/sign-in\?invite=[\w-]{43}\n/);
    expect((await admin(env, 'invite', 'not-an-email')).code).toBe(1);

    const handle = usingPostgres ? database!.handle : await createDatabase({ dataDir });
    const server = await createTestApp({
      database: { handle, openAnother: async () => handle, destroy: async () => {} },
    });
    try {
      const use = () =>
        server.app.inject({
          method: 'POST',
          url: '/api/v1/users/reset-password',
          payload: { token, password: 'set by the operator link' },
        });
      expect((await use()).statusCode).toBe(200);
      expect((await use()).statusCode).toBe(400);
      const login = await server.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: 'first@example.com', password: 'set by the operator link' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await server.close();
      if (!usingPostgres) await handle.close();
    }
  });

  // PGlite only: a PostgreSQL server is shared by design.
  if (!usingPostgres)
    it('refuses while a server holds the PGlite data directory, and works once it stopped', async () => {
      const server = await startServer({ DATA_DIR: dataDir });
      try {
        const refused = await admin(env, 'list');
        expect(refused.code).toBe(1);
        expect(refused.output).toContain(`The server is running on the data directory ${dataDir}`);
        expect(refused.output).toContain(`pid ${server.child.pid}`);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      expect((await admin(env, 'list')).code).toBe(0);
    });
});
