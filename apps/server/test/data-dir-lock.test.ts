import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usingPostgres } from './helpers/test-app.ts';
import { startServer, type RunningServer } from './helpers/server-process.ts';

// PGlite's data directory only: the lock does not exist on PostgreSQL, so the PostgreSQL suite does not repeat this.
let dataDir: string;
let env: Record<string, string>;
const running = new Set<RunningServer>();
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-data-dir-lock-'));
  env = { DATA_DIR: dataDir, DATABASE_URL: '' };
});
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await Promise.all([...running].map((server) => server.exited));
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<RunningServer> {
  const server = await startServer(env);
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}

async function post(server: RunningServer, url: string, body: unknown): Promise<number> {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

const account = { email: 'lock@example.com', password: 'long enough' };

// Five server starts (the first one creates the data directory): slow on a busy machine.
describe.skipIf(usingPostgres)(
  'the PGlite data-directory lock, with real server processes',
  { timeout: 120_000 },
  () => {
    it('lets a server restarted at once after SIGKILL open the directory, every time', async () => {
      let server = await start();
      expect(await post(server, '/api/v1/users/register', account)).toBe(201);
      for (let restart = 0; restart < 3; restart++) {
        const killed = server;
        killed.child.kill('SIGKILL');
        // No waiting for the killed process to be reaped: its vitae.lock still names its pid.
        server = await start();
        expect(await post(server, '/api/v1/users/login', account)).toBe(200);
        expect(await readFile(path.join(dataDir, 'vitae.lock'), 'utf8')).toBe(String(server.child.pid));
        await killed.exited;
      }

      // A second server on the directory while this one lives is refused, naming the holder.
      await expect(start()).rejects.toThrow(
        `Vitae cannot start: The data directory ${dataDir} is in use by another process (pid ${server.child.pid}). ` +
          'Stop it first.',
      );

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(existsSync(path.join(dataDir, 'vitae.lock'))).toBe(false); // removed on a clean shutdown
    });
  },
);
