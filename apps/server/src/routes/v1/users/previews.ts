import {
  generateResumeBodySchema,
  LIMITS,
  MESSAGES,
  resumeIdParamsSchema,
  resumePreviewSchema,
  resumeThumbnailQuerySchema,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../envelope.ts';
import { bearer, replies } from '../../schemas.ts';

/** The live preview of the editor and the dashboard's thumbnails, under /api/v1/users: rendered, never stored. */
export default async function previewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pdfs } = app.services;
  const tags = ['resumes'];
  const security = bearer;

  app.post(
    '/preview-resume',
    {
      onRequest: [app.authenticate, app.previewRateLimit],
      schema: {
        tags,
        security,
        summary: 'The pages of the draft sent, drawn by the engine and template of the download, storing nothing',
        description:
          "The body is generate-resume's. The answer is the document generate-resume would write, as SVG: one " +
          'document of every page stacked vertically (viewBox `0 0 pageWidth pages*pageHeight`, in pt), text as ' +
          'glyph outlines, so the browser draws exactly the pages of the PDF without a PDF viewer or a PDF.js ' +
          'download, on any device, crisp at any zoom; the client shows page i by offsetting the same image. ' +
          'Chosen over answering the PDF bytes for a client-side renderer: measured here a page is drawn by the ' +
          'engine in a few ms and by the browser from the SVG in about as much, where PDF.js would add ~1 MB of ' +
          'script and its own parse and rasterisation to every redraw. Nothing is stored: no PDF, no change to ' +
          'the resume. `_id`, when sent, must name one of my resumes (404). Previews wait their turn in the same ' +
          'fair queue as PDFs; a newer preview of mine replaces my waiting one (which then answers the newer ' +
          `pages). 422 past ${LIMITS.pdfMaxPages} pages or ${LIMITS.pdfMaxTextBytes / 1_048_576} MB of text, 429 ` +
          'past the per-user quota (PREVIEW_RATE_LIMIT_PER_MINUTE, with Retry-After), 503 when the queue is full ' +
          'or the render ran past PDF_RENDER_TIMEOUT_MS.',
        body: generateResumeBodySchema,
        response: replies(200, resumePreviewSchema),
      },
    },
    async (request) => {
      const { hash, pages, pageWidth, pageHeight, svg } = await pdfs.preview(request.user._id, request.body);
      return ok({ pages, pageWidth, pageHeight, svg, hash }, MESSAGES.previewRendered);
    },
  );

  app.get(
    '/resume-thumbnail/:id',
    {
      onRequest: [app.authenticate, app.previewRateLimit],
      schema: {
        tags,
        security,
        summary: 'A small PNG of the first page of one of my resumes, as it is stored',
        description:
          "For the dashboard's cards (the access cookie authenticates an <img>). `ETag` is the content hash: " +
          "with `If-None-Match` an unchanged resume answers 304. `v` is the client's cache key and is ignored. " +
          'Counts toward PREVIEW_RATE_LIMIT_PER_MINUTE.',
        params: resumeIdParamsSchema,
        querystring: resumeThumbnailQuerySchema,
        produces: ['image/png'],
      },
    },
    async (request, reply) => {
      const { png, hash } = await pdfs.thumbnail(request.user._id, request.params.id);
      const etag = `"${hash}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .type('image/png')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
    },
  );
}
