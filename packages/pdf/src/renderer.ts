import { availableParallelism } from 'node:os';
import { LIMITS, type ResumeContent } from '@vitae/schema';
import { createLru } from '@vitae/schema/lru-cache';
import { FairQueue, WorkerPool, type WorkerPoolStats } from '@vitae/workers';
import { type PreparedResume, prepareResume } from './content-hash.ts';
import type { PreparedLetter } from './cover-letter.ts';
import { PdfRendererClosedError, PdfTooLargeError } from './errors.ts';
import { TEMPLATES_DIR } from './registry.ts';
import type { RenderOutput, RenderResult, RenderTask, RenderWorkerOptions, SvgPages } from './render-worker.ts';

/** What the renderer draws: a resume (prepareResume) or a cover letter in its resume's style (prepareCoverLetter). */
export type PreparedDocument = PreparedResume | PreparedLetter;

function taskOf(prepared: PreparedDocument, maxPages: number, output?: RenderOutput): RenderTask {
  const task: RenderTask =
    'kind' in prepared
      ? { letter: prepared.letter, maxPages }
      : { folderName: prepared.folderName, content: prepared.content, maxPages };
  return output ? { ...task, output } : task;
}
import { assertTemplate } from './template-files.ts';
import { withPdfErrors } from './worker-errors.ts';

export interface PdfRendererOptions {
  /** Worker processes compiling in parallel, at most. Default: the machine's cores, at most 4. */
  workers?: number;
  /** Workers kept however idle (default: `workers`, all started at once); more start while renders wait. */
  minWorkers?: number;
  /** A worker beyond `minWorkers` exits after this long without a render (default: never). */
  workerIdleMs?: number;
  /** A worker is replaced after this many renders, giving back what Typst kept of them (default: never). */
  workerMaxRenders?: number;
  /** Per render, once a worker has taken it; the worker process is then killed and replaced. Default 10 s. */
  timeoutMs?: number;
  /** Renders that may wait for their turn before `render` rejects with PdfQueueFullError. Default 32. */
  maxQueue?: number;
  /** Renders one owner may have waiting before his next one rejects with PdfQueueFullError. Default 8. */
  maxQueuePerOwner?: number;
  /** A document with more pages is refused with PdfTooLargeError. Default LIMITS.pdfMaxPages. */
  maxPages?: number;
  /** PDFs kept in memory by content hash. Default 256 entries and 64 MiB, whichever is reached first; 0 keeps none. */
  cacheEntries?: number;
  cacheBytes?: number;
  /** Compile these templates once when each worker starts. Default: none. */
  warmUp?: string[];
  templatesDir?: string;
}

export interface PdfRendererStats extends WorkerPoolStats {
  cacheHits: number;
  cacheEntries: number;
  /** Waiting jobs that a newer render of the same owner and slot replaced. */
  superseded: number;
}

/**
 * Whose render it is: renders are scheduled fairly between owners (users), one running per owner, and a newer render
 * for a slot (one of the owner's resumes) replaces his older one while it still waits.
 */
export interface RenderKey {
  owner: string;
  slot: string;
}

export interface RenderedPdf {
  /** The content hash of this PDF: a render that a newer one replaced answers with the newer one's. */
  hash: string;
  pdf: Uint8Array;
}

/** The live preview of a resume: its pages as one SVG (see SvgPages), and the content hash it was rendered from. */
export interface RenderedSvg extends SvgPages {
  hash: string;
}

/** A thumbnail: a PNG of the first page, and the content hash it was drawn from (a replaced render's: the newer). */
export interface RenderedPng {
  hash: string;
  png: Uint8Array;
}

export interface PdfRenderer {
  /**
   * The PDF of `content` in the template `folderName`. Identical content (after normalisation) is compiled once
   * and then served from the cache, also while the first render is still running. Rejects with
   * PdfUnknownTemplateError, PdfInvalidContentError, PdfTooLargeError, PdfQueueFullError, PdfTimeoutError,
   * PdfRenderError or PdfRendererClosedError. The bytes are the caller's to keep. Each call is its own owner.
   */
  render(folderName: string, content: ResumeContent): Promise<Uint8Array>;
  /**
   * `render` for content that went through `prepareResume` with this renderer's templates folder, on behalf of
   * `key`'s owner (without a key, the call is its own owner). The answer may be a newer render of the same slot.
   */
  renderPrepared(prepared: PreparedDocument, key?: RenderKey): Promise<RenderedPdf>;
  /**
   * The same document as `renderPrepared` would write, as SVG pages (nothing cached), through the same fair queue:
   * a newer render of the key's slot replaces a waiting older one, which then answers the newer one's pages.
   */
  renderSvg(prepared: PreparedDocument, key?: RenderKey): Promise<RenderedSvg>;
  /**
   * A PNG, `widthPx` wide, of the document's first page (nothing cached), through the same fair queue and page
   * limit; a newer render of the key's slot replaces a waiting older one, which then answers the newer image.
   */
  renderThumbnail(prepared: PreparedDocument, widthPx: number, key?: RenderKey): Promise<RenderedPng>;
  /** Resolves when every worker has started (useful before measuring). */
  ready(): Promise<void>;
  stats(): PdfRendererStats;
  /** Stops the workers; pending renders reject with PdfRendererClosedError. */
  close(): Promise<void>;
}

// Beside this module: the TypeScript source, or in the server's build (apps/server/dist) the compiled entry.
const RENDER_WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './render-worker.ts' : './render-worker.js',
  import.meta.url,
);
/** Content hashes found too long to render, remembered so that sending them again costs no compile. */
const REFUSED_HASHES = 1024;

