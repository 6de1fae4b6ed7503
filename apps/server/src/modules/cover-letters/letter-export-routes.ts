import { COVER_LETTER_MESSAGES, coverLetterExportQuerySchema, coverLetterIdParamsSchema } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachment } from '../../http/attachment.ts';
import { failure } from '../../http/envelope.ts';
import { bearer } from '../../http/replies.ts';
import { LETTER_FILES } from './letter-exports.ts';

/** One of my cover letters as a file, under /api/v1/users. */
export default async function letterExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { coverLetterExports } = app.services;

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
          "design. Another user's letter answers 404; an unknown `format`, 400.",
        params: coverLetterIdParamsSchema,
        querystring: coverLetterExportQuerySchema,
        produces: [LETTER_FILES.docx.mediaType, LETTER_FILES.pdf.mediaType],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.query.format === 'pdf') {
        // TODO(letters-pdf): answer `renderCoverLetterPdf` (modules/cover-letters/letter-render.ts) here, as the
        // Word file below is answered; until the integrator wires it, the PDF is not offered (501).
        await coverLetterExports.document(request.user._id, id);
        return reply.code(501).send(failure(501, COVER_LETTER_MESSAGES.pdfNotReady));
      }
      const exported = await coverLetterExports.docx(request.user._id, id);
      return reply
        .type(exported.mediaType)
        .header('content-disposition', attachment(exported.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(exported.content);
    },
  );
}
