import multipart from '@fastify/multipart';
import { ATS_MESSAGES, IMPORT_MESSAGES, MESSAGES, publicAtsReportSchema } from '@vitae/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/replies.ts';
import { DomainError, InvalidInput, TooLarge, UnsupportedFormat } from '../../lib/domain-errors.ts';
import { IMPORT_MAX_BYTES } from '../import/detect.ts';

/** The form, for the API documentation only: the multipart parser reads it, not the validator. */
const checkFileFormSchema = z
  .object({
    file: z.string().meta({ format: 'binary', description: 'The resume: a PDF or a Word file (.docx), ≤ 10 MB.' }),
  })
  .partial()
  .nullish();

/** Multipart's own errors in import's words: a file too large is 413, two files or a bad form 400. */
function multipartError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new TooLarge(IMPORT_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new InvalidInput(IMPORT_MESSAGES.oneFile);
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return new InvalidInput(MESSAGES.invalidBody);
  }
  return error;
}

/** The one file part `file`, read whole (other fields are ignored). */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new UnsupportedFormat(IMPORT_MESSAGES.notMultipart);
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') file = bytes;
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!file) throw new InvalidInput(IMPORT_MESSAGES.noFile);
  return file;
}

/** The public ATS checker, no account: under /api/v1/public. */
export default async function publicAtsCheckRoutes(fastify: FastifyInstance) {
  // Registered here, so only this route reads multipart bodies: one file of at most 10 MB.
  await fastify.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    throwFileSizeLimit: true,
  });
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
      const file = await uploadedFile(request);
      const report = await atsChecks.checkFile(`ip:${request.ip}`, new Uint8Array(file));
      return ok(report, ATS_MESSAGES.fileChecked);
    },
  );
}
