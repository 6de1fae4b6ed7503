import multipart from '@fastify/multipart';
import { IMPORT_MESSAGES, LIMITS, MESSAGES, resumeSchema } from '@vitae/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../envelope.ts';
import { AppError, badRequest } from '../../../errors.ts';
import { IMPORT_MAX_BYTES } from '../../../services/resume-import/index.ts';
import { bearer, replies } from '../../schemas.ts';

/** The form, for the API documentation only: the multipart parser reads it, not the validator. */
const importResumeFormSchema = z
  .object({
    file: z.string().meta({
      format: 'binary',
      description:
        'The file: a Vitae export (.vitae.json), a JSON Resume file, a PDF or LinkedIn’s export ZIP, ≤ 10 MB.',
    }),
  })
  .partial()
  .nullish();

const importedResumeSchema = z.object({
  resume: resumeSchema,
  /** What could not be mapped, or was cut or left out, one sentence each. */
  warnings: z.array(z.string()),
});

/** Multipart's own errors, answered with our words: a file too large is 413, the rest of a bad form 400. */
function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, IMPORT_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest(IMPORT_MESSAGES.oneFile);
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return badRequest(MESSAGES.invalidBody);
  return error;
}

/** The bytes of the form's one file part, named `file`. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, IMPORT_MESSAGES.notMultipart);
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
  if (!file) throw badRequest(IMPORT_MESSAGES.noFile);
  return file;
}

/** A new resume from a file, under /api/v1/users. */
export default async function importRoutes(fastify: FastifyInstance) {
  // Registered here, so only this route reads multipart bodies: one file of at most 10 MB, a few small fields.
  await fastify.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    throwFileSizeLimit: true,
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { resumeImports } = app.services;

  app.post(
    '/import-resume',
    {
      onRequest: [app.authenticate, app.importRateLimit],
      schema: {
        tags: ['resumes'],
        security: bearer,
        summary: 'Create a resume from a file: a Vitae export, JSON Resume, a PDF or LinkedIn’s data export',
        description:
          'The body is multipart/form-data with one file part named `file`, at most 10 MB (413 past it; no file, ' +
          'or two file parts, 400). The format is read from the content, not the name: a `vitae` export ' +
          '(`{format: "vitae", version: 1, resume}`, lossless: design, custom sections and the template by its ' +
          'folder; an unknown folder takes the default template) or JSON Resume 1.0.0 (jsonresume.org; ' +
          '`x-vitae` as the json-resume export writes it is read back), a PDF (read offline by its text and ' +
          'layout: no text 422, damaged, encrypted or too complex 400) or LinkedIn’s data export ZIP (its CSVs; a ' +
          'damaged, encrypted, oversized or bomb-like archive, or one that is not LinkedIn’s, 400). Anything else ' +
          '(not JSON, JSON of neither shape) answers 415 naming what is accepted. The content is validated as any resume write: ' +
          `a text past its limit is cut, a list past ${LIMITS.listItems} items keeps its first ones, a date that is ` +
          'not a month is left out, each listed in `warnings`. The title is the export\'s, else "<name> ' +
          '(imported)". Past MAX_RESUMES_PER_USER resumes, 422; imports count toward a per-user limit (429). ' +
          'Nothing is created when the file is refused.',
        consumes: ['multipart/form-data'],
        body: importResumeFormSchema,
        response: replies(201, importedResumeSchema),
      },
    },
    async (request, reply) => {
      const file = await uploadedFile(request);
      reply.code(201);
      return ok(await resumeImports.import(request.user, file), IMPORT_MESSAGES.imported, 201);
    },
  );
}
