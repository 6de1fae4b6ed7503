import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  WorkerExitedError,
  WorkerFailedError,
  WorkerOverMemoryError,
  WorkerPoolClosedError,
  WorkerQueueFullError,
  WorkerTimeoutError,
} from './errors.ts';
import { type TaskMessage, WORKER_BOOT_ENV, type WorkerBootData, type WorkerMessage } from './worker-protocol.ts';

const WORKER_ENTRY = fileURLToPath(new URL('./worker-entry.mjs', import.meta.url));

/** After this many workers in a row die before becoming ready, waiting tasks fail instead of waiting forever. */
const MAX_BOOT_FAILURES = 3;

export interface WorkerPoolOptions {
  /** A module that calls `serveTasks` (worker-protocol.ts); TypeScript is fine. */
  moduleUrl: URL;
  /** Passed to the worker module, read there with `workerOptions()`. Must survive JSON. */
  workerOptions?: unknown;
  /** The most workers at once: the pool grows to it while tasks wait. */
  size: number;
  /** Workers started with the pool and kept however idle (default: `size`, a fixed pool). */
  minSize?: number;
  /** A worker beyond `minSize` exits after this long without a task, giving its memory back (default: never). */
  idleMs?: number;
  /** How many tasks may wait for a free worker; one more is refused with WorkerQueueFullError. */
  maxQueue: number;
  /** Per task, from the moment a worker takes it; the worker process is then killed and replaced. */
  timeoutMs: number;
  /**
   * A worker that has run this many tasks is replaced (default: never): a new worker starts, and the old one exits
   * once the new one is ready and the old one's task is done, so no task waits for the start. Some native code keeps
   * memory from every task (Typst: ~0.1-0.3 MB a compile, see packages/pdf/src/typst-compiler.ts), which only a new
   * process gives back.
   */
  maxTasksPerWorker?: number;
  /**
   * A worker whose resident memory passes this while it runs a task is killed and the task rejected with
   * WorkerOverMemoryError (default: no limit). Measured from /proc every `memoryCheckMs`, so it also covers memory
   * outside V8's heap (decoded buffers), which `--max-old-space-size` does not; elsewhere than Linux it is not checked.
   */
  maxRssBytes?: number;
  /**
   * A worker whose resident memory is above this when a task ends is replaced rather than given the next task (Linux
   * only; default: never). V8 keeps what a large task allocated: the next task would start near `maxRssBytes` and be
   * killed for memory it did not use.
   */
  retireAboveRssBytes?: number;
  /** How often a busy worker's memory is read (default 25 ms). */
  memoryCheckMs?: number;
  /** Node's flags for the worker processes, e.g. `--max-old-space-size=256` (default: none). */
  execArgv?: string[];
}

export interface WorkerPoolStats {
  workers: number;
  busy: number;
  queued: number;
  completed: number;
  failed: number;
  timedOut: number;
  /** Tasks whose worker passed `maxRssBytes` and was killed. */
  overMemory: number;
  /** Workers started to replace one that timed out or died. */
  replaced: number;
  /** Workers started in all, workers that exited after an idle spell, and workers replaced after maxTasksPerWorker. */
  started: number;
  retired: number;
  recycled: number;
}

interface PendingTask<TTask, TResult> {
  task: TTask;
  resolve(result: TResult): void;
  reject(error: Error): void;
}

interface PoolWorker<TTask, TResult> {
  process: ChildProcess;
  ready: boolean;
  current:
    | (PendingTask<TTask, TResult> & { id: number; timer: NodeJS.Timeout; memoryTimer?: NodeJS.Timeout | undefined })
    | null;
  idleTimer?: NodeJS.Timeout | undefined;
  /** Tasks answered. */
  tasks: number;
  /** The worker starting in its place (it ran maxTasksPerWorker tasks): it exits when that one is ready and it is idle. */
  successor?: PoolWorker<TTask, TResult> | undefined;
  /** The worker this one replaces once ready. */
  replaces?: PoolWorker<TTask, TResult> | undefined;
}

/**
 * Between `minSize` and `size` worker processes taking tasks from a bounded queue: a task that finds every worker
 * busy starts another (up to `size`), and a worker idle for `idleMs` beyond `minSize` exits. Each task has a timeout; a worker that
 * overruns it is killed (SIGKILL) and replaced. Processes, not threads: Worker.terminate() cannot interrupt a thread
 * inside a native call (a Typst compile), which went on computing after its timeout for as long as it would have run
 * (measured: 3.5 s of CPU after a 300 ms timeout), while a killed process stops at once and frees its memory.
 */
