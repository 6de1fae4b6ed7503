import type { FastifyInstance } from 'fastify';
import { type LimitHook, perUserPerMinute } from '../../plugins/rate-limit.ts';
import { defineModule, type Infrastructure } from '../module.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import { createTextCall } from '../writing-help/ai/provider-text.ts';
import { createJobMatchService } from './job-matches.ts';
import jobMatchRoutes from './job-match-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Offline job matches per signed-in user a minute (the ATS check's limit: both read a resume live). */
    jobMatchRateLimit: LimitHook;
  }
}

function services({ db, config }: Infrastructure, { resumes }: { resumes: ResumeService }) {
  const jobMatches = createJobMatchService({
    db,
    resumes,
    opinions: createTextCall(config.ai),
    provider: config.ai.provider,
  });
  return { jobMatches };
}

async function setup(app: FastifyInstance) {
  app.decorate('jobMatchRateLimit', perUserPerMinute(app, 'job-match', app.config.atsCheckRateLimitPerMinute));
}

async function routes(app: FastifyInstance) {
  await app.register(jobMatchRoutes, { prefix: '/v1/users' });
}

/** The job match: a posting's requirements read offline, each with the resume's evidence; an AI second opinion. */
export default defineModule({ services, setup, routes });
