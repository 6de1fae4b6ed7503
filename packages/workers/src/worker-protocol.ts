/** Main process -> worker process. */
export interface TaskMessage<TTask> {
  id: number;
  task: TTask;
}

/** Worker -> main process: first `ready` once the worker can take tasks, then one answer per task. */
export type WorkerMessage<TResult> =
  | { type: 'ready' }
  | { type: 'done'; id: number; result: TResult }
  | { type: 'failed'; id: number; error: { name: string; message: string } };

/** What a worker process finds, as JSON, in the environment variable WORKER_BOOT_ENV. */
export interface WorkerBootData {
  moduleUrl: string;
  options: unknown;
}

export const WORKER_BOOT_ENV = 'VITAE_POOL_WORKER';

export interface TaskHandler<TTask, TResult> {
  /** A task's answer; a promise is awaited (the pool sends the next task only after this one's answer). */
  run(task: TTask): TResult | Promise<TResult>;
}

/** The options the pool passed for this worker module. */
export function workerOptions<T>(): T {
  const boot = process.env[WORKER_BOOT_ENV];
  if (!boot) throw new Error('workerOptions() is for a pool worker process');
  return (JSON.parse(boot) as WorkerBootData).options as T;
}

/**
 * Worker side of the pool: answers each task with `handler.run`, one at a time (the pool sends a worker its next task
 * only after the answer, so a task that never ends keeps this process busy until the pool's timeout kills it). The
 * process ends with the pool's connection to it, also when the main process dies without closing the pool.
 */
export function serveTasks<TTask, TResult>(handler: TaskHandler<TTask, TResult>): void {
  const send = process.send?.bind(process);
  if (!send || !process.env[WORKER_BOOT_ENV]) throw new Error('serveTasks runs in a pool worker process');
  process.on('disconnect', () => process.exit(0));
  process.on('message', async ({ id, task }: TaskMessage<TTask>) => {
    let answer: WorkerMessage<TResult>;
    try {
      answer = { type: 'done', id, result: await handler.run(task) };
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      answer = { type: 'failed', id, error: { name, message } };
    }
    send(answer);
  });
  send({ type: 'ready' } satisfies WorkerMessage<TResult>);
}
