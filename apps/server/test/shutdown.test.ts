import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, usingPostgres } from './helpers/test-app.ts';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

let dataDir: string;
let database: TestDatabase | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-shutdown-'));
  if (usingPostgres) database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts the real server (server.ts) on a free port and resolves with its base URL once it listens. */
interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
  /** Resolves when the server's log contains `text`. */
  logged(text: string): Promise<void>;
}

function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(tsx, [serverEntry], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const logged = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => output.includes(text) && (child.stdout!.off('data', check), resolve());
      child.stdout!.on('data', check);
      check();
    });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ child, baseUrl: match[1]!, exited, logged });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    // A costly password hash keeps the request in flight long enough to send SIGTERM during it.
    const env: Record<string, string> = { PASSWORD_HASH_COST: '18' };
    if (database?.url) env.DATABASE_URL = database.url;
    const { child, baseUrl, exited, logged } = await startServer(env);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);

    const inFlight = fetch(`${baseUrl}/api/v1/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ email: 'drain@example.com', password: 'long enough' }),
    });
    await logged('"url":"/api/v1/users/register"');
    child.kill('SIGTERM');

    const response = await inFlight;
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: { user: { email: string } } }).data.user.email).toBe(
      'drain@example.com',
    );
    expect(await exited).toBe(0);
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  }, 60_000);
});
