/**
 * The app's footprint as a user runs it: `npm start` in the repo root, watched only from outside (its HTTP API,
 * its stdout and /proc), so it measures whatever `npm start` is at the time. Memory is the VmRSS summed over the
 * whole process tree `npm start` makes (npm, sh, the node server and every process below it: PDF workers, the
 * grammar checker, ...). Figures, in the order of the issue:
 *   1. tree RSS idle IDLE_SECONDS after start, on a data dir holding 50 resumes;
 *   2. tree RSS after RENDERS renders (generate-resume with fresh content, then GET of the PDF link) and CHECKS
 *      grammar checks, and again after SETTLE_SECONDS idle;
 *   3. `npm start` to the first healthy answer, existing data dir, build up to date (median of STARTS starts);
 *   4. the server's own start-up, its `startupMs` log line (median of the same starts);
 *   5. first start on a new data dir to healthy (median of STARTS new dirs), and tree RSS SETTLE_SECONDS later;
 *   6. the first grammar check after start (median of the starts of 3.) and the later checks' p50 (CHECKS).
 * Writes bench/FOOTPRINT-RESULTS.md.
 *
 *   npx tsx bench/footprint.ts
 *   IDLE_SECONDS=5 STARTS=2 RENDERS=50 CHECKS=20 SETTLE_SECONDS=5 npx tsx bench/footprint.ts   (a quick run)
 *
 * On a shared machine others' work slows the starts: before each measured start the bench waits (QUIET_WAIT_SECONDS,
 * default 120) for a second in which other processes use under a quarter of a core, and the report says how much
 * CPU other processes used during each measured start.
 *
 * REVISION (optional) names the code measured in the report, e.g. when running in a snapshot that is not a git checkout;
 * otherwise it is the git commit, said to have uncommitted changes when it has.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { sampleResume } from '@vitae/pdf/sample-resume';
import {
  CLOCK_TICKS,
  freePort,
  machineBusyTicks,
  median,
  percentile,
  processTree,
  procStat,
  pssOfPid,
  stillRunning,
  treeRss,
  type TreeProcess,
} from './lib.ts';

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
};
const IDLE_SECONDS = setting('IDLE_SECONDS', 30);
const STARTS = Math.max(1, setting('STARTS', 5));
const RENDERS = setting('RENDERS', 500);
const CHECKS = Math.max(1, setting('CHECKS', 200));
const SETTLE_SECONDS = setting('SETTLE_SECONDS', 60);
/** Before each measured start, wait up to this long for the machine to be quiet (others below 0.25 cores for 1 s). */
const QUIET_WAIT_SECONDS = setting('QUIET_WAIT_SECONDS', 120);
const RESUMES = 50;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(root, 'bench/FOOTPRINT-RESULTS.md');
const MiB = 1024 * 1024;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `seconds` after this start's healthy answer. */
const untilAfterHealthy = (running: { healthyAt: number }, seconds: number) =>
  sleep(Math.max(0, running.healthyAt + seconds * 1000 - performance.now()));
const runs = (values: number[], show: (value: number) => string) => values.map(show).join(', ');

// ----------------------------------------------------------------------------------------------------------------
// Starting and stopping `npm start`.

/** Settings that would point the app elsewhere than a user's plain `npm start` (and npm's own, from npx). */
const UNSET = ['DATABASE_URL', 'REDIS_URL', 'GEMINI_API_KEY', 'OPENAI_API_KEY', 'AI_PROVIDER', 'NODE_ENV', 'INIT_CWD'];

function appEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!UNSET.includes(name) && !name.startsWith('npm_')) env[name] = value;
  }
  return {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    RENDER_RATE_LIMIT_PER_MINUTE: '1000000',
    AI_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
  };
}

interface Running {
  child: ChildProcess;
  pid: number;
  base: string;
  dataDir: string;
  /** Spawn of `npm start` to the first 200 from GET /api/health. */
  healthyMs: number;
  /** performance.now() at that answer. */
  healthyAt: number;
  /** performance.now(), the machine's busy CPU ticks and this bench's CPU seconds at the spawn. */
  spawned: { at: number; busyTicks: number; benchCpu: number };
  /** `npm start` built something (its "Building the …" line) before the server started. */
  rebuilt: boolean;
  /** The server's `startupMs`, from its 'Vitae is ready' log line; undefined if none came within 10 s. */
  startupMs: () => Promise<number | undefined>;
}

