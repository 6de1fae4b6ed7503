import { SHARE_MESSAGES } from '@vitae/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LimitHook } from '../../plugins/rate-limit.ts';
import { defineModule, type Infrastructure } from '../module.ts';
import type { PdfService } from '../resumes/pdfs.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import publicShareRoutes from './public-share-routes.ts';
import sharePageRoutes from './share-page-routes.ts';
import shareRoutes from './share-routes.ts';
import { createSharedResumeService } from './shared-resumes.ts';
import { createShareService } from './shares.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Public share links, per client IP: `view` for their pages and PDFs (SHARE_RATE_LIMIT_PER_MINUTE), `password`
     * for each password tried on one link (the sign-in's per-account numbers).
     */
    shareRateLimit: { view: LimitHook; password: LimitHook };
  }
}

function services(
  { db, config, secrets }: Infrastructure,
  { resumes, pdfs }: { resumes: ResumeService; pdfs: PdfService },
) {
  const shares = createShareService({ db, resumes, hashCost: config.passwordHashCost, signingKey: secrets.urlSigning });
  return { shares, sharedResumes: createSharedResumeService({ shares, resumes, pdfs }) };
}

async function setup(app: FastifyInstance) {
  const { perEmail, windowMs } = app.config.authRateLimit;
  const slugOf = (request: FastifyRequest) => (request.params as { slug?: string } | undefined)?.slug ?? '';
  app.decorate('shareRateLimit', {
    view: app.rateLimitHook({
      max: app.config.shareRateLimitPerMinute,
      windowMs: 60_000,
      key: (request) => `share-ip:${request.ip}`,
    }),
    password: app.rateLimitHook({
      max: perEmail,
      windowMs,
      key: (request) => `share-password:${slugOf(request)}|${request.ip}`,
      message: SHARE_MESSAGES.tooManyAttempts,
    }),
  });
}

async function routes(app: FastifyInstance) {
  await app.register(shareRoutes, { prefix: '/v1/users' });
  await app.register(publicShareRoutes, { prefix: '/v1/public' });
}

/** Sharing: a resume's public link, its owner's settings, and what anyone with the link sees and downloads. */
export default defineModule({ services, setup, routes, pages: sharePageRoutes });
