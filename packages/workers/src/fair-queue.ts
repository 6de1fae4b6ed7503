import { WorkerPoolClosedError, WorkerQueueFullError } from './errors.ts';

export interface FairQueueOptions<TJob, TResult> {
  /** Jobs running at once, all owners together (the worker pool's size). */
  concurrency: number;
  /** Jobs that may wait, all owners together; one more is refused with WorkerQueueFullError. */
  maxQueued: number;
  /** Jobs one owner may have waiting; one more is refused with WorkerQueueFullError. */
  maxQueuedPerOwner: number;
  run(job: TJob): Promise<TResult>;
}

export interface FairQueueStats {
  running: number;
  queued: number;
  /** Owners with a job running or waiting. */
  owners: number;
  /** Waiting jobs that a newer job for the same slot replaced. */
  replaced: number;
}

interface Waiter<TResult> {
  resolve(result: TResult): void;
  reject(error: unknown): void;
}

interface Waiting<TJob, TResult> {
  slot: string;
  job: TJob;
  /** The callers of this job and of every job it replaced: they all get its result. */
  waiters: Waiter<TResult>[];
}

interface OwnerState<TJob, TResult> {
  running: boolean;
  /** Oldest first; at most one job per slot. */
  queue: Waiting<TJob, TResult>[];
}

/**
 * Runs jobs fairly between owners (users): at most one job of an owner runs at a time, and owners with waiting jobs
 * take turns (round-robin), so an owner who sends many jobs waits for them himself while everyone else's job starts
 * after at most one of his. A job for a slot (an owner's resume) that already has a job waiting replaces that job:
 * only the newest content is worth working on, and the callers of the replaced job get the newer job's result.
 */
export class FairQueue<TJob, TResult> {
  private readonly owners = new Map<string, OwnerState<TJob, TResult>>();
  /** Owners with a job waiting and none running, in the order of their turns (a Set keeps insertion order). */
  private readonly turns = new Set<string>();
  private running = 0;
  private queued = 0;
  private replaced = 0;
  private closed = false;

  constructor(private readonly options: FairQueueOptions<TJob, TResult>) {
    if (!Number.isInteger(options.concurrency) || options.concurrency < 1) {
      throw new RangeError('concurrency must be a positive integer');
    }
    if (!Number.isInteger(options.maxQueued) || options.maxQueued < 0) throw new RangeError('maxQueued must be >= 0');
    if (!Number.isInteger(options.maxQueuedPerOwner) || options.maxQueuedPerOwner < 0) {
      throw new RangeError('maxQueuedPerOwner must be >= 0');
    }
  }

  /**
   * Runs `job` for `owner` (in `slot`) when its turn comes. Starts at once when a runner is free and the owner has
   * nothing running; rejects at once with WorkerQueueFullError when it would have to wait and the queue (or the owner's
   * share of it) is full, or with WorkerPoolClosedError once closed.
   */
  submit(owner: string, slot: string, job: TJob): Promise<TResult> {
    if (this.closed) return Promise.reject(new WorkerPoolClosedError());
    return new Promise<TResult>((resolve, reject) => {
      const waiter = { resolve, reject };
      let state = this.owners.get(owner);
      if (!state) {
        state = { running: false, queue: [] };
        this.owners.set(owner, state);
      }
      const older = state.queue.find((waiting) => waiting.slot === slot);
      if (older) {
        older.job = job;
        older.waiters.push(waiter);
        this.replaced += 1;
        return;
      }
      const entry = { slot, job, waiters: [waiter] };
      // With a runner free, no owner whose turn it could be is waiting (pump would have started him): start now.
      if (!state.running && this.running < this.options.concurrency) {
        this.start(owner, state, entry);
        return;
      }
      const full =
        this.queued >= this.options.maxQueued
          ? this.options.maxQueued
          : state.queue.length >= this.options.maxQueuedPerOwner
            ? this.options.maxQueuedPerOwner
            : undefined;
      if (full !== undefined) {
        this.forgetIfIdle(owner, state);
        reject(new WorkerQueueFullError(full));
        return;
      }
      state.queue.push(entry);
      this.queued += 1;
      if (!state.running) this.turns.add(owner);
    });
  }

  stats(): FairQueueStats {
    return { running: this.running, queued: this.queued, owners: this.owners.size, replaced: this.replaced };
  }

  /** Rejects every waiting job with WorkerPoolClosedError, and later submissions too; running jobs finish. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    const error = new WorkerPoolClosedError();
    for (const state of this.owners.values()) {
      for (const waiting of state.queue.splice(0)) for (const waiter of waiting.waiters) waiter.reject(error);
    }
    this.turns.clear();
    this.queued = 0;
  }

  private start(owner: string, state: OwnerState<TJob, TResult>, entry: Waiting<TJob, TResult>): void {
    state.running = true;
    this.running += 1;
    let result: Promise<TResult>;
    try {
      result = this.options.run(entry.job);
    } catch (error) {
      result = Promise.reject(error);
    }
    // The next job starts before the callers of this one hear of it.
    result.then(
      (value) => {
        this.finish(owner, state);
        for (const waiter of entry.waiters) waiter.resolve(value);
      },
      (error: unknown) => {
        this.finish(owner, state);
        for (const waiter of entry.waiters) waiter.reject(error);
      },
    );
  }

  private finish(owner: string, state: OwnerState<TJob, TResult>): void {
    state.running = false;
    this.running -= 1;
    if (state.queue.length > 0) this.turns.add(owner);
    else this.forgetIfIdle(owner, state);
    this.pump();
  }

  private pump(): void {
    while (this.running < this.options.concurrency) {
      const [owner] = this.turns;
      if (owner === undefined) return;
      this.turns.delete(owner);
      const state = this.owners.get(owner)!;
      const entry = state.queue.shift()!;
      this.queued -= 1;
      this.start(owner, state, entry);
    }
  }

  private forgetIfIdle(owner: string, state: OwnerState<TJob, TResult>): void {
    if (!state.running && state.queue.length === 0) this.owners.delete(owner);
  }
}
