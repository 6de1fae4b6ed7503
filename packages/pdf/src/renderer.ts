import { availableParallelism } from 'node:os';
import type { ResumeContent } from '@vitae/schema';
import { type PreparedResume, prepareResume } from './content-hash.ts';
import { PdfRendererClosedError } from './errors.ts';
import { LruCache } from './lru-cache.ts';
import { TEMPLATES_DIR } from './registry.ts';
import type { RenderTask, RenderWorkerOptions } from './render-worker.ts';
import { assertTemplate } from './template-files.ts';
import { WorkerPool, type WorkerPoolStats } from './worker-pool.ts';

export interface PdfRendererOptions {
  /** Worker threads compiling in parallel. Default: the machine's cores, at most 4. */
  workers?: number;
  /** Per render, once a worker has taken it; the worker is then replaced. Default 10 s. */
  timeoutMs?: number;
  /** Renders that may wait for a free worker before `render` rejects with PdfQueueFullError. Default 32. */
  maxQueue?: number;
  /** PDFs kept in memory by content hash. Default 256 entries and 64 MiB, whichever is reached first. */
  cacheEntries?: number;
  cacheBytes?: number;
  /** Compile these templates once when each worker starts. Default: none. */
  warmUp?: string[];
  templatesDir?: string;
}

export interface PdfRendererStats extends WorkerPoolStats {
  cacheHits: number;
  cacheEntries: number;
}

export interface PdfRenderer {
  /**
   * The PDF of `content` in the template `folderName`. Identical content (after normalisation) is compiled once
   * and then served from the cache, also while the first render is still running. Rejects with
   * PdfUnknownTemplateError, PdfInvalidContentError, PdfQueueFullError, PdfTimeoutError, PdfRenderError or
   * PdfRendererClosedError. The bytes are the caller's to keep.
   */
  render(folderName: string, content: ResumeContent): Promise<Uint8Array>;
  /** `render` for content that went through `prepareResume` with this renderer's templates folder. */
  renderPrepared(prepared: PreparedResume): Promise<Uint8Array>;
  /** Resolves when every worker has started (useful before measuring). */
  ready(): Promise<void>;
  stats(): PdfRendererStats;
  /** Stops the workers; pending renders reject with PdfRendererClosedError. */
  close(): Promise<void>;
}

const RENDER_WORKER = new URL('./render-worker.ts', import.meta.url);

export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const templatesDir = options.templatesDir ?? TEMPLATES_DIR;
  const workerOptions: RenderWorkerOptions = { templatesDir, warmUp: options.warmUp ?? [] };
  const pool = new WorkerPool<RenderTask, Uint8Array>({
    moduleUrl: RENDER_WORKER,
    workerOptions,
    size: options.workers ?? Math.min(4, availableParallelism()),
    maxQueue: options.maxQueue ?? 32,
    timeoutMs: options.timeoutMs ?? 10_000,
  });
  const cache = new LruCache<string, Uint8Array>(
    options.cacheEntries ?? 256,
    options.cacheBytes ?? 64 * 1024 * 1024,
    (pdf) => pdf.byteLength,
  );
  const inFlight = new Map<string, Promise<Uint8Array>>();
  let cacheHits = 0;
  let closed = false;

  const compile = (key: string, task: RenderTask): Promise<Uint8Array> => {
    const running = pool.run(task).then((pdf) => {
      if (!closed) cache.set(key, pdf);
      return pdf;
    });
    inFlight.set(key, running);
    const forget = () => inFlight.delete(key);
    running.then(forget, forget);
    return running;
  };

  // Everything up to pool.run happens synchronously, so a burst of calls meets the queue limit in call order.
  async function renderPrepared({ folderName, content, hash }: PreparedResume): Promise<Uint8Array> {
    if (closed) throw new PdfRendererClosedError();
    assertTemplate(folderName, templatesDir);
    const cached = cache.get(hash);
    if (cached) {
      cacheHits += 1;
      return cached.slice();
    }
    const running = inFlight.get(hash);
    if (running) cacheHits += 1;
    const pdf = await (running ?? compile(hash, { folderName, content }));
    return pdf.slice();
  }

  return {
    async render(folderName, content) {
      return renderPrepared(prepareResume(folderName, content, templatesDir));
    },
    renderPrepared,
    ready: () => pool.ready(),
    stats: () => ({ ...pool.stats(), cacheHits, cacheEntries: cache.size }),
    async close() {
      closed = true;
      inFlight.clear();
      await pool.close();
    },
  };
}
