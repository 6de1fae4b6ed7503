// Entry of every pool worker process. Node cannot load TypeScript by itself, so this plain module registers tsx's
// loader and then imports the worker module named in the boot data (see worker-protocol.ts). Works the same under
// tsx, vitest and plain node.
import { register } from 'tsx/esm/api';

register();
const { moduleUrl } = JSON.parse(process.env.VITAE_POOL_WORKER ?? '{}');
if (!moduleUrl) throw new Error('worker-entry.mjs is started by the worker pool, with its boot data');
await import(moduleUrl);
