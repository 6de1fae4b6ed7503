import { MESSAGES, resumeSchema, TRASH_MESSAGES, trashedResumeSchema, trashIdParamsSchema } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trashRoutes as documentTrashRoutes } from '../../http/document-routes.ts';
import { TRASH_DAYS } from './resumes.ts';

/** My deleted resumes, kept TRASH_DAYS days, under /api/v1/users/trash; another user's id answers 404. */
export default async function trashRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  documentTrashRoutes(app, {
    tags: ['resumes'],
    document: resumeSchema,
    trashed: trashedResumeSchema,
    idParams: trashIdParamsSchema,
    service: app.services.resumes,
    list: {
      path: '/trash',
      summary: 'My resumes in Trash, most recently deleted first',
      description:
        `delete-resume moves a resume here for ${TRASH_DAYS} days (\`purgeAt\`), after which it goes by itself. A ` +
        'resume in Trash is out of the resume list and every other route, and its share link answers 404.',
    },
    restore: {
      path: '/trash/:id/restore',
      summary: 'Bring a resume back from Trash, whole',
      description: 'It counts toward MAX_RESUMES_PER_USER again: past the limit, 422 and it stays in Trash.',
      message: TRASH_MESSAGES.restored,
    },
    destroy: {
      path: '/trash/:id',
      summary: 'Delete a resume in Trash for good',
      description: `Only a resume in Trash: one that is not (or not mine) answers 404 with "${MESSAGES.resumeNotFound}".`,
      message: TRASH_MESSAGES.deletedForever,
    },
  });
}