/** Every `npm start` still running, to stop on Ctrl-C or a failure; and every process any of them had. */
const live = new Set<Running>();
const seenProcesses = new Map<number, TreeProcess>();
const snapshot = (running: Running) => {
  const tree = processTree(running.pid);
  for (const entry of tree) seenProcesses.set(entry.pid, entry);
  return tree;
};

async function start(dataDir: string, healthTimeoutMs = 60_000): Promise<Running> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const spawned = { at: performance.now(), busyTicks: machineBusyTicks(), benchCpu: benchCpuSeconds() };
  const started = spawned.at;
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: appEnv(port, dataDir),
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const tail: string[] = [];
  let rebuilt = false;
  let startupMs: number | undefined;
  let ready: () => void = () => {};
  const readyLine = new Promise<void>((resolve) => (ready = resolve));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    tail.push(line);
    if (tail.length > 40) tail.shift();
    if (line.startsWith('Building the ')) rebuilt = true;
    if (startupMs !== undefined || !line.startsWith('{') || !line.includes('startupMs')) return;
    try {
      const entry = JSON.parse(line) as { msg?: string; startupMs?: unknown };
      if (entry.msg === 'Vitae is ready' && typeof entry.startupMs === 'number') {
        startupMs = entry.startupMs;
        ready();
      }
    } catch {
      // not a log line
    }
  });
  const running: Running = {
    child,
    pid: child.pid!,
    base,
    dataDir,
    healthyMs: Number.NaN,
    healthyAt: Number.NaN,
    spawned,
    rebuilt: false,
    startupMs: async () => {
      await Promise.race([readyLine, sleep(10_000)]);
      return startupMs;
    },
  };
  live.add(running);
  const deadline = started + healthTimeoutMs;
  for (;;) {
    if (exited) {
      live.delete(running);
      throw new Error(
        `npm start exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${tail.join('\n')}`,
      );
    }
    if (performance.now() > deadline) {
      await stop(running);
      throw new Error(`npm start not healthy within ${healthTimeoutMs} ms:\n${tail.join('\n')}`);
    }
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  running.healthyAt = performance.now();
  running.healthyMs = running.healthyAt - started;
  running.rebuilt = rebuilt;
  snapshot(running);
  return running;
}

/** SIGTERM to the process group (and to any process of the tree that left it), then waits until every one is gone. */
async function stop(running: Running): Promise<void> {
  const tree = snapshot(running);
  const exited = new Promise<void>((resolve) =>
    running.child.exitCode !== null || running.child.signalCode !== null
      ? resolve()
      : running.child.once('exit', () => resolve()),
  );
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-running.pid, name);
    } catch {
      // the group is gone
    }
    for (const entry of tree) {
      if (stillRunning(entry) && procStat(entry.pid)?.pgid !== running.pid) process.kill(entry.pid, name);
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + 30_000;
  while (tree.some(stillRunning)) {
    if (Date.now() > deadline) {
      console.warn(`[footprint] processes still running 30 s after SIGTERM, killing them: ${describe(tree)}`);
      signal('SIGKILL');
      break;
    }
    await sleep(20);
  }
  while (tree.some(stillRunning)) await sleep(20);
  await exited;
  live.delete(running);
  // The server removes its vitae.lock (its pid, for information only) as it closes. One left by a killed server
  // decides nothing (the lock is a socket, released by the kernel) and the next start overwrites it.
  const lock = path.join(running.dataDir, 'vitae.lock');
  for (let i = 0; i < 100 && existsSync(lock); i++) await sleep(20);
  if (existsSync(lock)) console.warn(`[footprint] ${lock} left behind`);
}

const benchCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * The CPU that processes other than this bench and the app's tree used since the spawn, in cores (busy time over
 * wall time): others' work on the machine, which slows what is measured. Read before the tree is stopped.
 */
