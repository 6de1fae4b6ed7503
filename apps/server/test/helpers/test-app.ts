import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, createDatabase, eq, isNotNull, refreshTokens, sql, type DatabaseHandle } from '@vitae/db';
import type { FastifyInstance, FastifyServerOptions, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';

export const usingPostgres = process.env.VITAE_TEST_DB === 'postgres';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** PostgreSQL only: the connection string, for a server started in another process. */
  url?: string;
  /** Another connection to the same database, as a second app instance would open. */
  openAnother(): Promise<DatabaseHandle>;
  destroy(): Promise<void>;
}

/** A fresh, migrated database for one test file: PGlite from the migrated snapshot, or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!usingPostgres) {
    const snapshot = await readFile(inject('pgliteSnapshot'));
    const handle = await createDatabase({ loadDataDir: new Blob([snapshot]) });
    return {
      handle,
      // PGlite is one connection in one process: a second instance in this process shares it.
      openAnother: async () => ({ ...handle, close: async () => {} }),
      destroy: () => handle.close(),
    };
  }
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `vitae_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const opened: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await createDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    opened.push(handle);
    return handle;
  };
  const handle = await open();
  await handle.migrate();
  return {
    handle,
    url: url.toString(),
    openAnother: open,
    async destroy() {
      await Promise.all(opened.map((h) => h.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Settings for tests: quiet, a cheap password hash, and whatever the test overrides. */
export function testConfig(env: Record<string, string> = {}, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: '10',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      ...env,
    }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    config?: Partial<Config>;
    database?: TestDatabase;
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config: testConfig(options.env, options.config),
    database: database.handle,
    logger: options.logger ?? false,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.destroy();
    },
  };
}

/** Two apps on one fresh database, as two instances of a deployment would be. */
export interface TwoInstances {
  database: TestDatabase;
  first: TestApp;
  second: TestApp;
  close(): Promise<void>;
}

export async function createTwoInstances(): Promise<TwoInstances> {
  const database = await createTestDatabase();
  const first = await createTestApp({ database });
  const second = await createTestApp({ database: { ...database, handle: await database.openAnother() } });
  return {
    database,
    first,
    second,
    async close() {
      await second.close();
      await first.close();
      await database.destroy();
    },
  };
}

/**
 * Two instances on one fresh database for the tests of the enclosing `describe`, opened before them and closed after:
 * read its fields inside the tests.
 */
export function useTwoInstances(): TwoInstances {
  const instances = {} as TwoInstances;
  beforeAll(async () => {
    Object.assign(instances, await createTwoInstances());
  });
  afterAll(() => instances.close());
  return instances;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { _id: string; email: string; fullName: string; role: string };
}

let counter = 0;
/** An address no other test uses. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${randomBytes(3).toString('hex')}@example.com`;

export async function registerUser(
  app: FastifyInstance,
  body: { email?: string; password?: string; fullName?: string } = {},
): Promise<Session & { password: string }> {
  const password = body.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    payload: { email: body.email ?? uniqueEmail(), password, fullName: body.fullName ?? 'Test User' },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json().data as Session), password };
}

/** Moves the user's spent refresh tokens out of the reuse grace window, as if they were spent a minute ago. */
export async function spendLongAgo(database: TestDatabase, userId: string): Promise<void> {
  await database.handle.db
    .update(refreshTokens)
    .set({ usedAt: sql`${refreshTokens.usedAt} - interval '1 minute'` })
    .where(and(eq(refreshTokens.userId, userId), isNotNull(refreshTokens.usedAt)));
}

/** app.inject with a bearer token. */
export function as(app: FastifyInstance, accessToken: string) {
  return (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${accessToken}` } });
}

/** A new user with the resumes named, created through the first instance, and a request function per instance. */
export async function userOnBothInstances(instances: TwoInstances, resumeTitles: string[]) {
  const session = await registerUser(instances.first.app);
  const calls = [as(instances.first.app, session.accessToken), as(instances.second.app, session.accessToken)];
  const ids: string[] = [];
  for (const resumeTitle of resumeTitles) {
    const created = await calls[0]!({
      method: 'POST',
      url: '/api/v1/users/create-user-resume',
      payload: { resumeTitle },
    });
    ids.push(created.json().data._id);
  }
  return { session, calls, ids };
}
