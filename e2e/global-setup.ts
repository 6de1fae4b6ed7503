import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    /** The admin registered by this setup as the instance's first account. */
    adminPassword: string;
    /** The server's TEMPLATES_DIR: a copy of packages/pdf/templates the admin test may add folders to. */
    templatesDir: string;
  }
}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ADMIN_EMAIL = 'admin@e2e.test';
/** The admin's password; journey.test.ts signs in with it. */
export const ADMIN_PASSWORD = 'correct horse battery';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy in time');
}

/** The first account registered on a fresh instance is its admin: register it before any test can. */
async function registerAdmin(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/v1/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ fullName: 'Ada Admin', email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json().catch(() => null)) as {
    data?: { user?: { email?: string; role?: string } };
  } | null;
  const user = body?.data?.user;
  if ((response.status !== 201 && response.status !== 200) || user?.role !== 'admin') {
    throw new Error(
      `registering the admin ${ADMIN_EMAIL} answered ${response.status} with ${JSON.stringify(body)}; ` +
        'expected 200/201 and role admin (the first account of a fresh instance)',
    );
  }
}

/** Starts the app as `npm start` does (building what is out of date) on a fresh PGlite directory and a free port. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-e2e-'));
  const templatesDir = path.join(dataDir, 'templates');
  await cp(path.join(repo, 'packages/pdf/templates'), templatesDir, { recursive: true });
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'GOOGLE_CLIENT_ID',
    'DATABASE_URL',
    'REDIS_URL',
    'AI_PROVIDER',
    'GEMINI_API_KEY',
    'OPENAI_API_KEY',
    // The server refuses to start with ADMIN_EMAILS set: the first account registered is the admin.
    'ADMIN_EMAILS',
  ]) {
    delete env[name];
  }
  // As `npm start` runs it: builds the web app and the server when out of date, then runs the compiled server.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repo,
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dataDir, 'db'),
      TEMPLATES_DIR: templatesDir,
      PASSWORD_HASH_COST: '10',
      // Every e2e account signs up from 127.0.0.1: past 30 a window, the per-IP limit (tested by the server's own
      // tests) refused the next sign-up and a later file failed at its first step.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, 240_000);
    await registerAdmin(baseUrl);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('templatesDir', templatesDir);
  return async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => {
        child.kill('SIGKILL');
        resolve();
      }, 10_000).unref();
    });
    await rm(dataDir, { recursive: true, force: true });
  };
}
