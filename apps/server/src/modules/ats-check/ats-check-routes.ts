import { ATS_MESSAGES, atsCheckSchema, generateResumeBodySchema, LIMITS, resumeIdParamsSchema } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { bearer, replies } from '../../http/replies.ts';

/** The ATS check of one of my resumes, under /api/v1/users. */
export default async function atsCheckRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { atsChecks } = app.services;

  app.post(
    '/ats-check/:id',
    {
      onRequest: [app.authenticate, app.atsCheckRateLimit],
      schema: {
        tags: ['ats-check'],
        security: bearer,
        summary: 'What an applicant-tracking system reads from the PDF and the Word file of one of my resumes',
        description:
          'Renders the PDF (as generate-resume would: same engine, template and settings) and writes the Word file ' +
          '(as export-resume would), exactly as they would be downloaded, then reads each back with the document ' +
          "reader import uses, in its reader processes. No body: the resume as stored; a body: the editor's draft " +
          "in its place (preview-resume's body, its 400s). Another user's resume, or a missing one, 404. For each " +
          'file: `text` (what a parser reads, in reading order), `facts` (name, email, phone, each job’s title, ' +
          'company and dates as shown, each school, each skill, with `found` and what was `read` in that field), ' +
          '`findings` (`severity`, `code` from ATS_FINDING_CODES, `message`, `fix`, the resume `field` path or ' +
          'null), `readability` and `score` (0–100 with its parts). Nothing is stored. Renders and reads wait in the ' +
          "fair queues, one slot per user: a newer check of mine replaces my waiting one (which answers the newer's " +
          `report). 422 past ${LIMITS.pdfMaxPages} pages; 429 past ATS_CHECK_RATE_LIMIT_PER_MINUTE (Retry-After); ` +
          '503 when the queues are full. docs/ats-check.md explains each finding and the score.',
        params: resumeIdParamsSchema,
        body: generateResumeBodySchema.nullish(),
        response: replies(200, atsCheckSchema),
      },
    },
    async (request) => {
      // The findings in the user's language (docs/ats-check.md, The findings' language).
      const language = app.i18n.languageOf(request);
      const check = await atsChecks.check(request.user._id, request.params.id, request.body ?? undefined, { language });
      return ok(check, ATS_MESSAGES.checked);
    },
  );
}
