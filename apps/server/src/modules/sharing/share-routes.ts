import {
  resumeIdParamsSchema,
  SHARE_MESSAGES,
  shareLinkSchema,
  shareResumeBodySchema,
  shareStatusSchema,
} from '@vitae/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { bearer, replies } from '../../http/replies.ts';
import { sharePagePath } from './share-http.ts';

/** The public address of a link, on the host the owner reached the app by. */
const shareUrl = (request: FastifyRequest, slug: string) =>
  `${request.protocol}://${request.host}${sharePagePath(slug)}`;

/** My resumes' public links, under /api/v1/users; another user's resume answers 404. */
export default async function shareRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { shares } = app.services;
  const tags = ['share'];
  const security = bearer;

  app.post(
    '/share-resume/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Turn on the public link of one of my resumes (or change its password and indexing)',
        description:
          'Anyone with the link sees the pages at `/r/<slug>` and downloads the PDF at `/r/<slug>.pdf`, without an ' +
          'account. The slug is 32 base64url characters and stays the same when the link is ' +
          'updated. With `password` (4 to 128 characters) both ask for it first; an empty one removes it, and without ' +
          '`password` the link keeps the one it has (none for a new link). ' +
          'The public page sends `X-Robots-Tag: noindex` unless `indexable` is true.',
        params: resumeIdParamsSchema,
        body: shareResumeBodySchema,
        response: replies(200, shareLinkSchema),
      },
    },
    async (request) => {
      const { slug } = await shares.enable(request.user._id, request.params.id, request.body);
      return ok({ url: shareUrl(request, slug), slug }, SHARE_MESSAGES.enabled);
    },
  );

  app.delete(
    '/share-resume/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Turn the public link off: the old link answers 404 at once',
        params: resumeIdParamsSchema,
        response: replies(200, z.null()),
      },
    },
    async (request) => {
      await shares.disable(request.user._id, request.params.id);
      return ok(null, SHARE_MESSAGES.disabled);
    },
  );

  app.get(
    '/share-resume/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The public link's state: its address, whether it is on, and how often it was viewed and downloaded",
        params: resumeIdParamsSchema,
        response: replies(200, shareStatusSchema),
      },
    },
    async (request) => {
      const { slug, ...status } = await shares.status(request.user._id, request.params.id);
      return ok({ url: slug === null ? null : shareUrl(request, slug), ...status });
    },
  );
}
