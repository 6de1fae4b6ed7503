import { createRequire } from 'node:module';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { watchChanges, type ChangeListener } from './changes.ts';
import { createDataDir } from './create-data-dir.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration; safe when several instances start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: tells the listener of every committed change to users, sessions and resumes, by whoever made it,
   * until the handle closes. (PGlite needs none: its data directory has one process, which knows its own writes.)
   */
  watchChanges?(listener: ChangeListener): void;
  /** PGlite only: the data directory as a tarball, to start other instances from. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL through a pool; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory; 'memory://' keeps it in memory. */
  dataDir?: string | undefined;
  /** A PGlite data-dir dump to start from (tests start from a migrated snapshot). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
  /** Milliseconds a PostgreSQL statement may run before it is cancelled. */
  statementTimeoutMs?: number;
}

// Found through the package, not this file: the server's build bundles this module into apps/server/dist.
const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vitae/db/package.json')),
  'migrations',
);
const MIGRATION_LOCK_KEY = 0x56_49_54_41; // "VITA"

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? createPostgres(options.databaseUrl, options) : createPglite(options);
}

/**
 * PostgreSQL's defaults are sized for a database server; this is one small instance inside the app's own process.
 * Measured on a data dir of 50 resumes: 16 MB of shared buffers instead of 128 MB take the process from 378 MB to
 * 263 MB RSS after opening and 200 reads, and open it in 280 ms instead of 360 ms (bench/footprint.ts has the whole
 * server). A smaller WAL ceiling keeps the directory small between checkpoints.
 */
const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'temp_buffers=1MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
  'wal_buffers=1MB',
  'min_wal_size=32MB',
  'max_wal_size=64MB',
];

async function createPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const dataDir = options.dataDir ?? 'memory://';
  let release = () => {};
  if (!dataDir.includes('://')) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite is one process's database: a second process on the same directory would corrupt it.
    release = await lockDataDir(dataDir);
  }
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])];
  let client: PGlite;
  try {
    // A new directory is created by a process of its own, which keeps initdb's memory from this one.
    if (!dataDir.includes('://') && !options.loadDataDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
      await createDataDir(dataDir, startParams, migrationsFolder);
    }
    client = await PGlite.create(dataDir, {
      startParams,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // PGlite has a single connection in this process: no other migrator can run beside this one.
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function createPostgres(connectionString: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 10_000,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const feeds: { close(): Promise<void> }[] = [];
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    watchChanges(listener) {
      feeds.push(watchChanges(connectionString, listener));
    },
    async close() {
      await Promise.all(feeds.map((feed) => feed.close()));
      await pool.end();
    },
  };
}
