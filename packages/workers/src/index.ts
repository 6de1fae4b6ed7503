export {
  WorkerError,
  WorkerExitedError,
  WorkerFailedError,
  WorkerOverMemoryError,
  WorkerPoolClosedError,
  WorkerQueueFullError,
  WorkerTimeoutError,
} from './errors.ts';
export { FairQueue, type FairQueueOptions, type FairQueueStats } from './fair-queue.ts';
export { WorkerPool, type WorkerPoolOptions, type WorkerPoolStats } from './worker-pool.ts';
export { serveTasks, type TaskHandler, workerOptions } from './worker-protocol.ts';
