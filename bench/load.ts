/**
 * Load: autocannon drives the running app at 50 connections for 20 s per endpoint, with real tokens, beside a bare
 * Fastify hello-world as the ceiling, and a bare Fastify sending the two reads' exact JSON from memory (what the same
 * bytes cost with no app at all).
 *
 * The shared machine's speed drifts by more than the differences measured, so the reads and the ceiling take turns in
 * ROUNDS rounds, and each read's share of the ceiling is the median of its rounds' own ratios.
 *
 *   npx tsx bench/load.ts                          # PGlite in a temporary data dir
 *   DATABASE_URL=postgres://… npx tsx bench/load.ts
 *   CONNECTIONS=50 DURATION=20 ROUNDS=3 npx tsx bench/load.ts
 *   LOG_LEVEL=info npx tsx bench/load.ts           # with the app's access log (one line per request)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { freePort, median, startProcess, stopProcess, waitForHealth } from './lib.ts';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 20);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

async function load(name: string, options: autocannon.Options): Promise<Run> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const run = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
  console.log(
    `${name.padEnd(52)} ${run.rps.toFixed(0).padStart(7)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  errors ${run.errors}/${run.requests}`,
  );
  return run;
}

// No access log by default, as behind a load balancer that keeps one; LOG_LEVEL=info measures with it.
const logLevel = process.env.LOG_LEVEL ?? 'warn';
const logsRequests = ['info', 'debug', 'trace'].includes(logLevel);

const dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-load-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = startProcess(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/server.ts')], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: logLevel,
  NODE_ENV: 'production',
  // The per-user render quota would answer most of the renders below with 429.
  RENDER_RATE_LIMIT_PER_MINUTE: '1000000',
});
const bareApp = `const app = require('fastify')(process.env.LOGGER ? { logger: { level: process.env.LOGGER } } : {});
  const reply = (body) => async (request, response) => response.type('application/json').send(body);
  app.get('/', async () => ({ hello: 'world' }));
  app.get('/list', reply(process.env.LIST_BODY));
  app.get('/resume', reply(process.env.RESUME_BODY));
  if (process.env.DATABASE_URL) {
    const pool = new (require('pg').Pool)({ connectionString: process.env.DATABASE_URL, max: 10 });
    app.get('/query', async () => (await pool.query({ name: 'one', text: 'SELECT $1::int AS one', values: [1] })).rows[0]);
  }
  app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;
let bare: ReturnType<typeof startProcess> | undefined;
let bareLogging: ReturnType<typeof startProcess> | undefined;

/** Each row: its runs, and for the reads each round's share of the ceiling measured beside it. */
const rows: { name: string; runs: Run[]; shares?: number[] }[] = [];
const row = (name: string, shares?: number[]) => {
  const added = { name, runs: [] as Run[], ...(shares ? { shares } : {}) };
  rows.push(added);
  return added;
};

