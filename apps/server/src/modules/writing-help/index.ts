import type { FastifyInstance } from 'fastify';
import { type LimitHook, perUserPerMinute } from '../../plugins/rate-limit.ts';
import { defineModule, type Infrastructure } from '../module.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import { createAiService } from './ai/index.ts';
import { createDictionaryService } from './dictionary.ts';
import dictionaryRoutes from './dictionary-routes.ts';
import writingRoutes from './writing-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** AI calls per signed-in user (AI_RATE_LIMIT_PER_MINUTE); run it after `app.authenticate`. */
    aiRateLimit: LimitHook;
  }
}

function services({ db, config, log }: Infrastructure, { resumes }: { resumes: ResumeService }) {
  const dictionary = createDictionaryService({ db });
  const ai = createAiService({
    settings: config.ai,
    resumes,
    dictionary,
    onSuggestionsFailed: (error) => log.warn({ err: error }, 'AI suggestions failed; answering corrections only'),
  });
  return { dictionary, ai };
}

async function setup(app: FastifyInstance) {
  // Harper starts on the first check, not with the server.
  app.addHook('onClose', () => app.services.ai.close());
  app.decorate('aiRateLimit', perUserPerMinute(app, 'ai', app.config.ai.rateLimitPerMinute));
}

async function routes(app: FastifyInstance) {
  await app.register(writingRoutes, { prefix: '/v1/ai' });
  await app.register(dictionaryRoutes, { prefix: '/v1/ai' });
}

/** Writing help: AI summaries and bullets, the grammar and spelling check, and each user's dictionary. */
export default defineModule({ services, setup, routes });
