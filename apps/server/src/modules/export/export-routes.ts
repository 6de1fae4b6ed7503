import { resumeExportQuerySchema, resumeIdParamsSchema } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EXPORT_FILES } from './resume-exports.ts';
import { attachment } from '../../http/attachment.ts';
import { bearer } from '../../http/replies.ts';

/** One of my resumes as a file, under /api/v1/users. */
export default async function exportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { resumeExports } = app.services;

  app.get(
    '/export-resume/:id',
    {
      onRequest: app.authenticate,
      // Only a PDF is rendered, so only a PDF counts toward the render quota.
      preHandler: async (request, reply) => {
        if (request.query.format === 'pdf') await app.renderRateLimit(request, reply);
      },
      schema: {
        tags: ['resumes'],
        security: bearer,
        summary: 'Download one of my resumes as a file: JSON Resume, Vitae JSON, Markdown, text, Word or PDF',
        description:
          'The answer is the file itself, with `Content-Disposition: attachment` naming it after my name and the ' +
          "resume's title. `json-resume`: JSON Resume 1.0.0 (jsonresume.org), every section (hidden ones too), rich " +
          "text as plain text (a work summary's list items as `highlights`), custom sections and the design under " +
          '`x-vitae`. `vitae`: `{format: "vitae", version: 1, exportedAt, resume}` with the title, the template\'s ' +
          'folder name and every content field, for a lossless import (vitaeResumeExportSchema). `markdown`, `txt`, ' +
          '`docx`: the resume as its design shows it (its section order, headings and language; hidden sections ' +
          'left out), the Word file single-column with real headings and bullet lists for applicant-tracking ' +
          'systems. `pdf`: the PDF generate-resume renders for the stored resume; it counts toward ' +
          'RENDER_RATE_LIMIT_PER_MINUTE (429) and answers 422 and 503 as generate-resume does. Another ' +
          "user's resume answers 404; a missing or unknown `format`, 400. Content types: application/json " +
          '(json-resume, vitae), text/markdown and text/plain (UTF-8), ' +
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/pdf.',
        params: resumeIdParamsSchema,
        querystring: resumeExportQuerySchema,
        produces: [...new Set(Object.values(EXPORT_FILES).map((file) => file.mediaType))],
      },
    },
    async (request, reply) => {
      const exported = await resumeExports.export(request.user._id, request.params.id, request.query.format);
      return reply
        .type(exported.mediaType)
        .header('content-disposition', attachment(exported.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(exported.content);
    },
  );
}
