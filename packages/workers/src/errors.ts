/** Every error the worker pool and the fair queue reject with; `code` is stable for callers to map to their own. */
export class WorkerError extends Error {
  constructor(
    readonly code:
      'WORKER_QUEUE_FULL' | 'WORKER_TIMEOUT' | 'WORKER_FAILED' | 'WORKER_POOL_CLOSED' | 'WORKER_OVER_MEMORY',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** Every worker is busy and the waiting queue (or the owner's share of it) is full: try again shortly. */
export class WorkerQueueFullError extends WorkerError {
  constructor(readonly maxQueue: number) {
    super('WORKER_QUEUE_FULL', `Every worker is busy (${maxQueue} tasks waiting). Please try again in a moment.`);
  }
}

/** A task took longer than the timeout; its worker process was killed and replaced. */
export class WorkerTimeoutError extends WorkerError {
  constructor(readonly timeoutMs: number) {
    super('WORKER_TIMEOUT', `The task took longer than ${timeoutMs} ms.`);
  }
}

/** A task threw in its worker, or workers fail to start. */
export class WorkerFailedError extends WorkerError {
  constructor(message: string, options?: ErrorOptions) {
    super('WORKER_FAILED', message, options);
  }
}

/** A worker process died in the middle of a task (killed by the system, out of memory, a crash). */
export class WorkerExitedError extends WorkerFailedError {}

/** The pool (or the queue) was closed: the process is shutting down. */
export class WorkerPoolClosedError extends WorkerError {
  constructor() {
    super('WORKER_POOL_CLOSED', 'The worker pool has been closed.');
  }
}

/** A task made its worker process use more memory than the pool allows; the process was killed and replaced. */
export class WorkerOverMemoryError extends WorkerError {
  constructor(readonly maxRssBytes: number) {
    super('WORKER_OVER_MEMORY', `The task used more than ${Math.round(maxRssBytes / 1024 / 1024)} MiB of memory.`);
  }
}
