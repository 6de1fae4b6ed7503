import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// Runs in a process of its own (see createDataDir): plain JavaScript, PGlite and Drizzle found by the paths given.
const INITDB = `
const { pathToFileURL } = await import('node:url');
const load = (file) => import(pathToFileURL(file).href);
const { PGlite } = await load(process.env.VITAE_PGLITE_ENTRY);
const db = await PGlite.create(process.env.VITAE_PGLITE_DIR, { startParams: JSON.parse(process.env.VITAE_PGLITE_PARAMS) });
const drizzleModule = await load(process.env.VITAE_DRIZZLE_PGLITE);
const migratorModule = await load(process.env.VITAE_DRIZZLE_MIGRATOR);
const drizzle = drizzleModule.drizzle ?? drizzleModule.default.drizzle;
const migrate = migratorModule.migrate ?? migratorModule.default.migrate;
await migrate(drizzle(db), { migrationsFolder: process.env.VITAE_MIGRATIONS });
await db.close();
`;

/**
 * Creates PGlite's data directory (initdb) and applies the migrations in a short-lived process: initdb grows PGlite's
 * WebAssembly memory by ~400 MB, and the migrations of a new database by ~85 MB more, which a process never gives back,
 * even after that instance is closed (a server that created its directory itself held ~120 MB more ever after). The
 * exit gives it all back; the server then opens the directory as any other (its own migrate() finds nothing to do, or
 * finishes what an interrupted creation left).
 */
export function createDataDir(
  dataDir: string,
  startParams: readonly string[],
  migrationsFolder: string,
  timeoutMs = 120_000,
): Promise<void> {
  const resolve = createRequire(import.meta.url).resolve;
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', INITDB], {
      env: {
        ...process.env,
        VITAE_PGLITE_ENTRY: resolve('@electric-sql/pglite'),
        VITAE_DRIZZLE_PGLITE: resolve('drizzle-orm/pglite'),
        VITAE_DRIZZLE_MIGRATOR: resolve('drizzle-orm/pglite/migrator'),
        VITAE_MIGRATIONS: migrationsFolder,
        VITAE_PGLITE_DIR: dataDir,
        VITAE_PGLITE_PARAMS: JSON.stringify(startParams),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) done();
      else
        reject(
          new Error(`Creating the database in ${dataDir} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`),
        );
    });
  });
}
