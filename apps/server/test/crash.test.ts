import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './helpers/server-process.ts';
import { createTestDatabase, type TestDatabase, usingPostgres } from './helpers/test-app.ts';

let dataDir: string;
let database: TestDatabase | undefined;
const env: Record<string, string> = {};
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-crash-'));
  env.DATA_DIR = dataDir;
  if (usingPostgres) {
    database = await createTestDatabase();
    env.DATABASE_URL = database.url!;
  }
});
afterAll(async () => {
  await database?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

async function call(server: RunningServer, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> & unknown } };
}

describe('crash safety', () => {
  it('keeps every acknowledged save when the server is killed with SIGKILL in the middle of a burst', async () => {
    const first = await startServer(env);
    const session = await call(first, 'POST', '/api/v1/users/register', undefined, {
      email: 'crash@example.com',
      password: 'long enough',
    });
    const token = (session.body.data as { accessToken: string }).accessToken;
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const created = await call(first, 'POST', '/api/v1/users/create-user-resume', token, {
        resumeTitle: `Base ${i}`,
      });
      ids.push((created.body.data as { _id: string })._id);
    }

    // A stream of saves, 8 in flight at any time: PATCHes of the 40 resumes (one each), then creates. SIGKILL lands
    // once 50 are acknowledged, while the next 8 are still in flight.
    const acknowledged = { patches: new Map<string, string>(), creates: new Set<string>() };
    const killAfter = 50;
    let next = 0;
    let killed = false;
    let inFlightAtKill = 0;
    let inFlight = 0;
    const save = async (i: number) => {
      if (i < ids.length) {
        const response = await call(first, 'PATCH', `/api/v1/users/update-resume-details/${ids[i]}`, token, {
          summary: `saved ${i}`,
        });
        if (response.status === 200) acknowledged.patches.set(ids[i]!, `saved ${i}`);
      } else {
        const response = await call(first, 'POST', '/api/v1/users/create-user-resume', token, {
          resumeTitle: `Burst ${i}`,
        });
        if (response.status === 201) acknowledged.creates.add(`Burst ${i}`);
      }
    };
    const stream = async () => {
      while (!killed) {
        inFlight++;
        await save(next++).catch(() => {});
        inFlight--;
        if (!killed && acknowledged.patches.size + acknowledged.creates.size >= killAfter) {
          killed = true;
          inFlightAtKill = inFlight;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, stream));
    await first.exited;
    const acked = acknowledged.patches.size + acknowledged.creates.size;
    expect(acked).toBeGreaterThanOrEqual(killAfter);
    expect(inFlightAtKill).toBeGreaterThan(0);

    const second = await startServer(env);
    try {
      const login = await call(second, 'POST', '/api/v1/users/login', undefined, {
        email: 'crash@example.com',
        password: 'long enough',
      });
      expect(login.status).toBe(200);
      const list = await call(
        second,
        'GET',
        '/api/v1/users/user-resumes/',
        (login.body.data as { accessToken: string }).accessToken,
      );
      const resumes = list.body.data as unknown as { _id: string; resumeTitle: string; summary: string }[];
      const byId = new Map(resumes.map((resume) => [resume._id, resume]));
      for (const [id, summary] of acknowledged.patches) expect(byId.get(id)?.summary).toBe(summary);
      const titles = new Set(resumes.map((resume) => resume.resumeTitle));
      for (const title of acknowledged.creates) expect(titles).toContain(title);
      for (let i = 0; i < 40; i++) expect(titles).toContain(`Base ${i}`);
      console.info(
        `crash test: SIGKILL with ${inFlightAtKill} saves in flight after ${acked} acknowledged; all ${acked} found after restart`,
      );
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 120_000);
});
