// TEMPORARY, for this branch's own tests: the PDF half of the contract's export route, which the cover letters
// module owns (with docx). Its route file calls letterRender.renderCoverLetterPdf the same way; then this file goes.
import { coverLetterExportQuerySchema, coverLetterIdParamsSchema } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachment } from '../../http/attachment.ts';
import { bearer } from '../../http/replies.ts';

/** TEMPORARY: GET /api/v1/users/export-cover-letter/:id?format=pdf, the PDF only (docx is the module's). */
export default async function letterPdfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { letterRender } = app.services;
  app.get(
    '/export-cover-letter/:id',
    {
      onRequest: app.authenticate,
      preHandler: app.renderRateLimit,
      schema: {
        tags: ['cover-letters'],
        security: bearer,
        summary: "Download one of my cover letters as a PDF in its resume's style",
        params: coverLetterIdParamsSchema,
        querystring: coverLetterExportQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { pdf } = await letterRender.renderCoverLetterPdf({
        userId: request.user._id,
        letterId: request.params.id,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment({ ascii: 'cover-letter.pdf', full: 'cover-letter.pdf' }))
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );
}
