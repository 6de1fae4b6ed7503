import { coverLetterExportQuerySchema, coverLetterIdParamsSchema, LIMITS } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachment } from '../../http/attachment.ts';
import { bearer } from '../../http/replies.ts';
import { LETTER_FILES } from './letter-exports.ts';

/** One of my cover letters as a file, under /api/v1/users. */
export default async function letterExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { coverLetterExports, letterRender } = app.services;

  app.get(
    '/export-cover-letter/:id',
    {
      onRequest: app.authenticate,
      // Only a PDF is rendered, so only a PDF counts toward the render quota.
      preHandler: async (request, reply) => {
        if (request.query.format === 'pdf') await app.renderRateLimit(request, reply);
      },
      schema: {
        tags: ['cover-letters'],
        security: bearer,
        summary: 'Download one of my cover letters as a Word file or a PDF',
        description:
          'The answer is the file itself, with `Content-Disposition: attachment` naming it after the title. Both ' +
          "have the letter layout: the sender's name and contact details from the linked resume, the date in the " +
          "resume's language, the recipient, the body, the closing words and the name. `docx`: " +
          `${LETTER_FILES.docx.mediaType}; \`pdf\`: application/pdf, drawn in the linked resume's template and ` +
          'design, counted toward RENDER_RATE_LIMIT_PER_MINUTE (429) and answering 422 past ' +
          `${LIMITS.pdfMaxPages} pages and 503 as generate-resume does. Another user's letter, or one in Trash, ` +
          'answers 404; an unknown `format`, 400.',
        params: coverLetterIdParamsSchema,
        querystring: coverLetterExportQuerySchema,
        produces: [LETTER_FILES.docx.mediaType, LETTER_FILES.pdf.mediaType],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const exported =
        request.query.format === 'pdf'
          ? await coverLetterExports.pdf(request.user._id, id, letterRender)
          : await coverLetterExports.docx(request.user._id, id);
      return reply
        .type(exported.mediaType)
        .header('content-disposition', attachment(exported.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(exported.content);
    },
  );
}
