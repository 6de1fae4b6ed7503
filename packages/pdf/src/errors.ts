/** Every error the PDF engine rejects with; `code` is stable for the server to map to an HTTP status. */
export class PdfError extends Error {
  constructor(
    readonly code:
      | 'PDF_UNKNOWN_TEMPLATE'
      | 'PDF_INVALID_CONTENT'
      | 'PDF_QUEUE_FULL'
      | 'PDF_TIMEOUT'
      | 'PDF_TOO_LARGE'
      | 'PDF_RENDER_FAILED'
      | 'PDF_RENDERER_CLOSED',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** No template folder of that name (or the name is not a valid folder name). Maps to 400/404. */
export class PdfUnknownTemplateError extends PdfError {
  constructor(readonly folderName: string) {
    super('PDF_UNKNOWN_TEMPLATE', `There is no PDF template "${folderName}".`);
  }
}

/** The content does not match the resume schema. Maps to 400. */
export class PdfInvalidContentError extends PdfError {
  constructor(message: string, options?: ErrorOptions) {
    super('PDF_INVALID_CONTENT', message, options);
  }
}

/** Every worker is busy and the waiting queue is full. Maps to 503: try again shortly. */
export class PdfQueueFullError extends PdfError {
  constructor(readonly maxQueue: number) {
    super('PDF_QUEUE_FULL', `The PDF renderer is busy (${maxQueue} renders waiting). Please try again in a moment.`);
  }
}

/** A render took longer than the timeout; its worker process was killed and replaced. Maps to 503. */
export class PdfTimeoutError extends PdfError {
  constructor(readonly timeoutMs: number) {
    super('PDF_TIMEOUT', `The PDF took longer than ${timeoutMs} ms to render.`);
  }
}

/**
 * The resume is too big to render: more text than allowed (checked before rendering), or more pages than allowed
 * (counted after compiling, before the PDF is written). Maps to 422: the user shortens the resume.
 */
export class PdfTooLargeError extends PdfError {
  constructor(
    /** What is over: `pages` of the document, or `textBytes` (UTF-8) of the text. */
    readonly measure: 'pages' | 'textBytes',
    readonly actual: number,
    readonly limit: number,
  ) {
    super(
      'PDF_TOO_LARGE',
      measure === 'pages'
        ? `The document would have ${actual} pages; the limit is ${limit}.`
        : `The resume has ${actual} bytes of text; the limit is ${limit}.`,
    );
  }
}

/** Typst failed on a template or a worker died. A bug on our side: maps to 500. */
export class PdfRenderError extends PdfError {
  constructor(message: string, options?: ErrorOptions) {
    super('PDF_RENDER_FAILED', message, options);
  }
}

/** The renderer was closed (the server is shutting down). Maps to 503. */
export class PdfRendererClosedError extends PdfError {
  constructor() {
    super('PDF_RENDERER_CLOSED', 'The PDF renderer has been closed.');
  }
}
