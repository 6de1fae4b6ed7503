import type { FastifyInstance } from 'fastify';
import { defineModule, type Infrastructure } from '../module.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import { createTextCall } from '../writing-help/ai/provider-text.ts';
import { createTailoringService } from './tailoring.ts';
import tailoringRoutes from './tailoring-routes.ts';

function services({ db, config, log }: Infrastructure, { resumes }: { resumes: ResumeService }) {
  return {
    tailoring: createTailoringService({
      db,
      resumes,
      ai: createTextCall(config.ai),
      onAiFailed: (error) => log.warn({ err: error }, 'AI tailoring failed; answering the offline proposals only'),
    }),
  };
}

async function routes(app: FastifyInstance) {
  await app.register(tailoringRoutes, { prefix: '/v1/users' });
}

/** Tailoring: a resume's variant for an application, with proposals locked to the resume's own facts. */
export default defineModule({ services, routes });