function othersCores(running: Running): number {
  const wall = (performance.now() - running.spawned.at) / 1000;
  const busy = (machineBusyTicks() - running.spawned.busyTicks) / CLOCK_TICKS;
  const tree = processTree(running.pid).reduce((sum, entry) => sum + entry.cpuTicks, 0) / CLOCK_TICKS;
  const bench = benchCpuSeconds() - running.spawned.benchCpu;
  return Math.max(0, busy - tree - bench) / wall;
}
const othersSeen: number[] = [];

/** Waits (up to QUIET_WAIT_SECONDS) for a second in which other processes use under a quarter of a core. */
async function waitForQuiet(): Promise<number> {
  const started = performance.now();
  for (;;) {
    const busy = machineBusyTicks();
    const bench = benchCpuSeconds();
    await sleep(1000);
    const others = (machineBusyTicks() - busy) / CLOCK_TICKS - (benchCpuSeconds() - bench);
    const waited = (performance.now() - started) / 1000;
    if (others < 0.25) return waited - 1;
    if (waited >= QUIET_WAIT_SECONDS) {
      console.log(`[footprint] the machine is busy (others use ${others.toFixed(2)} cores): measuring anyway`);
      return waited;
    }
  }
}
let quietWaits = 0;

const describe = (tree: TreeProcess[]) => tree.map((entry) => `${entry.pid} ${entry.command}`).join('; ');

/** Stop what runs on Ctrl-C, so no server outlives the bench. */
process.once('SIGINT', () => {
  for (const running of live) {
    try {
      process.kill(-running.pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
  process.exit(130);
});

// ----------------------------------------------------------------------------------------------------------------
// The API, as the web app calls it.

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

const USER = { email: 'footprint@example.com', password: 'footprint password', fullName: 'Foot Print' };
const login = async (base: string) =>
  (
    await call<{ accessToken: string }>(base, 'POST', '/api/v1/users/login', {
      email: USER.email,
      password: USER.password,
    })
  ).accessToken;

const sentences = [
  'I has managed a team of five engineers and and delivered three projects on time.',
  'Responsible for the desing of a new billing system used by two million customers.',
  'Led the migration of legacy services to the cloud, reducing costs by 30 percent.',
  'She have experience in data analysis, reporting and stakeholder managment.',
];
let checked = 0;
/** A grammar check of a text not checked before; its round trip in ms. */
async function grammarCheck(base: string, token: string): Promise<number> {
  const text = `${sentences[checked % sentences.length]} Check number ${++checked}.`;
  const started = performance.now();
  await call(base, 'POST', '/api/v1/ai/grammar', { text }, token);
  return performance.now() - started;
}

let rendered = 0;
/** generate-resume with content not rendered before, then GET of the PDF link; its round trip in ms. */
async function render(base: string, token: string, resumeId: string, templateId: string): Promise<number> {
  const n = ++rendered;
  const started = performance.now();
  const { resumeUrl } = await call<{ resumeUrl: string }>(
    base,
    'POST',
    '/api/v1/users/generate-resume',
    {
      ...sampleResume,
      _id: resumeId,
      templateId,
      resumeTitle: `Resume ${n}`,
      fullName: `${sampleResume.fullName} ${n}`,
      summary: `${sampleResume.summary} Render ${n}.`,
    },
    token,
  );
  const pdf = await fetch(`${base}${resumeUrl}`);
  const bytes = await pdf.arrayBuffer();
  if (!pdf.ok || bytes.byteLength < 1000)
    throw new Error(`GET ${resumeUrl}: HTTP ${pdf.status}, ${bytes.byteLength} bytes`);
  return performance.now() - started;
}

/** Samples the tree's RSS every 250 ms while `work` runs; the highest seen. */
async function peakRss<T>(running: Running, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = treeRss(running.pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(running.pid))), 250);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, treeRss(running.pid)) };
  } finally {
    clearInterval(timer);
  }
}

// ----------------------------------------------------------------------------------------------------------------
// How busy the machine is: a shared VM slows down and speeds up, and others may run things meanwhile.

