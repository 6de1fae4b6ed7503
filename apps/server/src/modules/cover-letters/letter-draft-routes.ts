import {
  COVER_LETTER_MESSAGES,
  coverLetterDraftBodySchema,
  coverLetterDraftSchema,
  coverLetterIdParamsSchema,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { bearer, replies } from '../../http/replies.ts';

/** Drafts of a letter's body: offline from a template, or by the AI provider under the evidence rule. */
export default async function letterDraftRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { coverLetterDrafts } = app.services;

  app.post(
    '/cover-letters/:id/draft',
    {
      onRequest: app.authenticate,
      // Only an AI draft asks the provider, so only it counts toward AI_RATE_LIMIT_PER_MINUTE.
      preHandler: async (request, reply) => {
        if (request.body.mode === 'ai') await app.aiRateLimit(request, reply);
      },
      schema: {
        tags: ['cover-letters'],
        security: bearer,
        summary: "A draft of the letter's body, from its resume and its application; nothing is stored",
        description:
          "`offline`: a template in the resume's language (English, German, French, Spanish; English for the " +
          "others) filled with the company and role (the linked application's, else the recipient's company), the " +
          "resume's lines that best match the posting and the skills it names. `ai`: the configured provider writes " +
          'it; every sentence stating an employer, title, date, number, degree, certification or skill found in ' +
          'neither the resume nor the posting is removed and listed in `dropped` with why. Without a provider, ' +
          `400 "${COVER_LETTER_MESSAGES.aiUnavailable}"; past AI_TIMEOUT_MS, 504; AI drafts count toward ` +
          'AI_RATE_LIMIT_PER_MINUTE (429). A letter (or resume) that is not mine answers 404.',
        params: coverLetterIdParamsSchema,
        body: coverLetterDraftBodySchema,
        response: replies(200, coverLetterDraftSchema),
      },
    },
    async (request) =>
      ok(
        await coverLetterDrafts.draft(request.user._id, request.params.id, request.body.mode),
        COVER_LETTER_MESSAGES.drafted,
      ),
  );
}
