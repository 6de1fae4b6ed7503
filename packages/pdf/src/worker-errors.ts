import { WorkerError, WorkerPoolClosedError, WorkerQueueFullError, WorkerTimeoutError } from '@vitae/workers';
import { PdfQueueFullError, PdfRenderError, PdfRendererClosedError, PdfTimeoutError } from './errors.ts';

/** An error of the worker pool or the fair queue as the renderer's own (a PdfError); any other error as it is. */
function pdfErrorOf(error: unknown): unknown {
  if (error instanceof WorkerQueueFullError) return new PdfQueueFullError(error.maxQueue);
  if (error instanceof WorkerPoolClosedError) return new PdfRendererClosedError();
  if (error instanceof WorkerTimeoutError) return new PdfTimeoutError(error.timeoutMs);
  // A render that threw in its worker, a worker that died or failed to start.
  if (error instanceof WorkerError) return new PdfRenderError(error.message, { cause: error });
  return error;
}

/** `work`, rejecting with the renderer's errors where the pool or the queue rejects with theirs. */
export function withPdfErrors<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    throw pdfErrorOf(error);
  });
}
