import { randomUUID } from 'node:crypto';
import { IMPORT_MESSAGES } from '@vitae/schema';
import {
  FairQueue,
  WorkerExitedError,
  WorkerOverMemoryError,
  WorkerPool,
  WorkerPoolClosedError,
  WorkerQueueFullError,
  WorkerTimeoutError,
} from '@vitae/workers';
import { InvalidInput, Unavailable } from '../../lib/domain-errors.ts';
import { isPdfFile } from './detect.ts';
import { PDF_TIME_BUDGET_MS } from './pdf-lines.ts';
import type { ReadDocument } from './document-reader.ts';
import type { ReadFile } from './read-file.ts';
import type { ReadResult, ReadTask } from './read-worker.ts';
import { fromRefusal } from './refusal.ts';

// Beside this module: the TypeScript source, or in the server's build (apps/server/dist) the compiled entry.
const READ_WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './read-worker.ts' : './import-worker.js',
  import.meta.url,
);

export interface FileReaderOptions {
  /** Reader processes at most (IMPORT_WORKERS); each starts with a file to read and exits after an idle spell. */
  workers: number;
  /** A reader whose resident memory passes this is killed and its file refused (IMPORT_WORKER_MEMORY_MB). */
  maxRssBytes: number;
  /** A file still being read after this is refused and its reader killed; more than the PDF reader's own budget. */
  timeoutMs?: number;
  /** A reader with nothing to do exits after this long, giving its memory back. */
  idleMs?: number;
  /** Files that may wait for a reader, everyone's together, and each user's. */
  maxQueued?: number;
  maxQueuedPerUser?: number;
}

export interface FileReader {
  /** The file read and validated in a reader process; a domain error when it is refused (Unavailable when the readers are busy). */
  read(userId: string, bytes: Uint8Array): Promise<ReadFile>;
  /**
   * A PDF or Word file read for the ATS check (its lines, text and fields), in a reader process with import's limits
   * and refusals. `owner` takes turns with the others (a user's id, or a client IP for the public checker). With a
   * `slot`, a newer file of the owner's for the same slot replaces one still waiting: both callers then get the newer
   * file's read, and `tag` says whose it was.
   */
  readDocument(
    owner: string,
    bytes: Uint8Array,
    options?: { slot?: string; tag?: string },
  ): Promise<{ document: ReadDocument; warnings: string[]; tag?: string | undefined }>;
  close(): Promise<void>;
}

/**
 * Imported files are read in child processes, never on the server's main thread, so no file can stall or crash the
 * server: a reader is killed (SIGKILL) past `timeoutMs` or `maxRssBytes` (memory outside V8's heap included: decoded
 * PDF streams are buffers) and the file refused with 400. Users take turns (one file of each being read at a time,
 * round-robin), so one user's files delay another's by at most one read.
 */
export function createFileReader(options: FileReaderOptions): FileReader {
  const heapMb = Math.max(64, Math.floor(options.maxRssBytes / 1024 / 1024 / 2));
  const pool = new WorkerPool<ReadTask, ReadResult>({
    moduleUrl: READ_WORKER,
    size: options.workers,
    minSize: 0,
    idleMs: options.idleMs ?? 30_000,
    // The fair queue hands the pool at most `workers` files, which wait here only for a reader to start.
    maxQueue: options.workers,
    timeoutMs: options.timeoutMs ?? PDF_TIME_BUDGET_MS + 1_000,
    maxRssBytes: options.maxRssBytes,
    // A reader left holding half its limit by a large file is replaced before the next file, which would otherwise
    // start near the limit and be refused for memory it never used.
    retireAboveRssBytes: options.maxRssBytes / 2,
    // V8's heap ends well below the process limit, so a runaway heap fails fast inside the reader.
    execArgv: [`--max-old-space-size=${heapMb}`],
  });
  const queue = new FairQueue<ReadTask, ReadResult>({
    concurrency: options.workers,
    maxQueued: options.maxQueued ?? 100,
    maxQueuedPerOwner: options.maxQueuedPerUser ?? 4,
    run: (task) => pool.run(task),
  });

  async function submit(owner: string, slot: string, task: ReadTask): Promise<ReadResult> {
    let result: ReadResult;
    try {
      result = await queue.submit(owner, slot, task);
    } catch (error) {
      if (error instanceof WorkerQueueFullError || error instanceof WorkerPoolClosedError) {
        throw new Unavailable(IMPORT_MESSAGES.readersBusy);
      }
      // Over its time or memory, or the reader died on it (V8 out of memory): the file is refused, not retried.
      if (
        error instanceof WorkerTimeoutError ||
        error instanceof WorkerOverMemoryError ||
        error instanceof WorkerExitedError
      ) {
        throw new InvalidInput(isPdfFile(task.bytes) ? IMPORT_MESSAGES.pdfTooComplex : IMPORT_MESSAGES.fileTooComplex);
      }
      // A reader's own fault (it threw something other than a refusal): a bug of ours, answered 500 and logged.
      throw error;
    }
    if ('refused' in result) throw fromRefusal(result.refused);
    return result;
  }

  return {
    async read(userId, bytes) {
      // A slot of its own: every file is read, none replaces another still waiting.
      const result = await submit(userId, randomUUID(), { bytes });
      if (!('read' in result)) throw new Error('The reader answered an import with something else');
      return result.read;
    },
    async readDocument(owner, bytes, { slot = randomUUID(), tag } = {}) {
      const result = await submit(owner, slot, { bytes, kind: 'document', tag });
      if (!('document' in result)) throw new Error('The reader answered a document with something else');
      return result;
    },
    async close() {
      queue.close();
      await pool.close();
    },
  };
}
