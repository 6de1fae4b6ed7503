import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startApp } from './app.ts';

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

/** The app every e2e file shares (a file that needs other settings starts its own, see app.ts). */
export default async function setup(project: TestProject) {
  const templatesDir = await mkdtemp(path.join(tmpdir(), 'vitae-e2e-templates-'));
  await cp(path.join(repo, 'packages/pdf/templates'), templatesDir, { recursive: true });
  const app = await startApp({ env: () => ({ TEMPLATES_DIR: templatesDir }) }).catch(async (error: unknown) => {
    await rm(templatesDir, { recursive: true, force: true });
    throw error;
  });
  const teardown = async () => {
    await app.stop();
    await rm(templatesDir, { recursive: true, force: true });
  };
  try {
    await registerAdmin(app.baseUrl);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', app.baseUrl);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('templatesDir', templatesDir);
  return teardown;
}