export class WorkerPool<TTask, TResult> {
  private readonly workers = new Set<PoolWorker<TTask, TResult>>();
  private readonly queue: PendingTask<TTask, TResult>[] = [];
  private nextId = 1;
  private closed = false;
  private bootFailures = 0;
  private readonly counters = {
    completed: 0,
    failed: 0,
    timedOut: 0,
    overMemory: 0,
    replaced: 0,
    started: 0,
    retired: 0,
    recycled: 0,
  };
  private readonly minSize: number;

  constructor(private readonly options: WorkerPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) throw new RangeError('size must be a positive integer');
    if (!Number.isInteger(options.maxQueue) || options.maxQueue < 0) throw new RangeError('maxQueue must be >= 0');
    if (!(options.timeoutMs > 0)) throw new RangeError('timeoutMs must be positive');
    this.minSize = options.minSize ?? options.size;
    if (!Number.isInteger(this.minSize) || this.minSize < 0 || this.minSize > options.size) {
      throw new RangeError('minSize must be from 0 to size');
    }
    const { maxTasksPerWorker } = options;
    if (maxTasksPerWorker !== undefined && !(Number.isInteger(maxTasksPerWorker) && maxTasksPerWorker > 0)) {
      throw new RangeError('maxTasksPerWorker must be a positive integer');
    }
    for (let i = 0; i < this.minSize; i += 1) this.spawn();
  }

  /** Runs a task on the next free worker. Rejects at once when the queue is full or the pool is closed. */
  run(task: TTask): Promise<TResult> {
    if (this.closed) return Promise.reject(new WorkerPoolClosedError());
    return new Promise<TResult>((resolve, reject) => {
      const pending = { task, resolve, reject };
      const idle = this.idleWorker();
      if (idle) {
        this.dispatch(idle, pending);
        return;
      }
      if (this.queue.length >= this.options.maxQueue) {
        reject(new WorkerQueueFullError(this.options.maxQueue));
        return;
      }
      this.queue.push(pending);
      this.refill();
      this.grow();
    });
  }

  stats(): WorkerPoolStats {
    let busy = 0;
    for (const entry of this.workers) if (entry.current) busy += 1;
    return { workers: this.workers.size, busy, queued: this.queue.length, ...this.counters };
  }

  /** Resolves once every worker (at least one) has started and can take tasks. */
  async ready(): Promise<void> {
    if (!this.closed && this.workers.size === 0) this.spawn();
    while (!this.closed && [...this.workers].some((entry) => !entry.ready)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Rejects waiting and running tasks with WorkerPoolClosedError and stops every worker. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = new WorkerPoolClosedError();
    for (const pending of this.queue.splice(0)) pending.reject(error);
    const exits: Promise<void>[] = [];
    for (const entry of this.workers) {
      clearTimeout(entry.idleTimer);
      if (entry.current) {
        clearTaskTimers(entry.current);
        entry.current.reject(error);
        entry.current = null;
      }
      exits.push(kill(entry.process));
    }
    this.workers.clear();
    await Promise.allSettled(exits);
  }

  private idleWorker(): PoolWorker<TTask, TResult> | undefined {
    for (const entry of this.workers) if (entry.ready && !entry.current) return entry;
    return undefined;
  }

  private spawn(): PoolWorker<TTask, TResult> {
    const bootData: WorkerBootData = { moduleUrl: this.options.moduleUrl.href, options: this.options.workerOptions };
    // execArgv: [] so flags of the parent (a test runner's, tsx's) are not applied twice; the entry loads tsx itself.
    // 'advanced' serialization carries bytes (a PDF, an uploaded file) as a Uint8Array, not as JSON.
    // A compiled worker module (the server's build) runs as it is; TypeScript goes through the entry, which loads tsx.
    const moduleFile = fileURLToPath(this.options.moduleUrl);
    const child = fork(moduleFile.endsWith('.ts') ? WORKER_ENTRY : moduleFile, [], {
      execArgv: this.options.execArgv ?? [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, [WORKER_BOOT_ENV]: JSON.stringify(bootData) },
    });
    const entry: PoolWorker<TTask, TResult> = { process: child, ready: false, current: null, tasks: 0 };
    this.workers.add(entry);
    this.counters.started += 1;

    child.on('message', (message: WorkerMessage<TResult>) => this.onMessage(entry, message));
    child.on('error', (error) => this.onWorkerGone(entry, error));
    child.on('exit', (code, signal) =>
      this.onWorkerGone(entry, new Error(`worker exited with ${signal ? `signal ${signal}` : `code ${code}`}`)),
    );
    return entry;
  }

  private onMessage(entry: PoolWorker<TTask, TResult>, message: WorkerMessage<TResult>): void {
    if (message.type === 'ready') {
      entry.ready = true;
      this.bootFailures = 0;
      const replaced = entry.replaces;
      entry.replaces = undefined;
      if (replaced && !replaced.current) this.recycle(replaced);
      this.drain(entry);
      return;
    }
    const current = entry.current;
    if (!current || current.id !== message.id) return;
    clearTaskTimers(current);
    entry.current = null;
    entry.tasks += 1;
    const { maxTasksPerWorker } = this.options;
    if (maxTasksPerWorker !== undefined && entry.tasks >= maxTasksPerWorker && !this.closed) {
      if (entry.successor?.ready) this.recycle(entry);
      else if (!entry.successor) {
        entry.successor = this.spawn();
        entry.successor.replaces = entry;
      }
    }
    if (message.type === 'done') {
      this.counters.completed += 1;
      current.resolve(message.result);
    } else {
      this.counters.failed += 1;
      current.reject(new WorkerFailedError(`${message.error.name}: ${message.error.message}`));
    }
    if (this.workers.has(entry) && this.holdsTooMuch(entry)) {
      this.counters.recycled += 1;
      this.workers.delete(entry);
      clearTimeout(entry.idleTimer);
      void kill(entry.process);
      if (!this.closed) this.replace();
      this.drainAll();
    } else if (this.workers.has(entry)) this.drain(entry);
    // Its successor is ready: the tasks waiting went to it.
    else this.drainAll();
  }

  /** Whether an idle worker still holds more than `retireAboveRssBytes` (read at once: /proc is in memory). */
  private holdsTooMuch(entry: PoolWorker<TTask, TResult>): boolean {
    const { retireAboveRssBytes } = this.options;
    const pid = entry.process.pid;
    if (retireAboveRssBytes === undefined || pid === undefined || process.platform !== 'linux' || this.closed)
      return false;
    try {
      const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return kib !== undefined && Number(kib) * 1024 > retireAboveRssBytes;
    } catch {
      return false;
    }
  }

  /** A worker that ran maxTasksPerWorker tasks leaves (idle, its successor ready): no task waits for a start. */
  private recycle(entry: PoolWorker<TTask, TResult>): void {
    if (!this.workers.delete(entry)) return;
    clearTimeout(entry.idleTimer);
    this.counters.recycled += 1;
    void kill(entry.process);
  }

  /** Hands waiting tasks to every idle worker. */
  private drainAll(): void {
    for (let idle = this.idleWorker(); idle && this.queue.length > 0; idle = this.idleWorker()) {
      this.dispatch(idle, this.queue.shift()!);
    }
  }

  private onWorkerGone(entry: PoolWorker<TTask, TResult>, error: Error): void {
    if (!this.workers.delete(entry)) return;
    clearTimeout(entry.idleTimer);
    // A successor that failed to start: the worker it was to replace tries again after its next task.
    if (entry.replaces?.successor === entry) entry.replaces.successor = undefined;
    // A worker gone before its successor was ready: the successor simply takes its place.
    if (entry.successor) entry.successor.replaces = undefined;
    void kill(entry.process);
    if (entry.current) {
      clearTaskTimers(entry.current);
      this.counters.failed += 1;
      entry.current.reject(new WorkerExitedError(`A worker stopped: ${error.message}`, { cause: error }));
      entry.current = null;
    }
    if (this.closed) return;
    if (!entry.ready) {
      this.bootFailures += 1;
      if (this.bootFailures >= MAX_BOOT_FAILURES) {
        const failure = new WorkerFailedError(`Workers fail to start: ${error.message}`, { cause: error });
        for (const pending of this.queue.splice(0)) pending.reject(failure);
        // Try again when the next task comes in, not in a tight loop.
        return;
      }
    }
    this.replace();
  }

  private onTimeout(entry: PoolWorker<TTask, TResult>): void {
    this.killRunning(entry, new WorkerTimeoutError(this.options.timeoutMs));
  }

  /** Kills a worker in the middle of its task (over its time or memory) and rejects the task with `error`. */
  private killRunning(entry: PoolWorker<TTask, TResult>, error: Error): void {
    const current = entry.current;
    if (!current) return;
    clearTaskTimers(current);
    entry.current = null;
    if (error instanceof WorkerTimeoutError) this.counters.timedOut += 1;
    else this.counters.overMemory += 1;
    this.workers.delete(entry);
    // SIGKILL stops the process at once, also inside a native call; its exit is not waited for.
    void kill(entry.process);
    current.reject(error);
    if (!this.closed) this.replace();
  }

  /** Reads the busy worker's memory until its task ends; past `maxRssBytes` the worker is killed. */
  private watchMemory(entry: PoolWorker<TTask, TResult>, id: number): NodeJS.Timeout | undefined {
    const { maxRssBytes, memoryCheckMs = 25 } = this.options;
    const pid = entry.process.pid;
    if (maxRssBytes === undefined || pid === undefined || process.platform !== 'linux') return undefined;
    const timer = setInterval(() => {
      void residentBytes(pid).then((bytes) => {
        if (bytes !== undefined && bytes > maxRssBytes && entry.current?.id === id) {
          this.killRunning(entry, new WorkerOverMemoryError(maxRssBytes));
        }
      });
    }, memoryCheckMs);
    timer.unref();
    return timer;
  }

  private dispatch(entry: PoolWorker<TTask, TResult>, pending: PendingTask<TTask, TResult>): void {
    clearTimeout(entry.idleTimer);
    const id = this.nextId++;
    const timer = setTimeout(() => this.onTimeout(entry), this.options.timeoutMs);
    entry.current = { ...pending, id, timer, memoryTimer: this.watchMemory(entry, id) };
    // A failed send means the process is gone: fail the task and replace the worker, as when it exits.
    entry.process.send({ id, task: pending.task } satisfies TaskMessage<TTask>, (error) => {
      if (error) this.onWorkerGone(entry, error);
    });
  }

  private drain(entry: PoolWorker<TTask, TResult>): void {
    const next = this.queue.shift();
    if (next) this.dispatch(entry, next);
    else this.retireWhenIdle(entry);
  }

  /** A worker that stays idle for `idleMs` exits, unless the pool would drop below `minSize`. */
  private retireWhenIdle(entry: PoolWorker<TTask, TResult>): void {
    const { idleMs } = this.options;
    if (idleMs === undefined || this.closed) return;
    clearTimeout(entry.idleTimer);
    entry.idleTimer = setTimeout(() => {
      if (entry.current || this.closed || this.workers.size <= this.minSize || !this.workers.delete(entry)) return;
      this.counters.retired += 1;
      void kill(entry.process);
    }, idleMs);
    entry.idleTimer.unref();
  }

  /** A worker gone (died, timed out): another takes its place if the pool needs it. */
  private replace(): void {
    const before = this.workers.size;
    this.refill();
    this.grow();
    if (this.workers.size > before) this.counters.replaced += 1;
  }

  /** Back to `minSize` workers (also after boot failures gave up on respawning). */
  private refill(): void {
    while (this.workers.size < this.minSize) this.spawn();
  }

  /** One more worker while tasks wait for more workers than are starting, up to `size`. */
  private grow(): void {
    let starting = 0;
    for (const entry of this.workers) if (!entry.ready) starting += 1;
    while (this.queue.length > starting && this.workers.size < this.options.size) {
      this.spawn();
      starting += 1;
    }
  }
}

function clearTaskTimers(task: { timer: NodeJS.Timeout; memoryTimer?: NodeJS.Timeout | undefined }): void {
  clearTimeout(task.timer);
  clearInterval(task.memoryTimer);
}

/** A process's resident memory in bytes (VmRSS of /proc/<pid>/status), or undefined once it is gone. */
async function residentBytes(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kib === undefined ? undefined : Number(kib) * 1024;
  } catch {
    return undefined;
  }
}

/** Kills a worker process (SIGKILL: nothing in it is worth saving) and resolves once it has exited. */
function kill(child: ChildProcess): Promise<void> {
  // Not started (a failed fork), or gone already.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}
