/**
 * How long another instance may answer the old version after a write: two servers on one PostgreSQL database, a
 * PATCH through the first, then the second asked at once, and again until it shows the write. Needs PostgreSQL: on
 * PGlite there is one instance.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/cross-instance.ts
 *   SAMPLES=300 DATABASE_URL=postgres://… npx tsx bench/cross-instance.ts
 */
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, median, ms, percentile, startProcess, stopProcess, waitForHealth } from './lib.ts';

const SAMPLES = Number(process.env.SAMPLES ?? 300);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) throw new Error('Set DATABASE_URL to a PostgreSQL database.');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function startServer() {
  const port = await freePort();
  const child = startProcess(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/server.ts')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(`${base}/api/health`);
  return { child, base };
}

const first = await startServer();
const second = await startServer();
try {
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}; node ${process.version}; ${new Date().toISOString()}`);
  const call = async (base: string, method: string, url: string, body?: unknown, token?: string) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status}`);
    return ((await response.json()) as { data: Record<string, string> }).data;
  };
  const { accessToken } = await call(first.base, 'POST', '/api/v1/users/register', {
    email: `cross-${Date.now()}@example.com`,
    password: 'cross instance password',
  });
  const { _id: id } = await call(
    first.base,
    'POST',
    '/api/v1/users/create-user-resume',
    { resumeTitle: 'Cross' },
    accessToken,
  );
  const read = async () =>
    (await call(second.base, 'GET', `/api/v1/users/get-user-resume/${id}`, undefined, accessToken!)).summary;

  // For each write: was the second instance's first answer after it stale, and when did it first show the write?
  const untilShown: number[] = [];
  const staleFor: number[] = [];
  for (let i = 0; i <= SAMPLES; i++) {
    await read(); // the second instance keeps the current version
    const summary = `revision ${i}`;
    await call(first.base, 'PATCH', `/api/v1/users/update-resume-details/${id}`, { summary }, accessToken);
    const answered = performance.now();
    let stale = false;
    while ((await read()) !== summary) stale = true;
    if (i === 0) continue; // the first round warms up
    untilShown.push(performance.now() - answered);
    if (stale) staleFor.push(performance.now() - answered);
  }
  console.log(`PostgreSQL, ${SAMPLES} writes through the first instance, each read back at once through the second`);
  console.log(
    `first answer from the second instance already showed the write: ${SAMPLES - staleFor.length} of ${SAMPLES}`,
  );
  if (staleFor.length) {
    console.log(
      `when it did not, the write showed within: median ${ms(median(staleFor))}, max ${ms(Math.max(...staleFor))} (${staleFor.length} writes)`,
    );
  }
  console.log(
    `write answered → second instance's answer showing it (that request included): p50 ${ms(median(untilShown))}, p99 ${ms(percentile(untilShown, 99))}`,
  );
} finally {
  await stopProcess(second.child);
  await stopProcess(first.child);
}
