import {
  AI_LIMITS,
  dictionarySchema,
  dictionaryWordBodySchema,
  dictionaryWordParamsSchema,
  MESSAGES,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { bearer, replies } from '../../http/replies.ts';

/**
 * /api/v1/ai/dictionary: the signed-in user's grammar dictionary, words the grammar check never flags for them.
 * Plain reads and writes of the user's own rows: signed in like the resume routes, not under the AI rate limit.
 */
export default async function aiDictionaryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { dictionary } = app.services;
  const tags = ['ai'];
  const security = bearer;

  app.get(
    '/dictionary',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My dictionary: the words never flagged as misspellings for me, sorted case-insensitively',
        response: replies(200, dictionarySchema),
      },
    },
    async (request) => ok({ words: await dictionary.list(request.user._id) }),
  );

  app.post(
    '/dictionary',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Add a word to my dictionary',
        description:
          `One word (no spaces), at most ${AI_LIMITS.dictionaryWord} characters, kept as typed and matched in any ` +
          'case. 201 with the whole list when it was added; 200 with the same list, unchanged, when the dictionary ' +
          `already has it in any case. A dictionary holds at most ${AI_LIMITS.dictionaryWords} words: one more ` +
          'answers 422 and stores nothing.',
        body: dictionaryWordBodySchema,
        response: { ...replies(200, dictionarySchema), ...replies(201, dictionarySchema) },
      },
    },
    async (request, reply) => {
      const { words, added } = await dictionary.add(request.user._id, request.body.word);
      if (!added) return ok({ words });
      reply.code(201);
      return ok({ words }, MESSAGES.dictionaryWordAdded, 201);
    },
  );

  app.delete(
    '/dictionary/:word',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Remove a word from my dictionary (in any case); 404 when it is not there',
        params: dictionaryWordParamsSchema,
        response: replies(200, dictionarySchema),
      },
    },
    async (request) =>
      ok({ words: await dictionary.remove(request.user._id, request.params.word) }, MESSAGES.dictionaryWordRemoved),
  );
}
