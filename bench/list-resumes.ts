/**
 * Start-up time on an existing data dir, and the latency of GET /api/v1/users/user-resumes/ with 50 resumes,
 * beside a bare Fastify serving the same bytes from memory (the ceiling), measured in one run.
 *
 *   npx tsx bench/list-resumes.ts                      # PGlite in a temporary data dir
 *   DATABASE_URL=postgres://… npx tsx bench/list-resumes.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, median, ms, percentile, startProcess, stopProcess, timeRequests, waitForHealth } from './lib.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const RESTARTS = Number(process.env.RESTARTS ?? 5);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const serverEntry = path.join(root, 'apps/server/src/server.ts');

const dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };

async function startServer() {
  const started = performance.now();
  const child = startProcess(tsx, [serverEntry], env);
  await waitForHealth(`${base}/api/health`);
  return { child, startupMs: performance.now() - started };
}

const json = (body: unknown, token?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function seed(): Promise<string> {
  const registered = (await (
    await fetch(
      `${base}/api/v1/users/register`,
      json({ email: 'bench@example.com', password: 'bench password', fullName: 'Bench Mark' }),
    )
  ).json()) as { data: { accessToken: string } };
  const token = registered.data.accessToken;
  for (let i = 0; i < 50; i++) {
    const created = (await (
      await fetch(`${base}/api/v1/users/create-user-resume`, json({ resumeTitle: `Resume ${i}` }, token))
    ).json()) as { data: { _id: string } };
    const response = await fetch(`${base}/api/v1/users/update-resume-details/${created.data._id}`, {
      ...json(
        {
          jobTitle: 'Senior Software Engineer',
          phone: '+1 555 0100',
          address: 'Portland, OR',
          summary: 'Engineer with ten years of building reliable web services and the teams behind them. '.repeat(3),
          experience: Array.from({ length: 3 }, (_, j) => ({
            title: `Engineer ${j}`,
            companyName: `Company ${j}`,
            city: 'Portland',
            state: 'OR',
            startDate: '2019-03',
            endDate: j === 0 ? '' : '2021-06',
            currentlyWorking: j === 0,
            workSummary:
              '<ul><li>Built the <strong>billing</strong> pipeline.</li><li>Cut p99 latency by 40%.</li><li>Mentored four engineers.</li></ul>',
          })),
          education: [
            {
              universityName: 'Oregon State University',
              degree: 'BSc',
              major: 'Computer Science',
              startDate: '2010-09',
              endDate: '2014-06',
            },
          ],
          skills: ['TypeScript', 'PostgreSQL', 'Go', 'Kubernetes', 'React'].map((name) => ({ name })),
          social: [{ socialMediaName: 'LinkedIn', socialMediaLink: 'https://linkedin.com/in/bench' }],
        },
        token,
      ),
      method: 'PATCH',
    });
    if (!response.ok) throw new Error(`seed failed: ${response.status}`);
  }
  return token;
}

async function measure(label: string, request: () => Promise<Response>) {
  await timeRequests(request, 100);
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    const samples = await timeRequests(request, REQUESTS);
    rounds.push({ p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) });
  }
  const result = {
    label,
    p50: median(rounds.map((r) => r.p50)),
    p95: median(rounds.map((r) => r.p95)),
    p99: median(rounds.map((r) => r.p99)),
  };
  console.log(`${label.padEnd(44)} p50 ${ms(result.p50)}  p95 ${ms(result.p95)}  p99 ${ms(result.p99)}`);
  return result;
}

try {
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}; node ${process.version}; ${new Date().toISOString()}`);
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${ROUNDS} rounds × ${REQUESTS} sequential requests, medians of rounds`,
  );

  const first = await startServer();
  console.log(`start-up, new data dir (initdb + migrations):   ${ms(first.startupMs)}`);
  const token = await seed();
  await stopProcess(first.child);

  const restarts: number[] = [];
  for (let i = 0; i < RESTARTS; i++) {
    const { child, startupMs } = await startServer();
    restarts.push(startupMs);
    await stopProcess(child);
  }
  console.log(
    `start-up, existing data dir (median of ${RESTARTS}):       ${ms(median(restarts))}  (all: ${restarts.map((v) => v.toFixed(0)).join(', ')})`,
  );

  const { child } = await startServer();
  const list = () => fetch(`${base}/api/v1/users/user-resumes/`, { headers: { authorization: `Bearer ${token}` } });
  const payload = Buffer.from(await (await list()).arrayBuffer());
  console.log(`payload: ${(payload.length / 1024).toFixed(1)} KiB for 50 resumes`);
  await measure('Vitae GET /api/v1/users/user-resumes/ (50)', list);
  await stopProcess(child);

  // The ceiling: a bare Fastify route that answers the same bytes from memory.
  const ceilingPort = await freePort();
  const ceiling = startProcess(
    process.execPath,
    [
      '-e',
      `
    const app = require('fastify')();
    const body = Buffer.from(process.env.PAYLOAD_B64, 'base64');
    app.get('/', (req, reply) => reply.type('application/json').send(body));
    app.listen({ port: ${ceilingPort}, host: '127.0.0.1' });
  `,
    ],
    { PAYLOAD_B64: payload.toString('base64'), NODE_PATH: path.join(root, 'node_modules') },
  );
  await waitForHealth(`http://127.0.0.1:${ceilingPort}/`);
  await measure('bare Fastify, same bytes from memory', () => fetch(`http://127.0.0.1:${ceilingPort}/`));
  await stopProcess(ceiling);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
