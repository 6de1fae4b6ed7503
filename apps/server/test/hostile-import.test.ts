import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMPORT_MESSAGES, MESSAGES } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inflatingPdf,
  longListVitaeExport,
  nestedXObjectPdf,
  normalJsonResume,
  wideCsvLinkedInZip,
} from './helpers/hostile-files.ts';
import { startServer, type RunningServer } from './helpers/server-process.ts';
import { createTestDatabase, type TestDatabase, usingPostgres } from './helpers/test-app.ts';

// The real server in its own process: a file that stalled its main thread or took its memory would show here as
// health requests left unanswered, or as a process gone.
let server: RunningServer;
let dataDir: string;
let database: TestDatabase | undefined;
let token: string;
let resumeId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-hostile-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, IMPORT_RATE_LIMIT_PER_MINUTE: '100' };
  if (usingPostgres) {
    database = await createTestDatabase();
    env.DATABASE_URL = database.url!;
  }
  server = await startServer(env);
  const session = await fetch(`${server.baseUrl}/api/v1/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'hostile@example.com', password: 'long enough' }),
  });
  token = ((await session.json()) as { data: { accessToken: string } }).data.accessToken;
  const created = await fetch(`${server.baseUrl}/api/v1/users/create-user-resume`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ resumeTitle: 'Mine' }),
  });
  resumeId = ((await created.json()) as { data: { _id: string } }).data._id;
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await database?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

interface Timed {
  status: number;
  body: { message: string; data: unknown; errors?: unknown[] };
  bytes: number;
  /** Health requests answered while the request was still being served. */
  healthAnsweredDuring: number;
  healthMs: number[];
}

/** Sends `request`, asking for /api/health again and again until it is answered. */
async function whileTimingHealth(request: () => Promise<Response>): Promise<Timed> {
  let settled = false;
  const answer = request().then(async (response) => {
    const text = await response.text();
    settled = true;
    return { status: response.status, text };
  });
  let healthAnsweredDuring = 0;
  const healthMs: number[] = [];
  while (!settled) {
    const started = performance.now();
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    await health.text();
    if (!settled) {
      healthAnsweredDuring += 1;
      healthMs.push(performance.now() - started);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { status, text } = await answer;
  return { status, body: JSON.parse(text) as Timed['body'], bytes: text.length, healthAnsweredDuring, healthMs };
}

const importFile = (file: Buffer, name: string) => () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  return fetch(`${server.baseUrl}/api/v1/users/import-resume`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
};

async function resumeCount(): Promise<number> {
  const response = await fetch(`${server.baseUrl}/api/v1/users/user-resumes/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: unknown[] }).data.length;
}

describe('hostile files and bodies: the server answers others meanwhile and survives', () => {
  it('refuses a PDF of nested form XObjects (10^8 words to evaluate) with 400, its reader killed at the budget', async () => {
    const before = await resumeCount();
    const timed = await whileTimingHealth(importFile(nestedXObjectPdf(8), 'nested.pdf'));
    expect(timed.status).toBe(400);
    expect(timed.body.message).toBe(IMPORT_MESSAGES.pdfTooComplex);
    expect(timed.healthAnsweredDuring).toBeGreaterThan(0);
    expect(await resumeCount()).toBe(before);
  });

  it('refuses a 1 MB PDF whose content stream inflates to 1 GiB with 400, its reader killed', async () => {
    const before = await resumeCount();
    const timed = await whileTimingHealth(importFile(inflatingPdf(), 'inflating.pdf'));
    expect(timed.status).toBe(400);
    expect(timed.body.message).toBe(IMPORT_MESSAGES.pdfTooComplex);
    expect(timed.healthAnsweredDuring).toBeGreaterThan(0);
    expect(await resumeCount()).toBe(before);
  });

  it('reads a LinkedIn export whose Skills.csv has 100,000 columns without building them', async () => {
    const timed = await whileTimingHealth(importFile(wideCsvLinkedInZip(), 'linkedin.zip'));
    expect(timed.status, JSON.stringify(timed.body)).toBe(201);
    const { resume } = timed.body.data as { resume: { fullName: string; skills: unknown[] } };
    expect(resume.fullName).toBe('Jane Doe');
    expect(resume.skills).toHaveLength(50);
    expect(timed.healthAnsweredDuring).toBeGreaterThan(0);
  });

  it('imports a Vitae export of a million section keys, keeping what the schema allows', async () => {
    const timed = await whileTimingHealth(importFile(longListVitaeExport(), 'long.vitae.json'));
    expect(timed.status).toBe(201);
    const { warnings } = timed.body.data as { warnings: string[] };
    expect(warnings.some((warning) => warning.startsWith('design › sectionOrder'))).toBe(true);
    expect(timed.bytes).toBeLessThan(20_000);
    expect(timed.healthAnsweredDuring).toBeGreaterThan(0);
  });

  it('refuses a PATCH of 200,000 bad list items at once, with a short answer, and changes nothing', async () => {
    const url = `${server.baseUrl}/api/v1/users/update-resume-details/${resumeId}`;
    const before = await (
      await fetch(`${server.baseUrl}/api/v1/users/get-user-resume/${resumeId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).text();
    const body = JSON.stringify({ design: { sectionOrder: new Array(200_000).fill(0) } });
    expect(body.length).toBeLessThan(1_048_576);
    const timed = await whileTimingHealth(() =>
      fetch(url, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      }),
    );
    expect(timed.status).toBe(400);
    expect(timed.body.message).toBe(MESSAGES.bodyTooManyItems);
    expect(timed.bytes).toBeLessThan(2_000);
    const after = await (
      await fetch(`${server.baseUrl}/api/v1/users/get-user-resume/${resumeId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).text();
    expect(after).toBe(before);
  });

  it('is still up, and imports a normal file, after every hostile one', async () => {
    expect(server.child.exitCode).toBeNull();
    const timed = await whileTimingHealth(importFile(normalJsonResume(), 'resume.json'));
    expect(timed.status).toBe(201);
    expect((timed.body.data as { resume: { fullName: string } }).resume.fullName).toBe('Jane Doe');
  });
});
