import { IMPORT_MESSAGES, LIMITS, resumeSchema } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { InvalidInput } from '../../lib/domain-errors.ts';
import { readUpload, registerUpload } from '../../http/upload.ts';
import { IMPORT_MAX_BYTES } from './resume-imports.ts';
import { bearer, replies } from '../../http/replies.ts';
import { perUserPerMinute } from '../../plugins/rate-limit.ts';

/** The form, for the API documentation only: the multipart parser reads it, not the validator. */
const importResumeFormSchema = z
  .object({
    file: z.string().meta({
      format: 'binary',
      description:
        'The file: a Vitae export (.vitae.json), a JSON Resume file, a PDF, a Word document (.docx) or LinkedIn’s ' +
        'export ZIP, ≤ 10 MB.',
    }),
    improve: z.enum(['ai']).meta({
      description:
        '"ai": a PDF or Word file read offline is then improved by the configured AI provider (400 when there is none; counts ' +
        'toward the AI limit). Before or after `file`. Ignored, with a warning, for other formats.',
    }),
  })
  .partial()
  .nullish();

const importedResumeSchema = z.object({
  resume: resumeSchema,
  /** What could not be mapped, or was cut or left out, one sentence each. */
  warnings: z.array(z.string()),
});

/** A new resume from a file, under /api/v1/users. */
export default async function importRoutes(fastify: FastifyInstance) {
  // Registered here, so only this route reads multipart bodies: one file of at most 10 MB, a few small fields.
  await registerUpload(fastify, { maxBytes: IMPORT_MAX_BYTES, fields: 10 });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { resumeImports } = app.services;
  const importRateLimit = perUserPerMinute(app, 'import', app.config.importRateLimitPerMinute, IMPORT_MESSAGES.tooFast);

  app.post(
    '/import-resume',
    {
      onRequest: [app.authenticate, importRateLimit],
      schema: {
        tags: ['resumes'],
        security: bearer,
        summary: 'Create a resume from a file: a Vitae export, JSON Resume, a PDF, a Word file or LinkedIn’s export',
        description:
          'The body is multipart/form-data with one file part named `file`, at most 10 MB (413 past it; no file, ' +
          'or two file parts, 400). The format is read from the content, not the name: a `vitae` export ' +
          '(`{format: "vitae", version: 1, resume}`, lossless: design, custom sections and the template by its ' +
          'folder; an unknown folder takes the default template) or JSON Resume 1.0.0 (jsonresume.org; ' +
          '`x-vitae` as the json-resume export writes it is read back), a PDF (read offline by its text and ' +
          'layout: no text 422, damaged, encrypted or too complex 400), a Word document (.docx, read offline ' +
          'into the same lines: document, styles, lists, tables, text boxes, page header and footer; macros, ' +
          'embedded objects and external links are never run, opened or fetched; a macro-enabled file 400, an ' +
          'old .doc or a password-protected one 415, no text 422, a DOCTYPE, damaged or too deeply nested XML ' +
          '400, the ZIP limits below) or LinkedIn’s data export ZIP (its CSVs; a ' +
          'damaged, encrypted, oversized or bomb-like archive, or one that is not LinkedIn’s, 400). Anything else ' +
          '(not JSON, JSON of neither shape) answers 415 naming what is accepted. The content is validated as any resume write: ' +
          `a text past its limit is cut, a list past ${LIMITS.listItems} items keeps its first ones, a date that is ` +
          'not a month is left out, each listed in `warnings`. The title is the export\'s, else "<name> ' +
          '(imported)". Past MAX_RESUMES_PER_USER resumes, 422; imports count toward a per-user limit (429). ' +
          'Nothing is created when the file is refused. With the field `improve=ai` (before or after the file), ' +
          'a PDF or Word file is read offline first, then its text (at most 20,000 characters) is structured by the configured ' +
          'AI provider and validated the same way; a field the AI leaves empty keeps the offline value. If the AI ' +
          'fails, times out or answers unusable content, the offline read is imported with a warning: the AI never ' +
          'fails an import. No provider configured (`aiProvider` "offline" in /api/v1/config): 400 and nothing is ' +
          'created; the request also counts toward the per-user AI limit (429). For other formats `improve` is ' +
          'ignored with a warning.',
        consumes: ['multipart/form-data'],
        body: importResumeFormSchema,
        response: replies(201, importedResumeSchema),
      },
    },
    async (request, reply) => {
      const { file, fields } = await readUpload(request);
      const improve = fields.get('improve');
      if (improve !== undefined && improve !== 'ai') throw new InvalidInput(IMPORT_MESSAGES.invalidImprove);
      if (improve === 'ai') {
        // Refused before the AI limit is counted: without a provider, nothing would be asked of one.
        if (app.services.ai.provider === 'offline') throw new InvalidInput(IMPORT_MESSAGES.aiNotConfigured);
        await app.aiRateLimit(request, reply);
      }
      const imported = await resumeImports.import(request.user, file, { improve });
      reply.code(201);
      return ok(imported, IMPORT_MESSAGES.imported, 201);
    },
  );
}