/** A fixed amount of arithmetic on this thread, in ms: the same figure before every start means the same machine. */
function cpuCheck(): number {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 30_000_000; i++) x = (x + i * 7) % 1_000_003;
  if (x < 0) console.log(x);
  return performance.now() - started;
}
const cpuChecks: number[] = [];

/** The whole machine's CPU time since boot (jiffies), all and stolen by the hypervisor, from /proc/stat. */
function cpuTimes(): { total: number; steal: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  return { total: fields.reduce((sum, value) => sum + value, 0), steal: fields[7] ?? 0 };
}

// ----------------------------------------------------------------------------------------------------------------

const dirs: string[] = [];
const newDataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitae-footprint-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};

/**
 * A measured start: one that built something is not counted (someone changed the sources meanwhile) and is
 * replaced, up to STARTS times.
 */
async function measuredStarts(
  count: number,
  dataDir: () => Promise<string>,
  each: (running: Running, index: number) => Promise<void>,
): Promise<{ starts: Running[]; rebuilds: number }> {
  const starts: Running[] = [];
  let rebuilds = 0;
  while (starts.length < count) {
    quietWaits += await waitForQuiet();
    cpuChecks.push(cpuCheck());
    const running = await start(await dataDir());
    try {
      if (running.rebuilt) {
        rebuilds += 1;
        console.log(`[footprint] a start rebuilt (sources changed meanwhile): not counted`);
        if (rebuilds > STARTS) throw new Error('every start rebuilds: is someone editing the sources?');
        continue;
      }
      await each(running, starts.length);
      othersSeen.push(othersCores(running));
      console.log(`[footprint]   other processes used ${othersSeen.at(-1)!.toFixed(2)} cores meanwhile`);
      starts.push(running);
    } finally {
      await stop(running);
    }
  }
  return { starts, rebuilds };
}

