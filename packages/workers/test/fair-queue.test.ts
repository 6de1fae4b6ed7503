import { describe, expect, it } from 'vitest';
import { WorkerPoolClosedError, WorkerQueueFullError } from '../src/errors.ts';
import { FairQueue, type FairQueueOptions } from '../src/fair-queue.ts';

/** A queue whose jobs are names; each run waits until the test finishes it, and the start order is recorded. */
function harness(options: Partial<Omit<FairQueueOptions<string, string>, 'run'>> = {}) {
  const started: string[] = [];
  const finishers = new Map<string, { resolve(value: string): void; reject(error: Error): void }>();
  const queue = new FairQueue<string, string>({
    concurrency: 1,
    maxQueued: 100,
    maxQueuedPerOwner: 100,
    ...options,
    run: (job) =>
      new Promise<string>((resolve, reject) => {
        started.push(job);
        finishers.set(job, { resolve, reject });
      }),
  });
  /** Finishes a running job with its own name as the result, and lets the queue start the next. */
  const finish = async (job: string) => {
    finishers.get(job)!.resolve(`done ${job}`);
    await new Promise((resolve) => setImmediate(resolve));
  };
  const fail = async (job: string, error: Error) => {
    finishers.get(job)!.reject(error);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { queue, started, finish, fail };
}

describe('FairQueue', () => {
  it('serves a light owner right after the running job, before a flooding owner’s waiting jobs', async () => {
    const { queue, started, finish } = harness();
    const flood = ['f1', 'f2', 'f3', 'f4', 'f5'].map((job) => queue.submit('flooder', job, job));
    const light = queue.submit('light', 'resume', 'l1');
    expect(started).toEqual(['f1']);
    expect(queue.stats()).toMatchObject({ running: 1, queued: 5, owners: 2 });

    await finish('f1');
    expect(started).toEqual(['f1', 'l1']);
    await finish('l1');
    await expect(light).resolves.toBe('done l1');
    for (const job of ['f2', 'f3', 'f4', 'f5']) await finish(job);
    expect(started).toEqual(['f1', 'l1', 'f2', 'f3', 'f4', 'f5']);
    expect(await Promise.all(flood)).toEqual(['done f1', 'done f2', 'done f3', 'done f4', 'done f5']);
    expect(queue.stats()).toEqual({ running: 0, queued: 0, owners: 0, replaced: 0 });
  });

  it('takes owners in turns (round-robin), whatever order their jobs came in', async () => {
    const { queue, started, finish } = harness();
    for (const [owner, job] of [
      ['a', 'a1'],
      ['a', 'a2'],
      ['a', 'a3'],
      ['b', 'b1'],
      ['b', 'b2'],
      ['c', 'c1'],
    ]) {
      void queue.submit(owner!, job!, job!);
    }
    for (const job of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3']) await finish(job);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('runs at most one job per owner, even with runners free, and other owners’ jobs beside it', async () => {
    const { queue, started, finish } = harness({ concurrency: 3 });
    void queue.submit('a', 's1', 'a1');
    void queue.submit('a', 's2', 'a2');
    void queue.submit('b', 's1', 'b1');
    expect(started).toEqual(['a1', 'b1']);
    expect(queue.stats()).toMatchObject({ running: 2, queued: 1 });
    await finish('a1');
    expect(started).toEqual(['a1', 'b1', 'a2']);
  });

  it('replaces a waiting job of the same slot, and answers both callers with the newer job’s result', async () => {
    const { queue, started, finish } = harness();
    const running = queue.submit('a', 'resume', 'v1');
    const older = queue.submit('a', 'resume', 'v2');
    const newer = queue.submit('a', 'resume', 'v3');
    const other = queue.submit('a', 'another resume', 'w1');
    expect(queue.stats()).toMatchObject({ queued: 2, replaced: 1 });
    await finish('v1');
    await finish('v3');
    await finish('w1');
    expect(started).toEqual(['v1', 'v3', 'w1']);
    expect(await Promise.all([running, older, newer, other])).toEqual(['done v1', 'done v3', 'done v3', 'done w1']);
  });

  it('passes a failure to every caller of the job and goes on with the next', async () => {
    const { queue, finish, fail } = harness();
    const first = queue.submit('a', 'x', 'j1');
    const waiting = [queue.submit('b', 'y', 'j2'), queue.submit('b', 'y', 'j3')];
    const boom = new Error('boom');
    const failed = expect(first).rejects.toBe(boom);
    await fail('j1', boom);
    await failed;
    await finish('j3');
    expect(await Promise.all(waiting)).toEqual(['done j3', 'done j3']);
  });

  it('refuses a job that would wait when the queue, or the owner’s share of it, is full', async () => {
    const { queue } = harness({ maxQueued: 3, maxQueuedPerOwner: 2 });
    void queue.submit('a', '1', 'a1');
    void queue.submit('a', '2', 'a2');
    void queue.submit('a', '3', 'a3');
    await expect(queue.submit('a', '4', 'a4')).rejects.toMatchObject({ code: 'WORKER_QUEUE_FULL', maxQueue: 2 });
    // A newer job for a waiting slot takes no room.
    void queue.submit('a', '3', 'a3 again');
    void queue.submit('b', '1', 'b1');
    await expect(queue.submit('c', '1', 'c1')).rejects.toBeInstanceOf(WorkerQueueFullError);
    expect(queue.stats()).toMatchObject({ running: 1, queued: 3, owners: 2 });
  });

  it('rejects waiting and later jobs once closed', async () => {
    const { queue } = harness();
    void queue.submit('a', '1', 'a1');
    const waiting = queue.submit('b', '1', 'b1');
    queue.close();
    await expect(waiting).rejects.toBeInstanceOf(WorkerPoolClosedError);
    await expect(queue.submit('c', '1', 'c1')).rejects.toBeInstanceOf(WorkerPoolClosedError);
  });
});
