import { isMainThread, parentPort, workerData } from 'node:worker_threads';

/** Main thread -> worker. */
export interface TaskMessage<TTask> {
  id: number;
  task: TTask;
}

/** Worker -> main thread: first `ready` once the worker can take tasks, then one answer per task. */
export type WorkerMessage<TResult> =
  | { type: 'ready' }
  | { type: 'done'; id: number; result: TResult }
  | { type: 'failed'; id: number; error: { name: string; message: string } };

/** What a worker module receives as `workerData`: its own options under `options`. */
export interface WorkerBootData {
  moduleUrl: string;
  options: unknown;
}

export interface TaskHandler<TTask, TResult> {
  run(task: TTask): TResult;
  /** Buffers to move (not copy) to the main thread with the result. */
  transfer?(result: TResult): ArrayBuffer[];
}

/** The options the pool passed for this worker module. */
export function workerOptions<T>(): T {
  return (workerData as WorkerBootData).options as T;
}

/**
 * Worker side of the pool: answers each task with `handler.run`, one at a time (the handler is synchronous, so a
 * task that never ends keeps this thread busy and the pool's timeout replaces the thread).
 */
export function serveTasks<TTask, TResult>(handler: TaskHandler<TTask, TResult>): void {
  if (isMainThread || !parentPort) throw new Error('serveTasks runs inside a worker thread');
  const port = parentPort;
  port.on('message', ({ id, task }: TaskMessage<TTask>) => {
    let answer: WorkerMessage<TResult>;
    let transfer: ArrayBuffer[] = [];
    try {
      const result = handler.run(task);
      answer = { type: 'done', id, result };
      transfer = handler.transfer?.(result) ?? [];
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      answer = { type: 'failed', id, error: { name, message } };
    }
    port.postMessage(answer, transfer);
  });
  port.postMessage({ type: 'ready' } satisfies WorkerMessage<TResult>);
}