export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const templatesDir = options.templatesDir ?? TEMPLATES_DIR;
  const maxPages = options.maxPages ?? LIMITS.pdfMaxPages;
  const workerOptions: RenderWorkerOptions = { templatesDir, warmUp: options.warmUp ?? [] };
  const size = options.workers ?? Math.min(4, availableParallelism());
  const pool = new WorkerPool<RenderTask, RenderResult>({
    moduleUrl: RENDER_WORKER,
    workerOptions,
    size,
    minSize: options.minWorkers ?? size,
    ...(options.workerIdleMs === undefined ? {} : { idleMs: options.workerIdleMs }),
    ...(options.workerMaxRenders === undefined ? {} : { maxTasksPerWorker: options.workerMaxRenders }),
    // The fair queue hands the pool at most `size` renders, which wait here only for a replaced worker to start.
    maxQueue: size,
    timeoutMs: options.timeoutMs ?? 10_000,
  });
  const cache = createLru<string, Uint8Array>({
    max: options.cacheEntries ?? 256,
    maxBytes: options.cacheBytes ?? 64 * 1024 * 1024,
    sizeOf: (pdf) => pdf.byteLength,
  });
  const refused = createLru<string, number>({ max: REFUSED_HASHES });
  const inFlight = new Map<string, Promise<Uint8Array>>();
  let cacheHits = 0;
  let closed = false;
  let anonymous = 0;

  const tooManyPages = (pages: number) => new PdfTooLargeError('pages', pages, maxPages);

  const compile = (prepared: PreparedDocument): Promise<Uint8Array> => {
    const { hash } = prepared;
    const running = withPdfErrors(pool.run(taskOf(prepared, maxPages))).then((result) => {
      if ('tooManyPages' in result) {
        refused.set(hash, result.tooManyPages);
        throw tooManyPages(result.tooManyPages);
      }
      const { pdf } = result as { pdf: Uint8Array };
      if (!closed) cache.set(hash, pdf);
      return pdf;
    });
    inFlight.set(hash, running);
    const forget = () => inFlight.delete(hash);
    running.then(forget, forget);
    return running;
  };

  /** What a render answers without compiling: the cache, a refusal, or the same content being compiled. */
  const known = (hash: string): Promise<Uint8Array> | undefined => {
    const cached = cache.get(hash);
    if (cached) {
      cacheHits += 1;
      return Promise.resolve(cached);
    }
    const pages = refused.get(hash);
    if (pages !== undefined) return Promise.reject(tooManyPages(pages));
    const running = inFlight.get(hash);
    if (running) cacheHits += 1;
    return running;
  };

  /** The SVG pages or the thumbnail of a document: not cached (each preview is new content), refusals are. */
  const write = async (prepared: PreparedDocument, output: RenderOutput) => {
    const pages = refused.get(prepared.hash);
    if (pages !== undefined) throw tooManyPages(pages);
    const result = await withPdfErrors(pool.run(taskOf(prepared, maxPages, output)));
    if ('tooManyPages' in result) {
      refused.set(prepared.hash, result.tooManyPages);
      throw tooManyPages(result.tooManyPages);
    }
    return result;
  };

  type Job = { prepared: PreparedDocument; output: RenderOutput };
  type Written = RenderedPdf | RenderedSvg | RenderedPng;

  // The jobs of the fair queue: the newest content of a slot, when its turn comes.
  const queue = new FairQueue<Job, Written>({
    concurrency: size,
    maxQueued: options.maxQueue ?? 32,
    maxQueuedPerOwner: options.maxQueuePerOwner ?? 8,
    run: async ({ prepared, output }) => {
      const { hash } = prepared;
      if (output.kind === 'pdf') return { hash, pdf: await (known(hash) ?? compile(prepared)) };
      return { hash, ...(await write(prepared, output)) } as Written;
    },
  });

  const submit = (prepared: PreparedDocument, output: RenderOutput, key: RenderKey | undefined) => {
    if (closed) throw new PdfRendererClosedError();
    assertTemplate(prepared.folderName, templatesDir);
    return withPdfErrors(
      queue.submit(key?.owner ?? `anonymous ${(anonymous += 1)}`, key?.slot ?? '', { prepared, output }),
    );
  };

  // Everything up to the queue happens synchronously, so a burst of calls meets the queue limit in call order.
  async function renderPrepared(prepared: PreparedDocument, key?: RenderKey): Promise<RenderedPdf> {
    if (closed) throw new PdfRendererClosedError();
    assertTemplate(prepared.folderName, templatesDir);
    const ready = known(prepared.hash);
    const { hash, pdf } = ready
      ? { hash: prepared.hash, pdf: await ready }
      : ((await submit(prepared, { kind: 'pdf' }, key)) as RenderedPdf);
    return { hash, pdf: pdf.slice() };
  }

  // A slot holds one kind of output (the server keys previews and thumbnails apart from PDFs), so a replaced job's
  // answer is of its own kind.
  const renderSvg = async (prepared: PreparedDocument, key?: RenderKey) =>
    (await submit(prepared, { kind: 'svg' }, key)) as RenderedSvg;

  const renderThumbnail = async (prepared: PreparedDocument, widthPx: number, key?: RenderKey) =>
    (await submit(prepared, { kind: 'png', widthPx }, key)) as RenderedPng;

  return {
    async render(folderName, content) {
      return (await renderPrepared(prepareResume(folderName, content, templatesDir))).pdf;
    },
    renderPrepared,
    renderSvg,
    renderThumbnail,
    ready: () => pool.ready(),
    stats: () => {
      const pooled = pool.stats();
      const queued = queue.stats();
      return {
        ...pooled,
        queued: pooled.queued + queued.queued,
        cacheHits,
        cacheEntries: cache.size,
        superseded: queued.replaced,
      };
    },
    async close() {
      closed = true;
      queue.close();
      inFlight.clear();
      await pool.close();
    },
  };
}
