import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const median = (values: number[]) => percentile(values, 50);

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** `stdout: 'pipe'` to read what the process writes (its log); the caller must then consume `child.stdout`. */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  { stdout = 'ignore' }: { stdout?: 'ignore' | 'pipe' } = {},
): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', stdout, 'inherit'] });
  return child;
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Sequential round trips: the latency one user sees, without queueing. */
export async function timeRequests(request: () => Promise<Response>, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    samples.push(performance.now() - started);
  }
  return samples;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** The resident memory of a process, from /proc (Linux); 0 once it is gone. */
export function rssOfPid(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The direct children of this process whose command line contains `marker` (e.g. the PDF worker processes). */
export function childPids(marker: string): number[] {
  let children: string;
  try {
    children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8');
  } catch {
    return [];
  }
  return children
    .split(' ')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
      } catch {
        return false;
      }
    });
}

/** This process's RSS plus its children's that match `marker`. */
export const rssWithChildren = (marker: string) =>
  process.memoryUsage().rss + childPids(marker).reduce((sum, pid) => sum + rssOfPid(pid), 0);

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux for every architecture in use). */
export const CLOCK_TICKS = 100;

/**
 * What /proc/<pid>/stat says of a process (Linux); undefined once it is gone. `cpuTicks`: its CPU time, user and
 * system, plus that of its children it has reaped (clock ticks).
 */
export function procStat(
  pid: number,
): { state: string; ppid: number; pgid: number; startTime: number; cpuTicks: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name, in brackets, may hold spaces and brackets: the fields that follow start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
  return {
    state: fields[0]!,
    ppid: Number(fields[1]),
    pgid: Number(fields[2]),
    startTime: Number(fields[19]),
    cpuTicks: ticks,
  };
}

/** The proportional set size of a process (shared pages split among their users), from /proc; 0 once it is gone. */
export function pssOfPid(pid: number): number {
  try {
    const kb = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

export interface TreeProcess {
  pid: number;
  ppid: number;
  /** The command line, arguments separated by spaces. */
  command: string;
  /** VmRSS in bytes. */
  rss: number;
  startTime: number;
  /** CPU time so far, its own and its reaped children's, in clock ticks. */
  cpuTicks: number;
}

/**
 * A process and all its descendants, parents before children (Linux, from /proc/<pid>/task/<tid>/children of
 * every thread, so children started by any thread count). Zombies and processes gone meanwhile are left out.
 */
export function processTree(rootPid: number): TreeProcess[] {
  const found: TreeProcess[] = [];
  const seen = new Set<number>();
  const visit = (pid: number) => {
    if (seen.has(pid)) return;
    seen.add(pid);
    const stat = procStat(pid);
    if (!stat || stat.state === 'Z') return;
    let command = '';
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    } catch {
      return;
    }
    found.push({
      pid,
      ppid: stat.ppid,
      command,
      rss: rssOfPid(pid),
      startTime: stat.startTime,
      cpuTicks: stat.cpuTicks,
    });
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      // gone meanwhile
    }
    for (const tid of tasks) {
      let children = '';
      try {
        children = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const child of children.split(' ').filter(Boolean)) visit(Number(child));
    }
  };
  visit(rootPid);
  return found;
}

/** The summed VmRSS of a process and all its descendants. */
export const treeRss = (rootPid: number) => processTree(rootPid).reduce((sum, entry) => sum + entry.rss, 0);

/** Whether this very process (the pid not reused since: same start time) still runs; a zombie does not. */
export function stillRunning({ pid, startTime }: { pid: number; startTime: number }): boolean {
  const stat = procStat(pid);
  return stat !== undefined && stat.state !== 'Z' && stat.startTime === startTime;
}

/** The CPU time the whole machine has been busy since boot (not idle, not waiting on I/O), in clock ticks. */
export function machineBusyTicks(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  return [user, nice, system, irq, softirq, steal].reduce((sum: number, value) => sum + (value ?? 0), 0);
}

/**
 * The CPU time of every thread of a process and its descendants, in nanoseconds, by "pid/tid" (Linux,
 * /proc/<pid>/task/<tid>/schedstat: the scheduler's own account, exact where /proc/<pid>/stat counts 10 ms ticks).
 * The CPU a tree spent between two readings is `cpuBetween(before, after)`.
 */
export function treeTaskCpu(rootPid: number): Map<string, number> {
  const cpu = new Map<string, number>();
  for (const { pid } of processTree(rootPid)) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // gone meanwhile
    }
    for (const tid of tasks) {
      try {
        cpu.set(`${pid}/${tid}`, Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]));
      } catch {
        // the thread ended meanwhile
      }
    }
  }
  return cpu;
}

/**
 * Milliseconds of CPU between two `treeTaskCpu` readings: what each thread still running spent, and all of a thread
 * started meanwhile (a thread that ended meanwhile is not counted: its time is no longer in /proc).
 */
export function cpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let ns = 0;
  for (const [task, now] of after) ns += Math.max(0, now - (before.get(task) ?? 0));
  return ns / 1e6;
}
