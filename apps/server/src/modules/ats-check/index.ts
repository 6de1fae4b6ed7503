import { ATS_MESSAGES } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import { type LimitHook, perUserPerMinute } from '../../plugins/rate-limit.ts';
import type { FileReader } from '../import/file-reader.ts';
import { defineModule, type Infrastructure } from '../module.ts';
import type { PdfService } from '../resumes/pdfs.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import atsCheckRoutes from './ats-check-routes.ts';
import { createAtsCheckService } from './ats-checks.ts';
import publicAtsCheckRoutes from './public-ats-check-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** ATS checks of one's own resumes per signed-in user (ATS_CHECK_RATE_LIMIT_PER_MINUTE); after authenticate. */
    atsCheckRateLimit: LimitHook;
    /** Files the public checker reads per client IP (PUBLIC_ATS_CHECK_RATE_LIMIT_PER_MINUTE). */
    publicAtsCheckRateLimit: LimitHook;
  }
}

function services(
  _infrastructure: Infrastructure,
  { resumes, pdfs, fileReader }: { resumes: ResumeService; pdfs: PdfService; fileReader: FileReader },
) {
  return { atsChecks: createAtsCheckService({ resumes, pdfs, reader: fileReader }) };
}

async function setup(app: FastifyInstance) {
  const { atsCheckRateLimitPerMinute, publicAtsCheckRateLimitPerMinute } = app.config;
  app.decorate(
    'atsCheckRateLimit',
    perUserPerMinute(app, 'ats-check', atsCheckRateLimitPerMinute, ATS_MESSAGES.tooFast),
  );
  app.decorate(
    'publicAtsCheckRateLimit',
    app.rateLimitHook({
      max: publicAtsCheckRateLimitPerMinute,
      windowMs: 60_000,
      key: (request) => `ats-check-ip:${request.ip}`,
      message: ATS_MESSAGES.publicTooFast,
    }),
  );
}

async function routes(app: FastifyInstance) {
  await app.register(atsCheckRoutes, { prefix: '/v1/users' });
  await app.register(publicAtsCheckRoutes, { prefix: '/v1/public' });
}

/** The ATS check: what a parser reads from Vitae's own PDF and Word file of a resume, or from any uploaded file. */
export default defineModule({ services, setup, routes });
