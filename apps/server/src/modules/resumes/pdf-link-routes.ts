import { MESSAGES } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Forbidden } from '../../lib/domain-errors.ts';

const paramsSchema = z.object({ hash: z.string().max(64) });
// Lenient on purpose: a link with its query cut or altered is a bad link (403), not a bad request.
const querySchema = z.object({ expires: z.string().max(20).optional(), signature: z.string().max(128).optional() });

/** /api/v1/pdf/:hash — the signed PDF links; no auth header, since the preview frame cannot send one. */
export default async function pdfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pdfs } = app.services;

  app.get(
    '/:hash',
    {
      schema: {
        tags: ['resumes'],
        summary: 'A rendered resume, through the signed link that generate-resume answered',
        params: paramsSchema,
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const { expires, signature } = request.query;
      if (!expires || !signature || !/^\d+$/.test(expires)) throw new Forbidden(MESSAGES.pdfLinkInvalid);
      const { pdf } = await pdfs.open(request.params.hash, Number(expires), signature);
      const maxAge = Math.max(0, Number(expires) - Math.floor(Date.now() / 1000));
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', 'inline; filename="resume.pdf"')
          .header('cache-control', `private, max-age=${maxAge}`)
          .header('x-content-type-options', 'nosniff')
          // The page's policy would stop the browser's PDF viewer; X-Frame-Options still keeps it to our own frames.
          .removeHeader('content-security-policy')
          .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength))
      );
    },
  );
}
