import {
  aiExperienceBulletsBodySchema,
  aiGrammarBodySchema,
  aiSummaryBodySchema,
  experienceBulletsSchema,
  grammarResultSchema,
  summarySuggestionsSchema,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { bearer, replies } from '../../http/replies.ts';

/** /api/v1/ai: writing help for a signed-in user, rate-limited per user; provider keys never leave the server. */
export default async function aiWritingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ai } = app.services;
  const tags = ['ai'];
  const onRequest = [app.authenticate, app.aiRateLimit];

  app.post(
    '/summary',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary: 'Three summaries for a job title: fresher, mid-level and experienced',
        body: aiSummaryBodySchema,
        response: replies(200, summarySuggestionsSchema),
      },
    },
    async (request) => ok(await ai.summaries(request.body.jobTitle)),
  );

  app.post(
    '/experience-bullets',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary: 'Five to seven resume bullets for a position, as a sanitised HTML list',
        body: aiExperienceBulletsBodySchema,
        response: replies(200, experienceBulletsSchema),
      },
    },
    async (request) => ok(await ai.experienceBullets(request.body.positionTitle)),
  );

  app.post(
    '/grammar',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary: 'Grammar and spelling corrections (Harper) and 2-3 next-sentence suggestions',
        description:
          'Each issue is `start`/`end` (UTF-16 offsets into `text`), `message` (why) and `replacement` (what, or ' +
          'null); `correctedText` applies them all. Never flagged as misspellings: all-caps and mixed-case words, ' +
          'words with digits, dots, + or # (BLS, NetSuite, C++, Node.js, S3), the words of my dictionary and, with ' +
          "`resumeId`, the words of that resume's short fields (skills, companies, titles…; not its summary or " +
          "descriptions). Another user's `resumeId` answers 404 like a missing one.",
        body: aiGrammarBodySchema,
        response: replies(200, grammarResultSchema),
      },
    },
    async (request) => {
      const { text, resumeId } = request.body;
      return ok(await ai.grammar({ userId: request.user._id, text, resumeId }));
    },
  );
}