const machine = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores (${
  cpus()[0]?.model.trim() ?? 'unknown CPU'
}), ${(totalmem() / 1024 ** 3).toFixed(0)} GiB, Node ${process.version}, ${(() => {
  if (process.env.REVISION) return process.env.REVISION;
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: root,
      encoding: 'utf8',
    });
    return `commit ${head}${dirty.trim() ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'not a git checkout (set REVISION to name the code measured)';
  }
})()}`;
console.log(`[footprint] ${machine}`);
console.log(
  `[footprint] IDLE_SECONDS=${IDLE_SECONDS} STARTS=${STARTS} RENDERS=${RENDERS} CHECKS=${CHECKS} SETTLE_SECONDS=${SETTLE_SECONDS}`,
);

const cpuAtStart = cpuTimes();
try {
  // 0. A start that builds whatever is out of date, so that the starts measured below find the build done.
  const build = await start(await newDataDir(), 600_000);
  await stop(build);
  console.log(
    `[footprint] first npm start of the run: ${seconds(build.healthyMs)} to healthy (${build.rebuilt ? 'built what was out of date' : 'nothing to build'})`,
  );

  // 5. First starts on new data dirs (the database created and migrated). The first one counted stays up
  // SETTLE_SECONDS for its RSS, then gets the user and the 50 resumes: the existing data dir of the later starts.
  let dataDir = '';
  let firstRss = { at: 0, peak: 0, tree: [] as TreeProcess[] };
  const ids: string[] = [];
  const fresh = await measuredStarts(STARTS, newDataDir, async (running, index) => {
    const startup = await running.startupMs();
    console.log(
      `[footprint] new data dir ${index + 1}/${STARTS}: healthy after ${seconds(running.healthyMs)}, startupMs ${startup}, cpu check ${cpuChecks.at(-1)!.toFixed(0)} ms`,
    );
    if (index === 0) {
      dataDir = running.dataDir;
      const { peak } = await peakRss(running, () => untilAfterHealthy(running, SETTLE_SECONDS));
      firstRss = { at: treeRss(running.pid), peak, tree: snapshot(running) };
      console.log(`[footprint] tree RSS ${SETTLE_SECONDS} s after the first start: ${mib(firstRss.at)}`);
      const { accessToken } = await call<{ accessToken: string }>(running.base, 'POST', '/api/v1/users/register', USER);
      for (let i = 0; i < RESUMES; i++) {
        const { _id } = await call<{ _id: string }>(
          running.base,
          'POST',
          '/api/v1/users/create-user-resume',
          { resumeTitle: `Resume ${i + 1}` },
          accessToken,
        );
        await call(
          running.base,
          'PATCH',
          `/api/v1/users/update-resume-details/${_id}`,
          { ...sampleResume, fullName: `${sampleResume.fullName} ${i + 1}` },
          accessToken,
        );
        ids.push(_id);
      }
    }
  });

  // 3, 4, 6 (first check). Restarts on the existing data dir, the build up to date.
  const firstChecks: number[] = [];
  const startups: number[] = [];
  const restarts = await measuredStarts(
    STARTS,
    async () => dataDir,
    async (running, index) => {
      const startup = await running.startupMs();
      if (startup !== undefined) startups.push(startup);
      // A user signs in, then types: the first check pays for whatever the grammar checker loads lazily.
      const token = await login(running.base);
      firstChecks.push(await grammarCheck(running.base, token));
      console.log(
        `[footprint] restart ${index + 1}/${STARTS}: healthy after ${seconds(running.healthyMs)}, startupMs ${startup}, cpu check ${cpuChecks.at(-1)!.toFixed(0)} ms, first grammar check ${firstChecks.at(-1)!.toFixed(0)} ms`,
      );
    },
  );
  const healthy = restarts.starts.map((running) => running.healthyMs);

  // 1, 2, 6 (later checks). Idle, then the load, then idle again.
  quietWaits += await waitForQuiet();
  const running = await start(dataDir);
  if (running.rebuilt) console.warn('[footprint] the idle/load start rebuilt: sources changed meanwhile');
  await untilAfterHealthy(running, IDLE_SECONDS);
  const idleTree = snapshot(running);
  const idleRss = idleTree.reduce((sum, entry) => sum + entry.rss, 0);
  const idlePss = new Map(idleTree.map((entry) => [entry.pid, pssOfPid(entry.pid)]));
  console.log(`[footprint] idle ${IDLE_SECONDS} s: tree RSS ${mib(idleRss)}`);
  const token = await login(running.base);
  const templates = await call<{ _id: string; folderName: string }[]>(
    running.base,
    'GET',
    '/api/v1/admin/get-all-template',
  );
  const { result: load, peak: loadPeak } = await peakRss(running, async () => {
    const afterIdleCheck = await grammarCheck(running.base, token);
    const checks: number[] = [];
    for (let i = 1; i < CHECKS; i++) checks.push(await grammarCheck(running.base, token));
    const renders: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      renders.push(await render(running.base, token, ids[i % ids.length]!, templates[i % templates.length]!._id));
    }
    return { afterIdleCheck, checks, renders };
  });
  const loadedTree = snapshot(running);
  const loadedRss = loadedTree.reduce((sum, entry) => sum + entry.rss, 0);
  console.log(
    `[footprint] after ${RENDERS} renders and ${CHECKS} checks: tree RSS ${mib(loadedRss)} (peak ${mib(loadPeak)})`,
  );
  await sleep(SETTLE_SECONDS * 1000);
  const settledTree = snapshot(running);
  const settledRss = settledTree.reduce((sum, entry) => sum + entry.rss, 0);
  console.log(`[footprint] ${SETTLE_SECONDS} s later: tree RSS ${mib(settledRss)}`);
  const othersDuringLoad = othersCores(running);
  console.log(`[footprint]   other processes used ${othersDuringLoad.toFixed(2)} cores meanwhile`);
  await stop(running);

  // ----------------------------------------------------------------------------------------------------------------
  // The report.

  const verdict = (...met: boolean[]) => (met.every(Boolean) ? 'yes' : 'no');
  const freshHealthy = fresh.starts.map((start) => start.healthyMs);
  const rows = [
    [
      `Process-tree RSS, idle ${IDLE_SECONDS} s after start, ${RESUMES} resumes in the data dir`,
      mib(idleRss),
      '≤ 300 MB',
      verdict(idleRss <= 300 * MiB),
    ],
    [
      `Process-tree RSS after ${RENDERS} renders and ${CHECKS} grammar checks; then after ${SETTLE_SECONDS} s idle`,
      `${mib(loadedRss)} (peak ${mib(loadPeak)}); ${mib(settledRss)}`,
      '≤ 600 MB; ≤ 350 MB after 60 s idle',
      verdict(loadedRss <= 600 * MiB, settledRss <= 350 * MiB),
    ],
    [
      `\`npm start\` to first healthy answer, existing data dir, build up to date (median of ${healthy.length})`,
      `**${seconds(median(healthy))}** (${runs(healthy, seconds)})`,
      '≤ 1.5 s',
      verdict(median(healthy) <= 1500),
    ],
    [
      `Server's own start-up, \`startupMs\` of 'Vitae is ready' (median of the same ${startups.length})`,
      `**${seconds(median(startups))}** (${runs(startups, seconds)})`,
      '≤ 0.8 s',
      verdict(startups.length > 0 && median(startups) <= 800),
    ],
    [
      `First start on a new data dir to healthy (median of ${freshHealthy.length}); process-tree RSS ${SETTLE_SECONDS} s later`,
      `**${seconds(median(freshHealthy))}** (${runs(freshHealthy, seconds)}); ${mib(firstRss.at)} (peak ${mib(firstRss.peak)})`,
      '≤ 6 s; < 300 MB within 60 s',
      verdict(median(freshHealthy) <= 6000, firstRss.at < 300 * MiB),
    ],
    [
      `First grammar check after start, lazy loading included (median of ${firstChecks.length}); later checks p50 (${load.checks.length})`,
      `**${median(firstChecks).toFixed(0)} ms** (${runs(firstChecks, (ms) => ms.toFixed(0))}); **${median(load.checks).toFixed(1)} ms** (p95 ${percentile(load.checks, 95).toFixed(1)} ms)`,
      '≤ 1.5 s; p50 ≤ 20 ms',
      verdict(median(firstChecks) <= 1500, median(load.checks) <= 20),
    ],
  ];

  const command = (entry: TreeProcess) => {
    const text = entry.command.replaceAll(`${root}/`, '').replaceAll('|', '\\|');
    return `\`${text.length > 80 ? `${text.slice(0, 77)}...` : text}\``;
  };
  const breakdown = () => {
    const after = (tree: TreeProcess[], pid: number) => {
      const entry = tree.find((candidate) => candidate.pid === pid);
      return entry ? mib(entry.rss) : '—';
    };
    const pids = [...new Set([...idleTree, ...loadedTree, ...settledTree].map((entry) => entry.pid))];
    const lines = pids.map((pid) => {
      const entry = [...idleTree, ...loadedTree, ...settledTree].find((candidate) => candidate.pid === pid)!;
      const pss = idlePss.get(pid);
      return `| ${pid} | ${command(entry)} | ${after(idleTree, pid)} | ${pss === undefined ? '—' : mib(pss)} | ${after(loadedTree, pid)} | ${after(settledTree, pid)} |`;
    });
    const total = (tree: TreeProcess[]) => mib(tree.reduce((sum, entry) => sum + entry.rss, 0));
    const idlePssTotal = mib([...idlePss.values()].reduce((sum, value) => sum + value, 0));
    return [
      ...lines,
      `| | **whole tree** | **${total(idleTree)}** | **${idlePssTotal}** | **${total(loadedTree)}** | **${total(settledTree)}** |`,
    ].join('\n');
  };
  const rebuilds = fresh.rebuilds + restarts.rebuilds;
  const cpuAtEnd = cpuTimes();
  const stolen = (100 * (cpuAtEnd.steal - cpuAtStart.steal)) / Math.max(1, cpuAtEnd.total - cpuAtStart.total);

  const report = `# Footprint benchmark

\`npx tsx bench/footprint.ts\` (IDLE_SECONDS=${IDLE_SECONDS} STARTS=${STARTS} RENDERS=${RENDERS} CHECKS=${CHECKS}
SETTLE_SECONDS=${SETTLE_SECONDS}), ${machine}.

\`npm start\` in the repo root, as a user runs it, watched only from outside (HTTP, stdout, /proc), with
\`PORT\` (free), \`HOST=127.0.0.1\`, \`DATA_DIR\` (a new temporary dir), \`LOG_LEVEL=info\`, the render, AI and auth
rate limits lifted, and \`DATABASE_URL\`, \`REDIS_URL\`, \`GEMINI_API_KEY\`, \`OPENAI_API_KEY\`, \`AI_PROVIDER\`, \`NODE_ENV\`
unset (PGlite, offline AI, Harper). Memory is VmRSS summed over the whole process tree \`npm start\` makes (npm, sh,
node and all below it); RSS counts shared pages once per process, so the breakdown also gives PSS. MiB throughout;
the goals' MB are read as MiB. Every start waits until the previous tree is entirely gone. Times are medians of the
starts named, each start a new process tree; a start that had to build was not counted${rebuilds ? ` (${rebuilds} such, replaced)` : ' (there was none)'}.

| # | measured | result | goal | met |
| --- | --- | --- | --- | --- |
${rows.map((cells, index) => `| ${index + 1} | ${cells.join(' | ')} |`).join('\n')}

- How quiet the machine was: processes other than the bench and the app's tree used ${median(othersSeen).toFixed(2)} cores as the
  median over the ${othersSeen.length} measured starts (${runs(othersSeen, (cores) => cores.toFixed(2))}; 0 is a quiet machine, ${cpus().length} is all of it), and
  ${othersDuringLoad.toFixed(2)} during the idle/load start. A fixed loop on the bench's own thread, timed before each measured
  start, took ${median(cpuChecks).toFixed(0)} ms as the median (${Math.min(...cpuChecks).toFixed(0)}–${Math.max(...cpuChecks).toFixed(0)} ms; higher is a slower or busier machine); the
  hypervisor took ${stolen.toFixed(1)}% of the CPU time (steal) over the run. Before each start the bench waited for a quiet
  second (others under 0.25 cores, at most ${QUIET_WAIT_SECONDS} s): ${quietWaits.toFixed(0)} s of waiting in all.
- The first \`npm start\` of the run (${build.rebuilt ? 'it built what was out of date' : 'nothing was out of date'}): ${seconds(build.healthyMs)} to healthy.
- Renders: generate-resume with new content each time (name and summary numbered), over the ${RESUMES} resumes and
  the ${templates.length} templates in turn, then GET of the signed PDF link; round trip p50 ${median(load.renders).toFixed(1)} ms, p95
  ${percentile(load.renders, 95).toFixed(1)} ms. Grammar checks: a different text each time. One at a time, checks first.
- In the idle/load start, the first grammar check came after ${IDLE_SECONDS} s idle: ${load.afterIdleCheck.toFixed(0)} ms.
- The first start on a new data dir: ${mib(firstRss.at)} ${SETTLE_SECONDS} s after it was healthy, ${mib(firstRss.peak)} at most
  meanwhile; its tree then: ${firstRss.tree.map((entry) => `${command(entry)} ${mib(entry.rss)}`).join(', ')}.

Process tree of the idle/load start, RSS per process (PSS beside the idle figure):

| pid | command | idle ${IDLE_SECONDS} s | PSS idle | after the load | ${SETTLE_SECONDS} s later |
| ---: | --- | ---: | ---: | ---: | ---: |
${breakdown()}
`;

  const formatted = await format(report, { ...(await resolveConfig(RESULTS_FILE)), parser: 'markdown' });
  console.log(`\n${formatted}`);
  await writeFile(RESULTS_FILE, formatted);
  console.log(`[footprint] wrote ${path.relative(root, RESULTS_FILE)}`);
} finally {
  for (const running of [...live]) await stop(running).catch((error: unknown) => console.error(error));
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  const left = [...seenProcesses.values()].filter(stillRunning);
  if (left.length) console.error(`[footprint] still running: ${describe(left)}`);
}
