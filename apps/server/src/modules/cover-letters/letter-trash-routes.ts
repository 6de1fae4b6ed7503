import {
  COVER_LETTER_MESSAGES,
  coverLetterIdParamsSchema,
  coverLetterSchema,
  LIMITS,
  TRASH_MESSAGES,
  trashedCoverLetterSchema,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { bearer, replies } from '../../http/replies.ts';
import { LETTER_TRASH_DAYS } from './cover-letters.ts';

/** My deleted cover letters, kept LETTER_TRASH_DAYS days, as resumes' Trash; another user's id answers 404. */
export default async function letterTrashRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { coverLetters } = app.services;
  const tags = ['cover-letters'];
  const security = bearer;

  app.get(
    '/cover-letters/trash',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My cover letters in Trash, most recently deleted first',
        description:
          `DELETE /cover-letters/:id moves a letter here for ${LETTER_TRASH_DAYS} days (\`purgeAt\`), after which it ` +
          'goes by itself. A letter in Trash is out of the list and every other route.',
        response: replies(200, z.array(trashedCoverLetterSchema)),
      },
    },
    async (request) => ok(await coverLetters.trash(request.user._id), TRASH_MESSAGES.listed),
  );

  app.post(
    '/cover-letters/:id/restore',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Bring a cover letter back from Trash, whole',
        description: `It counts toward the ${LIMITS.coverLettersPerUser} letters again: past the limit, 422 and it stays in Trash.`,
        params: coverLetterIdParamsSchema,
        response: replies(200, coverLetterSchema),
      },
    },
    async (request) =>
      ok(await coverLetters.restore(request.user._id, request.params.id), COVER_LETTER_MESSAGES.restored),
  );

  app.delete(
    '/cover-letters/:id/permanent',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete a cover letter in Trash for good, with its History',
        description: `Only a letter in Trash: one that is not (or not mine) answers 404 with "${COVER_LETTER_MESSAGES.notFound}".`,
        params: coverLetterIdParamsSchema,
        response: replies(200, z.null()),
      },
    },
    async (request) => {
      await coverLetters.destroy(request.user._id, request.params.id);
      return ok(null, COVER_LETTER_MESSAGES.deletedForever);
    },
  );
}
