import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './helpers/server-process.ts';
import { createTestDatabase, type TestDatabase, usingPostgres } from './helpers/test-app.ts';

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

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    // A costly password hash keeps the request in flight long enough to send SIGTERM during it.
    const env: Record<string, string> = { PASSWORD_HASH_COST: '18', DATA_DIR: dataDir };
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
