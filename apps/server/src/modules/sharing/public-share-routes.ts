import { resumePreviewSchema, SHARE_MESSAGES, shareSlugParamsSchema, unlockShareBodySchema } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { Unauthenticated } from '../../lib/domain-errors.ts';
import { replies } from '../../http/replies.ts';
import { robotsHeader, shareAccessCookie, sharePdfPath } from './share-http.ts';
import { SHARE_ACCESS_SECONDS } from './shares.ts';

const sharedResumeSchema = resumePreviewSchema.extend({
  resumeTitle: z.string(),
  fullName: z.string(),
  /** Where the PDF is downloaded: `/r/<slug>.pdf`. */
  pdfUrl: z.string(),
  indexable: z.boolean(),
});

/** What anyone with a share link reads, no account needed, under /api/v1/public. */
export default async function publicShareRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { shares, sharedResumes } = app.services;
  const tags = ['share'];

  app.get(
    '/resumes/:slug',
    {
      onRequest: app.shareRateLimit.view,
      schema: {
        tags,
        summary: 'A shared resume: its pages (as the editor previews them) and where to download its PDF',
        description:
          '404 when the link is off, was never on, or its resume is in Trash. 401 with "' +
          `${SHARE_MESSAGES.passwordRequired}" when the link has a password this browser has not given yet ` +
          '(POST …/unlock). Each answer with the pages counts one view. Per client IP at most ' +
          'SHARE_RATE_LIMIT_PER_MINUTE a minute (429).',
        params: shareSlugParamsSchema,
        response: replies(200, sharedResumeSchema),
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const shared = await shares.visit(slug, request.cookies[shareAccessCookie(slug)]);
      reply.header('x-robots-tag', robotsHeader(shared.indexable));
      if (!shared.mayOpen) throw new Unauthenticated(SHARE_MESSAGES.passwordRequired);
      const view = await sharedResumes.pages(shared);
      return ok({ ...view, pdfUrl: sharePdfPath(slug), indexable: shared.indexable });
    },
  );

  app.post(
    '/resumes/:slug/unlock',
    {
      onRequest: [app.authRateLimit.perIp, app.shareRateLimit.password],
      schema: {
        tags,
        summary: "Give a shared resume's password: a right one opens the page and the PDF in this browser for a day",
        description:
          `401 "${SHARE_MESSAGES.wrongPassword}" for a wrong one. Tries are limited per link and client IP, as ` +
          'sign-in is (429).',
        params: shareSlugParamsSchema,
        body: unlockShareBodySchema,
        response: replies(200, z.null()),
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const token = await shares.unlock(slug, request.body.password);
      if (token) {
        reply.setCookie(shareAccessCookie(slug), token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: SHARE_ACCESS_SECONDS,
        });
      }
      return ok(null, SHARE_MESSAGES.unlocked);
    },
  );
}
