import { Negotiator } from '@fastify/accept-negotiator';
import { previewFontParamsSchema, previewFontsSchema } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/replies.ts';
import type { FontEncoding } from './preview-engine.ts';

/** A font's address names its bytes (its hash is in it): a cache may keep the answer for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The fonts of the browser-compiled preview, under /api/v1: public, as the fonts are (OFL) and as a share page may need. */
export default async function previewFontRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { previewEngine } = app.services;
  const tags = ['resumes'];
  // Brotli first when a client takes both at the same weight: its fonts are ~10% smaller.
  const encodings = new Negotiator<FontEncoding>({ supportedValues: ['br', 'gzip'] });

  app.get(
    '/preview-fonts',
    {
      schema: {
        tags,
        summary: 'The fonts a preview compiled in the browser may need',
        description:
          "Every font the templates and the design's font choices use, Typst's built-in Libertinus Serif, New " +
          'Computer Modern and DejaVu Sans Mono included. `family` is what Typst matches `font: "…"` against; ' +
          '`script` marks the fonts of a script (`arabic`: Amiri, `hebrew`: Heebo, `cjk`: Noto Sans SC and KR), ' +
          'needed only for text with its letters, null for the others; `url` is ' +
          'where the bytes are, an address that changes when they do; `bytes` is their size uncompressed.',
        response: replies(200, previewFontsSchema),
      },
    },
    async () => ok({ fonts: await previewEngine.fonts() }),
  );

  app.get(
    '/preview-fonts/:hash/:file',
    {
      schema: {
        tags,
        summary: 'A font of GET /api/v1/preview-fonts',
        description:
          'The font file at a `url` of GET /api/v1/preview-fonts (`font/ttf` or `font/otf`), brotli- or ' +
          'gzip-encoded for a client that takes it. `Cache-Control: public, max-age=31536000, immutable`. Any ' +
          'other address answers 404.',
        params: previewFontParamsSchema,
        produces: ['font/ttf', 'font/otf'],
      },
    },
    async (request, reply) => {
      const accepted = request.headers['accept-encoding'];
      const encoding = (typeof accepted === 'string' && encodings.negotiate(accepted)) || undefined;
      const font = await previewEngine.font(request.params.hash, request.params.file, encoding);
      reply
        .type(font.type)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('vary', 'accept-encoding')
        .header('content-length', font.bytes);
      if (font.encoding) reply.header('content-encoding', font.encoding);
      return reply.send(font.body);
    },
  );
}
