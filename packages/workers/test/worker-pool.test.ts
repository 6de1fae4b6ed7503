import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  WorkerExitedError,
  WorkerFailedError,
  WorkerOverMemoryError,
  WorkerPoolClosedError,
  WorkerQueueFullError,
  WorkerTimeoutError,
} from '../src/errors.ts';
import { WorkerPool } from '../src/worker-pool.ts';
import type { TestResult, TestTask } from './fixtures/test-worker.ts';

const TEST_WORKER = new URL('./fixtures/test-worker.ts', import.meta.url);
const pools: WorkerPool<TestTask, TestResult>[] = [];

function createPool(
  options: {
    size?: number;
    minSize?: number;
    idleMs?: number;
    maxQueue?: number;
    timeoutMs?: number;
    maxTasksPerWorker?: number;
    maxRssBytes?: number;
    retireAboveRssBytes?: number;
  } = {},
) {
  const pool = new WorkerPool<TestTask, TestResult>({
    moduleUrl: TEST_WORKER,
    workerOptions: { greeting: 'hello' },
    size: options.size ?? 1,
    ...(options.minSize === undefined ? {} : { minSize: options.minSize }),
    ...(options.idleMs === undefined ? {} : { idleMs: options.idleMs }),
    ...(options.maxTasksPerWorker === undefined ? {} : { maxTasksPerWorker: options.maxTasksPerWorker }),
    ...(options.maxRssBytes === undefined ? {} : { maxRssBytes: options.maxRssBytes }),
    ...(options.retireAboveRssBytes === undefined ? {} : { retireAboveRssBytes: options.retireAboveRssBytes }),
    maxQueue: options.maxQueue ?? 8,
    timeoutMs: options.timeoutMs ?? 10_000,
  });
  pools.push(pool);
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('WorkerPool', () => {
  it('runs tasks in worker processes with the options it was given', async () => {
    const pool = createPool({ size: 2 });
    const results = await Promise.all([1, 2, 3, 4].map((value) => pool.run({ value })));
    expect(results.map((result) => result.value)).toEqual([1, 2, 3, 4]);
    expect(results.every((result) => result.greeting === 'hello' && result.pid !== process.pid)).toBe(true);
    expect(pool.stats()).toMatchObject({ workers: 2, completed: 4, busy: 0, queued: 0 });
  });

  it('starts no worker before the first task, grows to size while tasks wait, and retires idle workers', async () => {
    // idleMs outlasts a task: while the fourth task runs on one worker the other idles for a whole task.
    const pool = createPool({ size: 2, minSize: 0, idleMs: 2_000 });
    expect(pool.stats()).toMatchObject({ workers: 0, started: 0 });
    expect((await pool.run({ value: 1 })).value).toBe(1);
    expect(pool.stats()).toMatchObject({ workers: 1, started: 1 });
    // Three tasks at once: the second finds the worker busy and starts another, never more than `size`. Each task
    // blocks long enough for the new process to start on a loaded machine (a spawn there can take most of a second).
    const results = await Promise.all([2, 3, 4].map((value) => pool.run({ value, blockMs: 800 })));
    expect(new Set(results.map((result) => result.pid)).size).toBe(2);
    expect(pool.stats()).toMatchObject({ workers: 2, started: 2 });
    // Idle: every worker beyond minSize exits, and its process with it.
    await vi.waitFor(() => expect(pool.stats()).toMatchObject({ workers: 0, retired: 2 }), { timeout: 10_000 });
    for (const pid of new Set(results.map((result) => result.pid))) {
      await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), { timeout: 5_000 });
    }
    expect((await pool.run({ value: 5 })).value).toBe(5);
    expect(pool.stats()).toMatchObject({ workers: 1, started: 3 });
  });

  it('replaces a worker after maxTasksPerWorker tasks: its successor starts first, and no task is lost', async () => {
    const pool = createPool({ size: 1, maxTasksPerWorker: 3 });
    const first = await pool.run({ value: 1 });
    await pool.run({ value: 2 });
    // The third task reaches the limit: a successor starts while the old worker stays in service.
    const third = await pool.run({ value: 3 });
    expect(third.pid).toBe(first.pid);
    // Tasks sent meanwhile are answered, by the old worker or, once it is ready, by the successor.
    const meanwhile = await Promise.all([4, 5].map((value) => pool.run({ value })));
    expect(meanwhile.map((result) => result.value)).toEqual([4, 5]);
    await vi.waitFor(() => expect(pool.stats()).toMatchObject({ workers: 1, recycled: 1, started: 2 }), {
      timeout: 10_000,
    });
    await vi.waitFor(() => expect(() => process.kill(first.pid, 0)).toThrow(), { timeout: 5_000 });
    const later = await pool.run({ value: 6 });
    expect(later.pid).not.toBe(first.pid);
    expect(pool.stats()).toMatchObject({ failed: 0, timedOut: 0, replaced: 0 });
  });

  it('lets a busy worker finish its task before its successor takes over', async () => {
    const pool = createPool({ size: 1, maxTasksPerWorker: 1 });
    const first = await pool.run({ value: 1 });
    // The successor is starting; this task runs on the old worker and outlasts the successor's start.
    const long = await pool.run({ value: 2, blockMs: 1_500 });
    expect(long).toMatchObject({ value: 2, pid: first.pid });
    await vi.waitFor(() => expect(() => process.kill(first.pid, 0)).toThrow(), { timeout: 10_000 });
    const next = await pool.run({ value: 3 });
    expect(next.pid).not.toBe(first.pid);
    expect(pool.stats()).toMatchObject({ failed: 0, recycled: 1 });
  });

  it('refuses a maxTasksPerWorker that is not a positive integer', () => {
    expect(() => createPool({ maxTasksPerWorker: 0 })).toThrow(RangeError);
    expect(() => createPool({ maxTasksPerWorker: 1.5 })).toThrow(RangeError);
  });

  it('keeps minSize workers however idle', async () => {
    const pool = createPool({ size: 2, minSize: 1, idleMs: 100 });
    await Promise.all([1, 2].map((value) => pool.run({ value, blockMs: 100 })));
    expect(pool.stats().workers).toBe(2);
    await vi.waitFor(() => expect(pool.stats()).toMatchObject({ workers: 1, retired: 1 }), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pool.stats()).toMatchObject({ workers: 1, retired: 1 });
  });

  it('refuses a task with WorkerQueueFullError when every worker is busy and the queue is full', async () => {
    const pool = createPool({ size: 1, maxQueue: 1 });
    await pool.ready();
    const running = pool.run({ value: 1, blockMs: 200 });
    const waiting = pool.run({ value: 2 });
    const refused = pool.run({ value: 3 });

    await expect(refused).rejects.toBeInstanceOf(WorkerQueueFullError);
    await expect(refused).rejects.toMatchObject({ code: 'WORKER_QUEUE_FULL', maxQueue: 1 });
    expect((await running).value).toBe(1);
    expect((await waiting).value).toBe(2);
    expect(pool.stats()).toMatchObject({ completed: 2, queued: 0 });
  });

  it('rejects an overrunning task with WorkerTimeoutError and replaces its stuck worker', async () => {
    const pool = createPool({ size: 1, timeoutMs: 150 });
    const before = await pool.run({ value: 0 });

    await expect(pool.run({ value: 1, blockMs: 3_000 })).rejects.toBeInstanceOf(WorkerTimeoutError);

    const after = await pool.run({ value: 2 });
    expect(after.value).toBe(2);
    expect(after.pid).not.toBe(before.pid);
    expect(pool.stats()).toMatchObject({ workers: 1, timedOut: 1, replaced: 1 });
  });

  it('stops a task that overruns inside a native call at once: its worker process is killed, not left computing', async () => {
    const pool = createPool({ size: 1, timeoutMs: 200 });
    const before = await pool.run({ value: 0 });
    const started = performance.now();
    // Ten seconds of computing in one native call, which no thread can be interrupted in.
    await expect(pool.run({ nativeMs: 10_000 })).rejects.toBeInstanceOf(WorkerTimeoutError);
    expect(performance.now() - started).toBeLessThan(5_000);
    await vi.waitFor(() => expect(() => process.kill(before.pid, 0)).toThrow(/ESRCH/), { timeout: 2_000 });
    const after = await pool.run({ value: 1 });
    expect(after.pid).not.toBe(before.pid);
    expect(pool.stats()).toMatchObject({ workers: 1, busy: 0, timedOut: 1, replaced: 1 });
  });

  it('passes a task error back as WorkerFailedError and keeps the worker', async () => {
    const pool = createPool();
    const before = await pool.run({ value: 0 });
    await expect(pool.run({ fail: 'template exploded' })).rejects.toThrow(WorkerFailedError);
    await expect(pool.run({ fail: 'template exploded' })).rejects.toThrow(/template exploded/);
    const after = await pool.run({ value: 1 });
    expect(after.pid).toBe(before.pid);
    expect(pool.stats()).toMatchObject({ failed: 2, replaced: 0 });
  });

  it('waits for a task that answers asynchronously', async () => {
    const pool = createPool();
    expect((await pool.run({ value: 7, waitMs: 50 })).value).toBe(7);
  });

  it.runIf(process.platform === 'linux')(
    'kills a worker whose memory passes maxRssBytes, buffers outside the heap included, and replaces it',
    async () => {
      const pool = createPool({ size: 1, maxRssBytes: 200 * 1024 * 1024 });
      const before = await pool.run({ value: 0, allocateMb: 64 });
      // 1 GiB, 16 MiB at a time, then a minute's wait: only the memory check can end this task.
      await expect(pool.run({ allocateMb: 1024, waitMs: 60_000 })).rejects.toBeInstanceOf(WorkerOverMemoryError);
      await vi.waitFor(() => expect(() => process.kill(before.pid, 0)).toThrow(/ESRCH/), { timeout: 2_000 });
      const after = await pool.run({ value: 1 });
      expect(after.pid).not.toBe(before.pid);
      expect(pool.stats()).toMatchObject({ workers: 1, overMemory: 1, timedOut: 0, replaced: 1 });
    },
  );

  it.runIf(process.platform === 'linux')(
    'replaces a worker that ends a task holding more than retireAboveRssBytes, so the next task starts fresh',
    async () => {
      const pool = createPool({ size: 1, maxRssBytes: 600 * 1024 * 1024, retireAboveRssBytes: 160 * 1024 * 1024 });
      const light = await pool.run({ value: 0 });
      expect((await pool.run({ value: 1 })).pid).toBe(light.pid);
      // 256 MiB kept by the worker after its task: under the limit, so the task succeeds, but over the retiring line.
      const heavy = await pool.run({ value: 2, allocateMb: 256 });
      expect(heavy.pid).toBe(light.pid);
      const next = await pool.run({ value: 3 });
      expect(next.pid).not.toBe(heavy.pid);
      await vi.waitFor(() => expect(() => process.kill(heavy.pid, 0)).toThrow(/ESRCH/), { timeout: 2_000 });
      expect(pool.stats()).toMatchObject({ workers: 1, overMemory: 0 });
    },
  );

  it('replaces a worker that dies during a task', async () => {
    const pool = createPool();
    await expect(pool.run({ exit: true })).rejects.toBeInstanceOf(WorkerExitedError);
    await expect(pool.run({ exit: true })).rejects.toThrow(/worker stopped/);
    expect((await pool.run({ value: 5 })).value).toBe(5);
    expect(pool.stats()).toMatchObject({ workers: 1, replaced: 2 });
  });

  it('rejects waiting and new tasks with WorkerPoolClosedError once closed', async () => {
    const pool = createPool({ size: 1, maxQueue: 4 });
    await pool.ready();
    const running = expect(pool.run({ blockMs: 100 })).rejects.toBeInstanceOf(WorkerPoolClosedError);
    const waiting = expect(pool.run({ value: 1 })).rejects.toBeInstanceOf(WorkerPoolClosedError);
    await pool.close();
    await Promise.all([running, waiting]);
    await expect(pool.run({ value: 2 })).rejects.toBeInstanceOf(WorkerPoolClosedError);
  });
});
