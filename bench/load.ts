/**
 * Load: autocannon drives the running app at 50 connections for 20 s per endpoint, with real tokens, beside a bare
 * Fastify hello-world measured in the same run as the ceiling, and a bare Fastify sending the two reads' exact JSON
 * from memory (what the same bytes cost with no app at all).
 *
 *   npx tsx bench/load.ts                          # PGlite in a temporary data dir
 *   DATABASE_URL=postgres://… npx tsx bench/load.ts
 *   CONNECTIONS=50 DURATION=20 npx tsx bench/load.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sampleResume } from '@vitae/pdf';
import { freePort, startProcess, stopProcess, waitForHealth } from './lib.ts';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 20);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

async function load(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const row = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
  console.log(
    `${name.padEnd(52)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}/${row.requests}`,
  );
  return row;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-load-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = startProcess(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/server.ts')], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
});
const rows: Row[] = [];
// The JSON the two reads answer, for a bare Fastify to send from memory beside the hello-world.
let listBody = '';
let resumeBody = '';
try {
  await waitForHealth(`${base}/api/health`);
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}; node ${process.version}; ${new Date().toISOString()}`);
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${CONNECTIONS} connections, ${DURATION} s each`,
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
  const bodyOf = async (url: string) => (await fetch(`${base}${url}`, { headers: auth })).text();
  listBody = await bodyOf('/api/v1/users/user-resumes/');
  resumeBody = await bodyOf(`/api/v1/users/get-user-resume/${ids[0]}`);

  rows.push(
    await load('GET /api/v1/users/user-resumes/ (20 resumes)', {
      url: `${base}/api/v1/users/user-resumes/`,
      headers: auth,
    }),
  );
  rows.push(
    await load('GET /api/v1/users/get-user-resume/:id', {
      url: `${base}/api/v1/users/get-user-resume/${ids[0]}`,
      headers: auth,
    }),
  );
  let patch = 0;
  rows.push(
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
  let render = 0;
  rows.push(
    await load('POST generate-resume (fresh content each time)', {
      url: base,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/users/generate-resume',
          headers: auth,
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ ...sampleResume, fullName: `Load Render ${render++}` }),
          }),
        },
      ],
    }),
  );
} finally {
  await stopProcess(server);
  await rm(dataDir, { recursive: true, force: true });
}

const ceilingPort = await freePort();
const ceiling = startProcess(
  process.execPath,
  [
    '-e',
    `const app = require('fastify')();
     const reply = (body) => async (request, response) => response.type('application/json').send(body);
     app.get('/', async () => ({ hello: 'world' }));
     app.get('/list', reply(process.env.LIST_BODY));
     app.get('/resume', reply(process.env.RESUME_BODY));
     app.listen({ port: ${ceilingPort}, host: '127.0.0.1' });`,
  ],
  { NODE_PATH: path.join(root, 'node_modules'), LIST_BODY: listBody, RESUME_BODY: resumeBody },
);
try {
  await waitForHealth(`http://127.0.0.1:${ceilingPort}/`);
  rows.push(await load('ceiling: bare Fastify hello-world', { url: `http://127.0.0.1:${ceilingPort}/` }));
  rows.push(
    await load(`bare Fastify, the list's ${(listBody.length / 1024).toFixed(1)} KiB from memory`, {
      url: `http://127.0.0.1:${ceilingPort}/list`,
    }),
  );
  rows.push(
    await load(`bare Fastify, the resume's ${(resumeBody.length / 1024).toFixed(1)} KiB from memory`, {
      url: `http://127.0.0.1:${ceilingPort}/resume`,
    }),
  );
} finally {
  await stopProcess(ceiling);
}

console.log('\n| endpoint | req/s | p50 | p99 | errors |\n| --- | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} of ${row.requests} |`,
  );
}
