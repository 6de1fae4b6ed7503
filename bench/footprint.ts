/**
 * The app's footprint as a user runs it: `npm start` in the repo root, measured from outside (HTTP and /proc).
 *
 *   npx tsx bench/footprint.ts
 *   IDLE_SECONDS=30 STARTS=5 RENDERS=500 CHECKS=200 SETTLE_SECONDS=60 (the defaults)
 *
 * Writes bench/FOOTPRINT-RESULTS.md. Memory is the RSS summed over the whole process tree `npm start` makes (npm, sh,
 * node, PDF worker processes, the grammar checker's process).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleResume } from '@vitae/pdf';
import { freePort, median, percentile, rssOfPid } from './lib.ts';

const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 30);
const STARTS = Number(process.env.STARTS ?? 5);
const RENDERS = Number(process.env.RENDERS ?? 500);
const CHECKS = Number(process.env.CHECKS ?? 200);
const SETTLE_SECONDS = Number(process.env.SETTLE_SECONDS ?? 60);
const RESUMES = 50;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every process below `pid` (itself included), with its command line and RSS. */
function processTree(pid: number): { pid: number; command: string; rss: number }[] {
  const found: { pid: number; command: string; rss: number }[] = [];
  const visit = (current: number) => {
    let command = '';
    try {
      command = readFileSync(`/proc/${current}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    } catch {
      return;
    }
    found.push({ pid: current, command, rss: rssOfPid(current) });
    let children = '';
    try {
      children = readFileSync(`/proc/${current}/task/${current}/children`, 'utf8');
    } catch {
      return;
    }
    for (const child of children.split(' ').filter(Boolean)) visit(Number(child));
  };
  visit(pid);
  return found;
}
const treeRss = (pid: number) => processTree(pid).reduce((sum, entry) => sum + entry.rss, 0);

interface Running {
  child: ChildProcess;
  base: string;
  healthyMs: number;
  startupMs: () => number | undefined;
}

async function start(dataDir: string): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'GEMINI_API_KEY', 'OPENAI_API_KEY', 'AI_PROVIDER', 'NODE_ENV']) {
    delete env[name];
  }
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RENDER_RATE_LIMIT_PER_MINUTE: '1000000',
      AI_RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}: ${output.slice(-500)}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  const healthyMs = performance.now() - started;
  const startupMs = () => {
    const line = output.split('\n').find((text) => text.includes('"startupMs"'));
    return line ? (JSON.parse(line) as { startupMs: number }).startupMs : undefined;
  };
  return { child, base, healthyMs, startupMs };
}

async function stop({ child }: Running): Promise<void> {
  const pids = processTree(child.pid!).map((entry) => entry.pid);
  const exited = new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  // Every process of the tree gone (the data dir's lock is free again).
  while (pids.some((pid) => rssOfPid(pid) > 0)) await sleep(50);
}

async function call<T>(base: string, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const texts = [
  'I has managed a team of five engineers and and delivered three projects on time.',
  'Responsible for the desing of a new billing system used by 2 million customers.',
  'Led migration of legacy services to the cloud, reducing costs by 30 percent.',
  'She have experience in data analysis, reporting and stakeholder management.',
];

const rows: string[][] = [];
const row = (figure: string, value: string, goal: string) => {
  rows.push([figure, value, goal]);
  console.log(`${figure}: ${value} (goal ${goal})`);
};

const dirs: string[] = [];
const newDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitae-footprint-'));
  dirs.push(dir);
  return dir;
};

try {
  // A start that builds whatever is out of date, so that the starts measured below find the build done.
  await stop(await start(path.join(await newDir(), 'data')));

  // First start on a new data dir (database created and migrated), then 50 resumes for the later starts.
  const dataDir = path.join(await newDir(), 'data');
  const first = await start(dataDir);
  const { accessToken: token } = await call<{ accessToken: string }>(first.base, 'POST', '/api/v1/users/register', {
    email: 'footprint@example.com',
    password: 'footprint password',
    fullName: 'Foot Print',
  });
  const ids: string[] = [];
  for (let i = 0; i < RESUMES; i++) {
    const { _id } = await call<{ _id: string }>(
      first.base,
      'POST',
      '/api/v1/users/create-user-resume',
      {
        resumeTitle: `Resume ${i}`,
      },
      token,
    );
    const { resumeTitle: _title, ...content } = { ...sampleResume, resumeTitle: '' };
    await call(first.base, 'PATCH', `/api/v1/users/update-resume-details/${_id}`, content, token);
    ids.push(_id);
  }
  await sleep(SETTLE_SECONDS * 1000);
  const firstRss = treeRss(first.child.pid!);
  row(
    'first start on a new data dir, to healthy; tree RSS after 50 resumes and SETTLE_SECONDS',
    `${(first.healthyMs / 1000).toFixed(2)} s; ${mib(firstRss)} after ${SETTLE_SECONDS} s`,
    '≤ 6 s; ≤ 300 MB within 60 s',
  );
  await stop(first);

  // Restarts on the existing data dir, the web and the server already built.
  const healthy: number[] = [];
  const startups: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const running = await start(dataDir);
    healthy.push(running.healthyMs);
    await sleep(200);
    const startup = running.startupMs();
    if (startup !== undefined) startups.push(startup);
    await stop(running);
  }
  row(
    `\`npm start\` to first healthy answer, existing data dir (median of ${STARTS})`,
    `${(median(healthy) / 1000).toFixed(2)} s (runs: ${healthy.map((ms) => (ms / 1000).toFixed(2)).join(', ')})`,
    '≤ 1.5 s',
  );
  row(
    `server's own start-up, listen → ready (median of ${startups.length})`,
    `${(median(startups) / 1000).toFixed(2)} s`,
    '≤ 0.8 s',
  );

  // Idle, then load.
  const running = await start(dataDir);
  await sleep(IDLE_SECONDS * 1000);
  const idleTree = processTree(running.child.pid!);
  row(
    `process-tree RSS, idle ${IDLE_SECONDS} s after start, ${RESUMES} resumes`,
    mib(idleTree.reduce((sum, entry) => sum + entry.rss, 0)),
    '≤ 300 MB',
  );
  const { accessToken } = await call<{ accessToken: string }>(running.base, 'POST', '/api/v1/users/login', {
    email: 'footprint@example.com',
    password: 'footprint password',
  });
  let started = performance.now();
  await call(running.base, 'POST', '/api/v1/ai/grammar', { text: texts[0] }, accessToken);
  const firstCheck = performance.now() - started;
  const checks: number[] = [];
  for (let i = 0; i < CHECKS; i++) {
    started = performance.now();
    await call(running.base, 'POST', '/api/v1/ai/grammar', { text: `${texts[i % texts.length]} (${i})` }, accessToken);
    checks.push(performance.now() - started);
  }
  row(
    `first grammar check after start (lazy load included); later checks p50 / p95 (${CHECKS})`,
    `${Math.round(firstCheck)} ms; ${median(checks).toFixed(1)} / ${percentile(checks, 95).toFixed(1)} ms`,
    '≤ 1.5 s; p50 ≤ 20 ms',
  );
  const renders: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    started = performance.now();
    const { resumeUrl } = await call<{ resumeUrl: string }>(
      running.base,
      'POST',
      '/api/v1/users/generate-resume',
      {
        ...sampleResume,
        _id: ids[i % ids.length],
        summary: `${sampleResume.summary} (${i})`,
      },
      accessToken,
    );
    const pdf = await fetch(`${running.base}${resumeUrl}`);
    await pdf.arrayBuffer();
    renders.push(performance.now() - started);
  }
  const loaded = treeRss(running.child.pid!);
  await sleep(SETTLE_SECONDS * 1000);
  const settled = processTree(running.child.pid!);
  row(
    `process-tree RSS after ${RENDERS} renders and ${CHECKS} grammar checks; after ${SETTLE_SECONDS} s idle`,
    `${mib(loaded)}; ${mib(settled.reduce((sum, entry) => sum + entry.rss, 0))}`,
    '≤ 600 MB; ≤ 350 MB within 60 s',
  );
  row('PDF round trip (generate-resume + GET the PDF) during that load, p50', `${median(renders).toFixed(1)} ms`, '—');
  await stop(running);

  const breakdown = (tree: typeof idleTree) =>
    tree.map((entry) => `| ${entry.command.slice(0, 90)} | ${mib(entry.rss)} |`).join('\n');
  const report = `# Footprint — \`npx tsx bench/footprint.ts\`

${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}.
\`npm start\` as a user runs it, PGlite in a temporary data dir; memory is the RSS of the whole process tree.

| figure | measured | goal |
| --- | --- | --- |
${rows.map((cells) => `| ${cells.join(' | ')} |`).join('\n')}

Idle tree, ${IDLE_SECONDS} s after start:

| process | RSS |
| --- | ---: |
${breakdown(idleTree)}

After the load and ${SETTLE_SECONDS} s idle:

| process | RSS |
| --- | ---: |
${breakdown(settled)}
`;
  writeFileSync(path.join(root, 'bench/FOOTPRINT-RESULTS.md'), report);
  console.log(`\n${report}`);
} finally {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}
