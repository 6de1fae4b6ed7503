import {
  generateResumeBodySchema,
  LIMITS,
  MESSAGES,
  resumeIdParamsSchema,
  resumePreviewSchema,
  resumeThumbnailQuerySchema,
} from '@vitae/schema';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { matchesEtag } from '../../http/etag.ts';
import { bearer, replies } from '../../http/replies.ts';

/**
 * The preview's answer, gzipped for a client that takes gzip (`gzip` or `*`, not with q=0): ~500 KB of SVG a redraw
 * is ~90 KB gzipped, on a phone's network most of the wait. Measured on the sample resume's SVG: level 4 is 13%
 * larger than level 9 in a quarter of its time (8 ms), and always through zlib's stream, off the event loop.
 */
const PREVIEW_COMPRESSION = {
  encodings: ['gzip'],
  zlibOptions: { level: 4 },
  syncThreshold: 0,
} satisfies FastifyCompressOptions;

/** The live preview of the editor and the dashboard's thumbnails, under /api/v1/users: rendered, never stored. */
export default async function previewRoutes(fastify: FastifyInstance) {
  // Registered here, so only the routes that ask for it (the preview) are compressed; request bodies never are.
  await fastify.register(compress, { global: false });
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
          "The body is generate-resume's, and so are its 400 and 422 answers. The answer is the document " +
          "generate-resume would write (same engine, template, settings and page breaks), as Typst's own plain " +
          'SVG export of the same compiled document: ONE SVG of every page stacked vertically with no gap, its ' +
          'viewBox `0 0 pageWidth pages*pageHeight` in pt (A4: 595.28 × 841.89), text as glyph outlines and colours ' +
          'as attributes (no script, no CSS, no fonts to fetch); page i is the band that starts at i*pageHeight. ' +
          "`pages` is the PDF's page count; `hash` is the content hash (the same draft answers the same hash). " +
          'Gzip-encoded for clients that accept it. Nothing is stored: no PDF, no change to the resume. `_id`, ' +
          'when sent, must name one of my resumes (404). Previews wait their turn in the same fair queue as PDFs, ' +
          'in one slot per user: a newer preview of mine replaces my waiting one (which then answers the newer ' +
          `pages). 422 past ${LIMITS.pdfMaxPages} pages or ${LIMITS.pdfMaxTextBytes / 1_048_576} MB of text, 429 ` +
          'past the per-user quota (PREVIEW_RATE_LIMIT_PER_MINUTE, with Retry-After), 503 when the queue is full ' +
          'or the render ran past PDF_RENDER_TIMEOUT_MS.',
        body: generateResumeBodySchema,
        response: replies(200, resumePreviewSchema),
      },
      compress: PREVIEW_COMPRESSION,
    },
    async (request, reply) => {
      const { hash, pages, pageWidth, pageHeight, svg } = await pdfs.preview(request.user._id, request.body);
      // Whether gzipped or not, the answer depends on Accept-Encoding.
      reply.header('vary', 'accept-encoding');
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
          "For the dashboard's cards (the access cookie authenticates an <img>): the first page, 240 px wide, " +
          "rendered like the download. `ETag` is the resume's content hash; with " +
          '`If-None-Match` an unchanged resume answers 304 without rendering. `Cache-Control: private, no-cache`. ' +
          "`v` is the client's cache key (the resume's version) and is ignored. Counts toward " +
          'PREVIEW_RATE_LIMIT_PER_MINUTE; renders wait in the fair queue like previews.',
        params: resumeIdParamsSchema,
        querystring: resumeThumbnailQuerySchema,
        produces: ['image/png'],
      },
    },
    async (request, reply) => {
      const { hash, draw } = await pdfs.thumbnail(request.user._id, request.params.id);
      reply.header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], `"${hash}"`)) {
        return reply.code(304).header('etag', `"${hash}"`).send();
      }
      // A render that a newer one of this resume replaced answers the newer image, under its own tag.
      const { hash: drawnHash, png } = await draw();
      return reply
        .header('etag', `"${drawnHash}"`)
        .type('image/png')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
    },
  );
}
