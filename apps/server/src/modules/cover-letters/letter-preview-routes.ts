import compress, { type FastifyCompressOptions } from '@fastify/compress';
import { coverLetterPreviewBodySchema, LIMITS, MESSAGES, resumePreviewSchema } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { bearer, replies } from '../../http/replies.ts';

/** Gzipped like the resume preview's answer (modules/resumes/preview-routes.ts says why these settings). */
const PREVIEW_COMPRESSION = {
  encodings: ['gzip'],
  zlibOptions: { level: 4 },
  syncThreshold: 0,
} satisfies FastifyCompressOptions;

/** The live preview of the cover letter editor, under /api/v1/users: rendered, never stored. */
export default async function letterPreviewRoutes(fastify: FastifyInstance) {
  // Registered here, so only the preview is compressed; request bodies never are.
  await fastify.register(compress, { global: false });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { letterRender } = app.services;

  app.post(
    '/preview-cover-letter',
    {
      onRequest: [app.authenticate, app.previewRateLimit],
      schema: {
        tags: ['cover-letters'],
        security: bearer,
        summary: "The pages of the cover letter draft sent, in its resume's template and design, storing nothing",
        description:
          'The letter as the editor holds it (title, body as rich text, recipient) and `resumeId`, the resume whose ' +
          'template, design (accent, font, size, margins, paper, language) and contact details it takes: a letter ' +
          "layout with the sender as that template draws its header, the date in the resume's language, the " +
          "recipient, the body, a closing and the name. The answer is shaped like preview-resume's: one SVG of every " +
          'page stacked vertically, `pages`, `pageWidth`/`pageHeight` in pt and the content `hash`; gzip-encoded for ' +
          'clients that accept it. The resume must be one of mine, and `_id`, when sent, one of my letters (404). ' +
          'Previews wait in the same fair queue and worker processes as resume previews, in one slot per user. ' +
          `422 past ${LIMITS.pdfMaxPages} pages, 429 past PREVIEW_RATE_LIMIT_PER_MINUTE, 503 when the queue is full.`,
        body: coverLetterPreviewBodySchema,
        response: replies(200, resumePreviewSchema),
      },
      compress: PREVIEW_COMPRESSION,
    },
    async (request, reply) => {
      const { hash, pages, pageWidth, pageHeight, svg } = await letterRender.preview(request.user._id, request.body);
      reply.header('vary', 'accept-encoding');
      return ok({ pages, pageWidth, pageHeight, svg, hash }, MESSAGES.previewRendered);
    },
  );
}
