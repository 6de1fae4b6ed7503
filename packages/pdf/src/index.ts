export { pdfContentHash, type PreparedResume, prepareResume } from './content-hash.ts';
export {
  PdfError,
  PdfInvalidContentError,
  PdfQueueFullError,
  PdfRenderError,
  PdfRendererClosedError,
  PdfTimeoutError,
  PdfTooLargeError,
  PdfUnknownTemplateError,
  PdfWorkerExitedError,
  PdfWorkerOverMemoryError,
} from './errors.ts';
export { FairQueue, type FairQueueOptions, type FairQueueStats } from './fair-queue.ts';
export { createLru, type Lru, type LruOptions } from './lru-cache.ts';
export { displayUrl, safeHref } from './links.ts';
export * from './registry.ts';
export {
  createPdfRenderer,
  type PdfRenderer,
  type PdfRendererOptions,
  type PdfRendererStats,
  type RenderedPdf,
  type RenderedPng,
  type RenderedSvg,
  type RenderKey,
} from './renderer.ts';
export type { Inline, LineBreak, ListBlock, ParagraphBlock, RichBlock, TextRun } from './rich-text.ts';
export { pdfPageCount } from './page-count.ts';
export { looksLikeRichText, plainTextToBlocks, richTextToBlocks } from './rich-text.ts';
export { sampleResume } from './sample-resume.ts';
export { hasTemplate } from './template-files.ts';
export { type LinkText, type TemplateData, type TemplateDesign, toTemplateData } from './template-data.ts';
// The pool of worker processes the renderer runs on, also used by the server to read imported files in isolation.
export { WorkerPool, type WorkerPoolOptions, type WorkerPoolStats } from './worker-pool.ts';
export { serveTasks, type TaskHandler, workerOptions } from './worker-protocol.ts';
