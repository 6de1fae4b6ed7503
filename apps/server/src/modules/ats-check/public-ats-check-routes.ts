import { ATS_MESSAGES, publicAtsReportSchema } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/replies.ts';
import { readUpload, registerUpload } from '../../http/upload.ts';
import { IMPORT_MAX_BYTES } from '../import/detect.ts';

/** The form, for the API documentation only: the multipart parser reads it, not the validator. */
const checkFileFormSchema = z
  .object({
    file: z.string().meta({ format: 'binary', description: 'The resume: a PDF or a Word file (.docx), ≤ 10 MB.' }),
  })
  .partial()
  .nullish();

/** The public ATS checker, no account: under /api/v1/public. */
export default async function publicAtsCheckRoutes(fastify: FastifyInstance) {
  // Registered here, so only this route reads multipart bodies: one file of at most 10 MB.
  await registerUpload(fastify, { maxBytes: IMPORT_MAX_BYTES, fields: 5 });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { atsChecks } = app.services;

  app.post(
    '/ats-check',
    {
      onRequest: app.publicAtsCheckRateLimit,
      schema: {
        tags: ['ats-check'],
        summary: 'What an applicant-tracking system reads from a PDF or Word file: text, fields, findings, score',
        description:
          'No account. The body is multipart/form-data with one file part named `file`: a PDF or a Word file ' +
          '(.docx), at most 10 MB (413 past it). It is read as import reads files, in the same reader processes and ' +
          'with the same refusals: empty, damaged, password-protected or too complex (a zip bomb, a runaway PDF) 400, ' +
          'another format 415, no text 422. The answer: `text` (what a parser reads, in reading order), `fields` ' +
          '(what the reader found, shaped like a resume’s content) with `sources` (page and line of each), ' +
          '`findings`, `readability` and `score`. Nothing is stored and nothing of the file is logged. Per client ' +
          'IP at most PUBLIC_ATS_CHECK_RATE_LIMIT_PER_MINUTE files a minute (429 with Retry-After). Like every ' +
          'write, refused (403) when a page of another origin sends it.',
        consumes: ['multipart/form-data'],
        body: checkFileFormSchema,
        response: replies(200, publicAtsReportSchema),
      },
    },
    async (request) => {
      const { file } = await readUpload(request);
      // The findings in the language of Accept-Language (docs/ats-check.md, The findings' language).
      const language = app.i18n.languageOf(request);
      const report = await atsChecks.checkFile(`ip:${request.ip}`, new Uint8Array(file), { language });
      return ok(report, ATS_MESSAGES.fileChecked);
    },
  );
}
