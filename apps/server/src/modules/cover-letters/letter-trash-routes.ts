import {
  COVER_LETTER_MESSAGES,
  coverLetterIdParamsSchema,
  coverLetterSchema,
  LIMITS,
  trashedCoverLetterSchema,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trashRoutes } from '../../http/document-routes.ts';
import { LETTER_TRASH_DAYS } from './cover-letters.ts';

/** My deleted cover letters, kept LETTER_TRASH_DAYS days, as resumes' Trash; another user's id answers 404. */
export default async function letterTrashRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  trashRoutes(app, {
    tags: ['cover-letters'],
    document: coverLetterSchema,
    trashed: trashedCoverLetterSchema,
    idParams: coverLetterIdParamsSchema,
    service: app.services.coverLetters,
    list: {
      path: '/cover-letters/trash',
      summary: 'My cover letters in Trash, most recently deleted first',
      description:
        `DELETE /cover-letters/:id moves a letter here for ${LETTER_TRASH_DAYS} days (\`purgeAt\`), after which it ` +
        'goes by itself. A letter in Trash is out of the list and every other route.',
    },
    restore: {
      path: '/cover-letters/:id/restore',
      summary: 'Bring a cover letter back from Trash, whole',
      description: `It counts toward the ${LIMITS.coverLettersPerUser} letters again: past the limit, 422 and it stays in Trash.`,
      message: COVER_LETTER_MESSAGES.restored,
    },
    destroy: {
      path: '/cover-letters/:id/permanent',
      summary: 'Delete a cover letter in Trash for good, with its History',
      description: `Only a letter in Trash: one that is not (or not mine) answers 404 with "${COVER_LETTER_MESSAGES.notFound}".`,
      message: COVER_LETTER_MESSAGES.deletedForever,
    },
  });
}
