/**
 * Hostile imports against the compiled server, as `npm start` runs it (apps/server/build.mjs, then
 * `node apps/server/dist/server.js` with NODE_ENV=production, PGlite in a new temporary data dir): small files that
 * cost a reader far more than their size (apps/server/test/helpers/hostile-files.ts) beside two normal ones, each
 * POSTed to /api/v1/users/import-resume ROUNDS times (rounds take turns over the files), one at a time, each on a
 * server started for it after two normal imports not counted; a first row imports nothing (the idle server). For each
 * import: the answer's status and time; the longest /api/health answer meanwhile, asked every ~20 ms by a client
 * process of its own (this file with --health-probe), so the bench's own work does not slow it; the peak VmRSS of
 * the server's process tree (the server and every process below it, from /proc every ~20 ms); whether the server
 * survived.
 *
 * With --before (or --before=<commit>), the same files against the server of the code before imports were read in
 * child processes (6eb120d), exported with `git archive` into a temporary dir beside a node_modules of links to this
 * checkout's and built there. An import still unanswered after CAP_SECONDS is aborted and the server killed and
 * started again (on a new data dir); a file that was aborted or crashed the server is not sent again in later rounds.
 * Writes bench/HOSTILE-RESULTS.md.
 *
 *   npx tsx bench/hostile-import.ts                 (this checkout only: ~4 min)
 *   npx tsx bench/hostile-import.ts --before        (and 6eb120d: ~5 min more)
 *   ROUNDS=5 CAP_SECONDS=60 npx tsx bench/hostile-import.ts --before=<commit>
 *
 * Linux only (/proc).
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  inflatingPdf,
  longListVitaeExport,
  nestedXObjectPdf,
  normalJsonResume,
  wideCsvLinkedInZip,
} from '../apps/server/test/helpers/hostile-files.ts';
import { CLOCK_TICKS, freePort, machineBusyTicks, median, processTree, stillRunning, type TreeProcess } from './lib.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const HEALTH_EVERY_MS = 20;
const SAMPLE_EVERY_MS = 20;

// ----------------------------------------------------------------------------------------------------------------
// The health probe: a process of its own asking GET /api/health in a loop while an import runs.

interface ProbeStart {
  start: string;
}
interface ProbeReport {
  /** The longest answer, or the time a request had been waiting when the probe stopped if that is longer. */
  maxMs: number;
  answered: number;
  /** Requests that failed (connection refused or reset, or not 200). */
  failures: number;
  /** The probe's own CPU time meanwhile, in seconds. */
  cpuSeconds: number;
}

function runProbe(): void {
  let state:
    | {
        active: boolean;
        samples: number[];
        failures: number;
        inFlightSince?: number;
        controller?: AbortController;
        cpu: NodeJS.CpuUsage;
        done: Promise<void>;
      }
    | undefined;
  const loop = async (url: string, current: NonNullable<typeof state>) => {
    while (current.active) {
      const controller = new AbortController();
      current.controller = controller;
      const started = performance.now();
      current.inFlightSince = started;
      let ok = false;
      try {
        const response = await fetch(url, { signal: controller.signal });
        await response.arrayBuffer();
        ok = response.status === 200;
      } catch {
        // refused, reset or aborted
      }
      current.inFlightSince = undefined;
      if (!current.active) break;
      current.samples.push(performance.now() - started);
      if (!ok) current.failures += 1;
      await sleep(HEALTH_EVERY_MS);
    }
  };
  process.on('message', (message: ProbeStart | { stop: true }) => {
    if ('start' in message) {
      const current = {
        active: true,
        samples: [] as number[],
        failures: 0,
        cpu: process.cpuUsage(),
        done: Promise.resolve(),
      };
      current.done = loop(`${message.start}/api/health`, current);
      state = current;
      process.send!({ started: true });
      return;
    }
    const current = state!;
    current.active = false;
    const waiting = current.inFlightSince === undefined ? 0 : performance.now() - current.inFlightSince;
    current.controller?.abort();
    const cpu = process.cpuUsage(current.cpu);
    const report: ProbeReport = {
      maxMs: Math.max(waiting, ...current.samples),
      answered: current.samples.length,
      failures: current.failures,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    };
    void current.done.then(() => process.send!(report));
  });
  process.on('disconnect', () => process.exit(0));
  process.send!({ ready: true });
}

