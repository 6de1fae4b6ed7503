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
import { ok } from '../../envelope.ts';
import { bearer, replies } from '../schemas.ts';

/** /api/v1/ai: writing help for a signed-in user, rate-limited per user; provider keys never leave the server. */
export default async function aiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ai } = app.services;
  const tags = ['ai'];
  const onRequest = [app.authenticate, app.aiRateLimit];

  app.addHook('onClose', () => ai.close());

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
        body: aiGrammarBodySchema,
        response: replies(200, grammarResultSchema),
      },
    },
    async (request) => ok(await ai.grammar(request.body.text)),
  );
}
