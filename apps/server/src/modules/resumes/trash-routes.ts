import { MESSAGES, resumeSchema, TRASH_MESSAGES, trashedResumeSchema, trashIdParamsSchema } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { TRASH_DAYS } from './resumes.ts';
import { bearer, replies } from '../../http/replies.ts';

/** My deleted resumes, kept TRASH_DAYS days, under /api/v1/users/trash; another user's id answers 404. */
export default async function trashRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { resumes } = app.services;
  const tags = ['resumes'];
  const security = bearer;

  app.get(
    '/trash',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My resumes in Trash, most recently deleted first',
        description:
          `delete-resume moves a resume here for ${TRASH_DAYS} days (\`purgeAt\`), after which it goes by itself. A ` +
          'resume in Trash is out of the resume list and every other route, and its share link answers 404.',
        response: replies(200, z.array(trashedResumeSchema)),
      },
    },
    async (request) => ok(await resumes.trash(request.user._id), TRASH_MESSAGES.listed),
  );

  app.post(
    '/trash/:id/restore',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Bring a resume back from Trash, whole',
        description: 'It counts toward MAX_RESUMES_PER_USER again: past the limit, 422 and it stays in Trash.',
        params: trashIdParamsSchema,
        response: replies(200, resumeSchema),
      },
    },
    async (request) => ok(await resumes.restore(request.user._id, request.params.id), TRASH_MESSAGES.restored),
  );

  app.delete(
    '/trash/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete a resume in Trash for good',
        description: `Only a resume in Trash: one that is not (or not mine) answers 404 with "${MESSAGES.resumeNotFound}".`,
        params: trashIdParamsSchema,
        response: replies(200, z.null()),
      },
    },
    async (request) => {
      await resumes.destroy(request.user._id, request.params.id);
      return ok(null, TRASH_MESSAGES.deletedForever);
    },
  );
}