// ----------------------------------------------------------------------------------------------------------------

if (process.argv.includes('--health-probe')) runProbe();
else await main();

async function main(): Promise<void> {
  const setting = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a number > 0`);
    return value;
  };
  const ROUNDS = Math.round(setting('ROUNDS', 5));
  const CAP_SECONDS = setting('CAP_SECONDS', 60);
  const beforeFlag = process.argv.find((argument) => argument === '--before' || argument.startsWith('--before='));
  const BEFORE_COMMIT = beforeFlag ? (beforeFlag.split('=')[1] ?? '6eb120d') : undefined;

  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const RESULTS_FILE = path.join(root, 'bench/HOSTILE-RESULTS.md');
  const MiB = 1024 * 1024;
  const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
  const time = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(ms >= 100 ? 0 : 1)} ms`);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

  const IDLE_MS = 5000;
  /** What is imported; the first entry imports nothing: the same measures over IDLE_MS of an idle server. */
  const files: { name: string; fileName: string; bytes: Buffer }[] = [
    { name: `nothing (${IDLE_MS / 1000} s idle)`, fileName: '', bytes: Buffer.alloc(0) },
    { name: 'normal JSON Resume', fileName: 'resume.json', bytes: normalJsonResume() },
    {
      name: 'normal PDF (one-column fixture)',
      fileName: 'one-column.pdf',
      bytes: readFileSync(path.join(root, 'apps/server/test/fixtures/pdf/one-column.pdf')),
    },
    { name: 'nestedXObjectPdf(6)', fileName: 'nested-6.pdf', bytes: nestedXObjectPdf(6) },
    { name: 'nestedXObjectPdf(8)', fileName: 'nested-8.pdf', bytes: nestedXObjectPdf(8) },
    { name: 'inflatingPdf() (1 GiB)', fileName: 'inflating.pdf', bytes: inflatingPdf() },
    { name: 'wideCsvLinkedInZip() (100,000 columns)', fileName: 'linkedin.zip', bytes: wideCsvLinkedInZip() },
    { name: 'longListVitaeExport() (10^6 keys)', fileName: 'long.vitae.json', bytes: longListVitaeExport() },
  ];
  const size = (bytes: number) =>
    bytes === 0 ? '—' : bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;

  // --------------------------------------------------------------------------------------------------------------
  // The server.

  /** Settings that would point the server elsewhere than PGlite and the offline AI. */
  const UNSET = ['DATABASE_URL', 'REDIS_URL', 'GEMINI_API_KEY', 'OPENAI_API_KEY', 'AI_PROVIDER', 'INIT_CWD'];
  interface Server {
    label: string;
    checkout: string;
    child: ChildProcess;
    pid: number;
    base: string;
    dataDir: string;
    token: string;
    exited: Promise<string>;
    /** How it ended (exit code or signal), once it has. */
    exit?: string;
    stderr: string[];
    seen: Map<number, TreeProcess>;
  }
  const live = new Set<Server>();
  const dirs: string[] = [];

  /** The server, on `dataDir` (with its user) or on a new data dir (a new user); healthy and warmed up. */
  async function startServer(label: string, checkout: string, dataDir?: string): Promise<Server> {
    const existing = dataDir !== undefined;
    if (!dataDir) {
      const dir = await mkdtemp(path.join(tmpdir(), 'vitae-bench-hostile-'));
      dirs.push(dir);
      dataDir = path.join(dir, 'data');
    }
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {};
    for (const [name, value] of Object.entries(process.env)) {
      if (!UNSET.includes(name) && !name.startsWith('npm_')) env[name] = value;
    }
    const child = spawn(process.execPath, [path.join(checkout, 'apps/server/dist/server.js')], {
      cwd: checkout,
      // Its own process group: the server and its readers are killed together.
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        IMPORT_RATE_LIMIT_PER_MINUTE: '1000000',
        AUTH_RATE_LIMIT_PER_IP: '100000',
        AUTH_RATE_LIMIT_PER_EMAIL: '100000',
        PASSWORD_HASH_COST: '10',
      },
    });
    const stderr: string[] = [];
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr.push(...chunk.split('\n').filter(Boolean));
      stderr.splice(0, Math.max(0, stderr.length - 30));
    });
    const server: Server = {
      label,
      checkout,
      child,
      pid: child.pid!,
      base: `http://127.0.0.1:${port}`,
      dataDir,
      token: '',
      exited: new Promise((resolve) =>
        child.once('exit', (code, signal) => {
          server.exit = signal ?? `exit code ${code}`;
          resolve(server.exit);
        }),
      ),
      stderr,
      seen: new Map(),
    };
    live.add(server);
    const deadline = performance.now() + 120_000;
    for (;;) {
      if (server.exit) throw new Error(`${label} server exited (${server.exit}):\n${stderr.join('\n')}`);
      if (performance.now() > deadline) throw new Error(`${label} server not healthy within 120 s`);
      try {
        const response = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(1000) });
        await response.arrayBuffer();
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      await sleep(20);
    }
    const response = await fetch(`${server.base}/api/v1/users/${existing ? 'login' : 'register'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'hostile-bench@example.com', password: 'hostile import bench' }),
    });
    if (!response.ok) throw new Error(`register or login: HTTP ${response.status} ${await response.text()}`);
    server.token = ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
    // Two normal imports first, not counted, a JSON file and a PDF: whatever loads on the first import (multipart,
    // a reader, pdf.js) has loaded.
    for (const file of files.slice(1, 3)) {
      const warmUp = await importFile(server, file);
      await warmUp.text();
      if (warmUp.status !== 201) throw new Error(`warm-up import of ${file.name}: HTTP ${warmUp.status}`);
    }
    await warmProbe(server);
    return server;
  }

  const snapshot = (server: Server) => {
    const tree = processTree(server.pid);
    for (const entry of tree) server.seen.set(entry.pid, entry);
    return tree;
  };

  /**
   * SIGTERM, or SIGKILL (a stalled server, whose data dir is then removed), to the server's process group; waits
   * until every process is gone.
   */
  async function stopServer(server: Server, signal: NodeJS.Signals): Promise<void> {
    snapshot(server);
    const tree = [...server.seen.values()];
    const send = (name: NodeJS.Signals) => {
      try {
        process.kill(-server.pid, name);
      } catch {
        // the group is gone
      }
      for (const entry of tree) if (stillRunning(entry)) process.kill(entry.pid, name);
    };
    send(signal);
    const deadline = Date.now() + 20_000;
    while (tree.some(stillRunning) || !server.exit) {
      if (Date.now() > deadline) {
        send('SIGKILL');
        break;
      }
      await sleep(20);
    }
    await server.exited;
    live.delete(server);
    if (signal === 'SIGKILL') await rm(path.dirname(server.dataDir), { recursive: true, force: true });
  }

  process.once('SIGINT', () => {
    for (const server of live) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  });

  function importFile(server: Server, file: (typeof files)[number], signal?: AbortSignal): Promise<Response> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.bytes)]), file.fileName);
    return fetch(`${server.base}/api/v1/users/import-resume`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}` },
      body: form,
      signal,
    });
  }

  // --------------------------------------------------------------------------------------------------------------
  // One import, measured.

  const probe = fork(fileURLToPath(import.meta.url), ['--health-probe'], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
  });
  await new Promise((resolve, reject) => {
    probe.once('message', resolve);
    probe.once('exit', (code) => reject(new Error(`health probe exited with ${code}`)));
  });
  const askProbe = <T>(message: ProbeStart | { stop: true }) =>
    new Promise<T>((resolve) => {
      probe.once('message', (answer: T) => resolve(answer));
      probe.send(message);
    });

  /** A few health requests from the probe, not counted: its first request (a new connection) is slower. */
  async function warmProbe(server: Server): Promise<void> {
    await askProbe({ start: server.base });
    await sleep(300);
    await askProbe<ProbeReport>({ stop: true });
  }

  /** VmHWM (peak resident memory) of a process, in bytes; 0 once it is gone. */
  const hwmOfPid = (pid: number) => {
    try {
      return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      return 0;
    }
  };
  const cpuSeconds = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  };

  type Outcome = 'answered' | 'capped' | 'crashed' | 'failed';
  interface Measured {
    file: string;
    round: number;
    outcome: Outcome;
    status?: number;
    message?: string;
    ms: number;
    healthMaxMs: number;
    healthAnswered: number;
    healthFailures: number;
    treeBefore: number;
    peakTree: number;
    /** The server process's own peak (VmHWM, reset before the import where the kernel allows). */
    serverPeak: number;
    /** The largest peak (VmHWM) of a process below the server that ran meanwhile: a reader. */
    childPeak: number;
    survived: boolean;
    exit?: string;
    /** CPU other processes on the machine used meanwhile, in cores. */
    othersCores: number;
  }

  async function measure(server: Server, file: (typeof files)[number], round: number): Promise<Measured> {
    // The server's VmHWM is reset (clear_refs 5), so it holds this import's peak.
    try {
      writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    } catch {
      // not allowed here: the peak is since the start
    }
    const treeCpu = () => snapshot(server).reduce((sum, entry) => sum + entry.cpuTicks, 0) / CLOCK_TICKS;
    const treeAtStart = snapshot(server);
    const treeBefore = treeAtStart.reduce((sum, entry) => sum + entry.rss, 0);
    const childrenBefore = new Set(treeAtStart.map((entry) => entry.pid));
    const cpuBefore = { busy: machineBusyTicks(), tree: treeCpu(), bench: cpuSeconds(), at: performance.now() };
    let peakTree = treeBefore;
    let serverPeak = hwmOfPid(server.pid);
    let childPeak = 0;
    const sample = () => {
      const tree = snapshot(server);
      peakTree = Math.max(
        peakTree,
        tree.reduce((sum, entry) => sum + entry.rss, 0),
      );
      // A reader: a process below the server that started meanwhile, or the import's worker (by its entry's name).
      for (const entry of tree) {
        const hwm = hwmOfPid(entry.pid);
        if (entry.pid === server.pid) serverPeak = Math.max(serverPeak, hwm);
        else if (!childrenBefore.has(entry.pid) || entry.command.includes('import-worker'))
          childPeak = Math.max(childPeak, hwm);
      }
    };
    await askProbe({ start: server.base });
    const sampler = setInterval(sample, SAMPLE_EVERY_MS);
    const controller = new AbortController();
    const cap = setTimeout(() => controller.abort(), CAP_SECONDS * 1000);
    const started = performance.now();
    let outcome: Outcome;
    let status: number | undefined;
    let message: string | undefined;
    const request = (async () => {
      if (!file.fileName) {
        await sleep(IDLE_MS);
        return { status: 0, text: '{}' };
      }
      const response = await importFile(server, file, controller.signal);
      const text = await response.text();
      return { status: response.status, text };
    })();
    const answer = await Promise.race([
      request.then(
        (value) => ({ kind: 'answer' as const, ...value }),
        (error: unknown) => ({ kind: 'error' as const, error }),
      ),
      server.exited.then(() => ({ kind: 'exited' as const })),
    ]);
    const ms = performance.now() - started;
    clearTimeout(cap);
    clearInterval(sampler);
    sample();
    const health = await askProbe<ProbeReport>({ stop: true });
    if (answer.kind === 'answer') {
      outcome = 'answered';
      status = answer.status;
      try {
        message = (JSON.parse(answer.text) as { message?: string }).message;
      } catch {
        message = answer.text.slice(0, 100);
      }
    } else if (answer.kind === 'exited') {
      outcome = 'crashed';
    } else if (controller.signal.aborted) {
      outcome = 'capped';
    } else {
      // The connection failed: a server that died has its 'exit' a moment later.
      await Promise.race([server.exited, sleep(2000)]);
      outcome = server.exit ? 'crashed' : 'failed';
      message = String(answer.error);
    }
    let survived = false;
    if (outcome === 'answered' || outcome === 'failed') {
      try {
        const response = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(5000) });
        await response.arrayBuffer();
        survived = response.status === 200 && !server.exit;
      } catch {
        survived = false;
      }
    }
    const wall = (performance.now() - cpuBefore.at) / 1000;
    const othersCores = server.exit
      ? Number.NaN
      : Math.max(
          0,
          (machineBusyTicks() - cpuBefore.busy) / CLOCK_TICKS -
            (treeCpu() - cpuBefore.tree) -
            (cpuSeconds() - cpuBefore.bench) -
            health.cpuSeconds,
        ) / wall;
    if (server.exit && outcome !== 'crashed') outcome = 'crashed';
    return {
      file: file.name,
      round,
      outcome,
      status,
      message,
      ms,
      healthMaxMs: health.maxMs,
      healthAnswered: health.answered,
      healthFailures: health.failures,
      treeBefore,
      peakTree,
      serverPeak,
      childPeak,
      survived,
      exit: server.exit,
      othersCores,
    };
  }

  // --------------------------------------------------------------------------------------------------------------
  // A run: ROUNDS rounds over the files against one build of the server.

  interface Run {
    label: string;
    code: string;
    results: Measured[];
    crashes: string[];
  }

  async function run(label: string, code: string, checkout: string): Promise<Run> {
    const results: Measured[] = [];
    const crashes: string[] = [];
    const stopped = new Set<string>();
    let dataDir: string | undefined;
    let server: Server | undefined;
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        for (const file of files) {
          if (stopped.has(file.name)) continue;
          // A server started for each import, so that no import's memory or state is left to the next.
          server = await startServer(label, checkout, dataDir);
          dataDir = server.dataDir;
          await sleep(250);
          const measured = await measure(server, file, round);
          results.push(measured);
          const reason =
            measured.outcome === 'answered'
              ? `HTTP ${measured.status || '-'}`
              : measured.outcome === 'capped'
                ? `no answer in ${CAP_SECONDS} s: aborted, server killed`
                : measured.outcome === 'crashed'
                  ? `server died (${measured.exit})`
                  : `failed: ${measured.message}`;
          console.log(
            `[hostile] ${label} round ${round} ${file.name}: ${reason} in ${time(measured.ms)}, longest health ` +
              `${time(measured.healthMaxMs)} (${measured.healthAnswered} asked, ${measured.healthFailures} failed), ` +
              `tree ${mib(measured.treeBefore)} -> peak ${mib(measured.peakTree)}, reader peak ` +
              `${mib(measured.childPeak)}, others ${measured.othersCores.toFixed(2)} cores`,
          );
          if (measured.outcome === 'answered' && measured.survived) {
            await stopServer(server, 'SIGTERM');
            server = undefined;
            continue;
          }
          if (measured.outcome === 'crashed') {
            const said = server.stderr.filter((line) => /memory|fatal|error/i.test(line)).slice(-3);
            crashes.push(`${file.name}: ${measured.exit}${said.length ? ` — ${said.join(' / ')}` : ''}`);
            console.log(`[hostile]   stderr: ${server.stderr.slice(-5).join(' | ')}`);
          }
          // Stalled, crashed or not answering: that file is not sent again; the next server has a new data dir.
          stopped.add(file.name);
          await stopServer(server, 'SIGKILL');
          server = undefined;
          dataDir = undefined;
        }
      }
    } finally {
      if (server) await stopServer(server, 'SIGKILL');
    }
    return { label, code, results, crashes };
  }

  // --------------------------------------------------------------------------------------------------------------
  // The code before: exported from git, with links to this checkout's node_modules, built there.

  async function prepareBefore(commit: string): Promise<{ checkout: string; code: string }> {
    const dir = await mkdtemp(path.join(tmpdir(), 'vitae-bench-before-'));
    dirs.push(dir);
    const tar = path.join(dir, 'code.tar');
    const checkout = path.join(dir, 'code');
    await mkdir(checkout);
    git('archive', '--format=tar', '-o', tar, commit);
    execFileSync('tar', ['-xf', tar, '-C', checkout]);
    // node_modules: a link to each of this checkout's packages, but the workspace packages (@vitae/*, relative
    // links) point into the exported code.
    const modules = path.join(root, 'node_modules');
    await mkdir(path.join(checkout, 'node_modules'));
    for (const name of readdirSync(modules)) {
      if (name === '@vitae') {
        await mkdir(path.join(checkout, 'node_modules/@vitae'));
        for (const workspace of readdirSync(path.join(modules, name))) {
          const target = readlinkSync(path.join(modules, name, workspace));
          if (path.isAbsolute(target)) throw new Error(`node_modules/@vitae/${workspace} links to ${target}`);
          await symlink(target, path.join(checkout, 'node_modules/@vitae', workspace));
        }
      } else await symlink(path.join(modules, name), path.join(checkout, 'node_modules', name));
    }
    execFileSync(process.execPath, [path.join(checkout, 'apps/server/build.mjs')], { cwd: checkout, stdio: 'ignore' });
    return { checkout, code: `commit ${git('rev-parse', '--short', commit)}` };
  }

  // --------------------------------------------------------------------------------------------------------------

  const head = git('rev-parse', '--short', 'HEAD');
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  const ourCode = `commit ${head}${dirty ? ' with uncommitted changes' : ''}`;
  const cpuModel = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const startedAt = new Date();
  const loadAtStart = loadavg();
  const machine = `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores (${cpuModel}), ${(
    totalmem() /
    1024 ** 3
  ).toFixed(0)} GiB, Node ${process.version}`;
  console.log(`[hostile] ${machine}; ours: ${ourCode}; ROUNDS=${ROUNDS} CAP_SECONDS=${CAP_SECONDS}`);

  const runs: Run[] = [];
  try {
    // This checkout's server, built as `npm start` builds it.
    execFileSync(process.execPath, [path.join(root, 'apps/server/build.mjs')], { cwd: root, stdio: 'ignore' });
    runs.push(await run('ours', ourCode, root));
    if (BEFORE_COMMIT) {
      const before = await prepareBefore(BEFORE_COMMIT);
      runs.push(await run('before', before.code, before.checkout));
    }
  } finally {
    for (const server of [...live]) await stopServer(server, 'SIGKILL').catch((error: unknown) => console.error(error));
    probe.disconnect();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
  const loadAtEnd = loadavg();

  // --------------------------------------------------------------------------------------------------------------
  // The report.

  const range = (values: number[], show: (value: number) => string) =>
    values.length > 1 ? ` (${show(Math.min(...values))}–${show(Math.max(...values))})` : '';
  interface Summary {
    answer: string;
    health: string;
    peak: string;
    survived: string;
    detail: string;
  }
  function summarize(run: Run, file: (typeof files)[number]): Summary {
    const results = run.results.filter((result) => result.file === file.name);
    const answered = results.filter((result) => result.outcome === 'answered');
    const last = results.at(-1);
    const statuses = [...new Set(answered.map((result) => result.status))].join('/');
    const times = answered.map((result) => result.ms);
    const health = results.map((result) => result.healthMaxMs);
    const peaks = results.map((result) => result.peakTree);
    let answer: string;
    let survived: string;
    if (!last) {
      answer = 'not run';
      survived = '';
    } else if (last.outcome === 'capped') {
      answer = `> ${CAP_SECONDS} s (no answer)`;
      survived = `stalled; killed at ${CAP_SECONDS} s`;
    } else if (last.outcome === 'crashed') {
      answer = `crashed after ${time(last.ms)}`;
      survived = `**no**: died (${last.exit})`;
    } else if (last.outcome === 'failed') {
      answer = `failed after ${time(last.ms)}`;
      survived = last.survived ? 'yes' : 'no';
    } else if (!file.fileName) {
      answer = '—';
      survived = 'yes';
    } else {
      answer = `${statuses} in **${time(median(times))}**${range(times, time)}`;
      const alive = answered.filter((result) => result.survived).length;
      survived = alive === answered.length ? `yes (${alive}/${answered.length})` : `${alive}/${answered.length}`;
    }
    const rounds = results.length === 1 ? '1 round' : `median of ${results.length}`;
    return {
      answer,
      health: results.length ? `**${time(median(health))}**${range(health, time)}` : '',
      peak: results.length ? `**${mib(median(peaks))}**${range(peaks, mib)}` : '',
      survived,
      detail: rounds,
    };
  }

  const codeLine = runs.map((entry) => `${entry.label}: ${entry.code}`).join('; ');
  const perRun = runs
    .map((entry) => {
      const rows = files.map((file) => {
        const summary = summarize(entry, file);
        const results = entry.results.filter((result) => result.file === file.name);
        const before = results.map((result) => result.treeBefore);
        const children = results.map((result) => result.childPeak).filter((value) => value > 0);
        const server = results.map((result) => result.serverPeak);
        const messages = [
          ...new Set(
            results
              .filter((result) => result.status !== undefined && result.status >= 400 && result.message)
              .map((result) => `${result.status}: ${result.message!}`),
          ),
        ];
        return `| ${file.name} | ${size(file.bytes.length)} | ${summary.detail} | ${summary.answer} | ${summary.health} | ${results.length ? mib(median(before)) : ''} | ${summary.peak} | ${results.length ? mib(median(server)) : ''} | ${children.length ? mib(Math.max(...children)) : '—'} | ${summary.survived}${messages.length ? `; ${messages.join('; ').replaceAll('|', '\\|')}` : ''} |`;
      });
      const others = entry.results.map((result) => result.othersCores).filter((value) => Number.isFinite(value));
      return `### ${entry.label === 'ours' ? 'This checkout' : 'Before the change'} (${entry.code})

| file | size | rounds | answer | longest health answer | tree before | peak tree RSS | server's own peak | largest child's peak | survived |
| --- | --: | --- | --- | --: | --: | --: | --: | --: | --- |
${rows.join('\n')}

Other processes on the machine used ${others.length ? `${median(others).toFixed(2)} cores as the median over the imports (max ${Math.max(...others).toFixed(2)})` : 'an unknown share of the CPU'}.${entry.crashes.length ? ` Crashes: ${entry.crashes.join('; ')}.` : ''}
`;
    })
    .join('\n');

  const comparison = runs.length > 1;
  const header = comparison
    ? '| file | ours: answer | ours: longest health | ours: peak tree | ours: survived | before: answer | before: longest health | before: peak tree | before: survived |\n| --- | --- | --: | --: | --- | --- | --: | --: | --- |'
    : '| file | answer | longest health | peak tree | survived |\n| --- | --- | --: | --: | --- |';
  const table = files
    .map((file) => {
      const cells = runs.flatMap((entry) => {
        const summary = summarize(entry, file);
        return [summary.answer, summary.health, summary.peak, summary.survived];
      });
      return `| ${file.name}${file.fileName ? ` (${size(file.bytes.length)})` : ''} | ${cells.join(' | ')} |`;
    })
    .join('\n');

  const report = `# Hostile imports

\`npx tsx bench/hostile-import.ts${BEFORE_COMMIT ? ` --before=${BEFORE_COMMIT}` : ''}\` (ROUNDS=${ROUNDS} CAP_SECONDS=${CAP_SECONDS}), ${machine}; ${codeLine}.
Load average ${loadAtStart.map((value) => value.toFixed(2)).join(', ')} at the start, ${loadAtEnd.map((value) => value.toFixed(2)).join(', ')} at the end (1, 5, 15 min).

The compiled server as \`npm start\` runs it (\`node apps/server/build.mjs\`, then \`node apps/server/dist/server.js\`,
\`NODE_ENV=production\`, PGlite in a new temporary data dir, \`LOG_LEVEL=warn\`, the import and auth rate limits
lifted, \`IMPORT_WORKER_MEMORY_MB\` and \`IMPORT_WORKERS\` at their defaults), one user, one import at a time, each
on a server started for it (the same data dir) after two normal imports not counted (the JSON and the PDF: the
readers and pdf.js loaded), so no import's memory is left to the next; the rounds take turns over the files. The first row imports nothing: the same measures over ${IDLE_MS / 1000} s of
the idle server, the machine's noise. **Answer**: POST
\`/api/v1/users/import-resume\` (multipart, one part \`file\`) to its whole answer. **Longest health answer**: the
longest GET \`/api/health\` while the import ran, asked every ${HEALTH_EVERY_MS} ms from a client process of its own (a
request still waiting when the import ended counts with its wait so far). **Peak tree RSS**: VmRSS summed over the
server and every process below it, read from /proc every ${SAMPLE_EVERY_MS} ms; "tree before" is the same just before
the import; "server's own peak" is the server process's VmHWM (reset before each import); "largest child's peak" is
the VmHWM of a process below the server (a reader) last read before it ended. An import unanswered after
${CAP_SECONDS} s is aborted and the server killed and replaced (a new data dir); a file that stalled or crashed the
server is not sent again. Medians of the rounds, their range in brackets.

${header}
${table}

${perRun}`;

  const { format, resolveConfig } = await import('prettier');
  // Paragraphs wrapped at the print width here; the repository's check (proseWrap: preserve) keeps them so.
  const formatted = await format(report, {
    ...(await resolveConfig(RESULTS_FILE)),
    parser: 'markdown',
    proseWrap: 'always',
  });
  console.log(`\n${formatted}`);
  await writeFile(RESULTS_FILE, formatted);
  console.log(`[hostile] wrote ${path.relative(root, RESULTS_FILE)}`);
  const left = runs.length ? [...live].map((server) => server.pid) : [];
  if (left.length) console.error(`[hostile] servers still running: ${left.join(', ')}`);
}
