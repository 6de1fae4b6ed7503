// Entry of every pool worker. Node cannot load TypeScript by itself (and `--import tsx` in a worker's execArgv does
// not reach the worker's entry on Node 20), so this plain module registers tsx's loader and then imports the
// worker module named in workerData. Works the same under tsx, vitest and plain node.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.moduleUrl);