try {
  await waitForHealth(`${base}/api/health`);
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}; node ${process.version}; ${new Date().toISOString()}`);
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; log level ${logLevel}; ${CONNECTIONS} connections, ${DURATION} s each; reads and ceiling in ${ROUNDS} rounds`,
  );

  const post = async <T>(url: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  const { accessToken } = await post<{ accessToken: string }>('/api/v1/users/register', {
    email: 'load@example.com',
    password: 'load test password',
  });
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) {
    ids.push(
      (await post<{ _id: string }>('/api/v1/users/create-user-resume', { resumeTitle: `Load ${i}` }, accessToken))._id,
    );
  }
  const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const listUrl = `${base}/api/v1/users/user-resumes/`;
  const resumeUrl = `${base}/api/v1/users/get-user-resume/${ids[0]}`;
  const listBody = await (await fetch(listUrl, { headers: auth })).text();
  const resumeBody = await (await fetch(resumeUrl, { headers: auth })).text();

  const barePort = await freePort();
  const bareBase = `http://127.0.0.1:${barePort}`;
  bare = startProcess(process.execPath, ['-e', bareApp], {
    NODE_PATH: path.join(root, 'node_modules'),
    PORT: String(barePort),
    LIST_BODY: listBody,
    RESUME_BODY: resumeBody,
  });
  await waitForHealth(`${bareBase}/`);

  const ceiling = row('ceiling: bare Fastify hello-world');
  const list = row('GET /api/v1/users/user-resumes/ (20 resumes)', []);
  const resume = row('GET /api/v1/users/get-user-resume/:id', []);
  // Both processes compile their hot paths before anything is recorded.
  for (const [url, headers] of [
    [`${bareBase}/`, {}],
    [listUrl, auth],
    [resumeUrl, auth],
  ] as const) {
    await autocannon({ url, headers, connections: CONNECTIONS, duration: Math.min(DURATION, 5) });
  }
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round} of ${ROUNDS}`);
    const hello = await load(ceiling.name, { url: `${bareBase}/` });
    ceiling.runs.push(hello);
    for (const [read, url] of [
      [list, listUrl],
      [resume, resumeUrl],
    ] as const) {
      const run = await load(read.name, { url, headers: auth });
      read.runs.push(run);
      read.shares!.push(run.rps / hello.rps);
    }
  }

  let patch = 0;
  row('PATCH update-resume-details (summary)').runs.push(
    await load('PATCH update-resume-details (summary)', {
      url: base,
      requests: [
        {
          method: 'PATCH',
          headers: auth,
          setupRequest: (request) => {
            patch++;
            return {
              ...request,
              path: `/api/v1/users/update-resume-details/${ids[patch % ids.length]}`,
              body: JSON.stringify({ summary: `Summary revision ${patch}` }),
            };
          },
        },
      ],
    }),
  );
  // Renders are scheduled per user (one running each, a newer render of a resume replaces a waiting one), so the
  // renders come from several users, each rendering his draft.
  const renderTokens: string[] = [];
  for (let i = 0; i < 8; i++) {
    const session = await post<{ accessToken: string }>('/api/v1/users/register', {
      email: `load-render-${i}@example.com`,
      password: 'load test password',
    });
    renderTokens.push(session.accessToken);
  }
  let render = 0;
  row('POST generate-resume (fresh content each time, 8 users)').runs.push(
    await load('POST generate-resume (fresh content each time, 8 users)', {
      url: base,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/users/generate-resume',
          setupRequest: (request) => ({
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${renderTokens[render % renderTokens.length]}`,
            },
            body: JSON.stringify({ ...sampleResume, fullName: `Load Render ${render++}` }),
          }),
        },
      ],
    }),
  );
  const listBytes = `bare Fastify, the list's ${(listBody.length / 1024).toFixed(1)} KiB from memory`;
  row(listBytes).runs.push(await load(listBytes, { url: `${bareBase}/list` }));
  if (process.env.DATABASE_URL) {
    // What any design that asks the database on every read could reach at best.
    const oneQuery = 'bare Fastify, one trivial PostgreSQL query per request';
    row(oneQuery).runs.push(await load(oneQuery, { url: `${bareBase}/query` }));
  }
  if (logsRequests) {
    // Like for like: the same hello-world with Fastify's own request log (two lines a request) at the app's level.
    const loggingPort = await freePort();
    bareLogging = startProcess(process.execPath, ['-e', bareApp], {
      NODE_PATH: path.join(root, 'node_modules'),
      PORT: String(loggingPort),
      LOGGER: logLevel,
    });
    await waitForHealth(`http://127.0.0.1:${loggingPort}/`);
    const logging = `bare Fastify hello-world, logging requests at ${logLevel}`;
    row(logging).runs.push(await load(logging, { url: `http://127.0.0.1:${loggingPort}/` }));
  }
  const resumeBytes = `bare Fastify, the resume's ${(resumeBody.length / 1024).toFixed(1)} KiB from memory`;
  row(resumeBytes).runs.push(await load(resumeBytes, { url: `${bareBase}/resume` }));
} finally {
  await stopProcess(server);
  if (bare) await stopProcess(bare);
  if (bareLogging) await stopProcess(bareLogging);
  await rm(dataDir, { recursive: true, force: true });
}

const percent = (share: number) => `${(100 * share).toFixed(0)}%`;
console.log(
  `\n| endpoint | req/s | of ceiling (rounds) | p50 | p99 | errors |\n| --- | ---: | ---: | ---: | ---: | ---: |`,
);
for (const { name, runs, shares } of rows) {
  const of = shares ? `${percent(median(shares))} (${shares.map(percent).join(', ')})` : '';
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  console.log(
    `| ${name} | ${median(runs.map((run) => run.rps)).toFixed(0)} | ${of} | ${median(runs.map((run) => run.p50))} ms | ${median(runs.map((run) => run.p99))} ms | ${errors} of ${requests} |`,
  );
}
