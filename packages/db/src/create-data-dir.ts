import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// Runs in a process of its own (see createDataDir): plain JavaScript, PGlite found by the path it is given.
const INITDB = `
const { pathToFileURL } = await import('node:url');
const { PGlite } = await import(pathToFileURL(process.env.VITAE_PGLITE_ENTRY).href);
const db = await PGlite.create(process.env.VITAE_PGLITE_DIR, { startParams: JSON.parse(process.env.VITAE_PGLITE_PARAMS) });
await db.close();
`;

/**
 * Creates PGlite's data directory (initdb) in a short-lived process: initdb grows PGlite's WebAssembly memory by
 * ~400 MB that a process never gives back, even after that instance is closed (a server that created its directory
 * itself held ~120 MB more ever after). The exit gives it all back; the server then opens the directory as any other.
 */
export function createDataDir(dataDir: string, startParams: readonly string[], timeoutMs = 120_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', INITDB], {
      env: {
        ...process.env,
        VITAE_PGLITE_ENTRY: createRequire(import.meta.url).resolve('@electric-sql/pglite'),
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
      if (code === 0) resolve();
      else
        reject(
          new Error(`Creating the database in ${dataDir} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`),
        );
    });
  });
}
