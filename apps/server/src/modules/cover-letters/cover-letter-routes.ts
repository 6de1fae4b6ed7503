import {
  COVER_LETTER_MESSAGES,
  coverLetterIdParamsSchema,
  coverLetterSchema,
  createCoverLetterBodySchema,
  LIMITS,
  updateCoverLetterBodySchema,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { createRoute, removeRoute, updateRoute } from '../../http/document-routes.ts';
import { bearer, replies } from '../../http/replies.ts';

/** My cover letters under /api/v1/users/cover-letters; another user's id answers 404 like a missing one. */
export default async function coverLetterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { coverLetters, coverLetterEdits } = app.services;
  const tags = ['cover-letters'];
  const security = bearer;

  createRoute(
    app,
    {
      tags,
      path: '/cover-letters',
      summary: 'Create a cover letter for one of my resumes',
      description:
        '`resumeId` must be one of my resumes and `applicationId` one of my applications (404 otherwise). Without ' +
        "`recipient`, a letter linked to an application is addressed to the application's company. The body is " +
        `sanitised rich text (at most ${LIMITS.coverLetterBody} characters). An account keeps at most ` +
        `${LIMITS.coverLettersPerUser} letters (those in Trash do not count): one more answers 422.`,
      body: createCoverLetterBodySchema,
      document: coverLetterSchema,
      message: COVER_LETTER_MESSAGES.created,
    },
    coverLetters.create,
  );

  app.get(
    '/cover-letters',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My cover letters, newest update first (not those in Trash)',
        response: replies(200, z.array(coverLetterSchema)),
      },
    },
    async (request) => ok(await coverLetters.list(request.user._id)),
  );

  app.get(
    '/cover-letters/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One of my cover letters',
        params: coverLetterIdParamsSchema,
        response: replies(200, coverLetterSchema),
      },
    },
    async (request) => ok(await coverLetters.get(request.user._id, request.params.id)),
  );

  updateRoute(
    app,
    {
      tags,
      path: '/cover-letters/:id',
      summary: 'Change any subset of the fields; only those sent change',
      description:
        "Every write raises the letter's `version` by one. Send the `version` you edited to write only if nobody " +
        'else has written since: otherwise 409, nothing changes, and `data` holds the letter as it is now. ' +
        'Without `version` the write always happens. When the newest History version is an hour old or more, ' +
        'the letter as it was is kept as an automatic version first.',
      params: coverLetterIdParamsSchema,
      body: updateCoverLetterBodySchema,
      document: coverLetterSchema,
      message: COVER_LETTER_MESSAGES.saved,
    },
    coverLetterEdits.update,
  );

  removeRoute(
    app,
    {
      tags,
      path: '/cover-letters/:id',
      summary: 'Move one of my cover letters to Trash',
      description: 'It stays in Trash 30 days (GET /cover-letters/trash), then goes by itself.',
      params: coverLetterIdParamsSchema,
      message: COVER_LETTER_MESSAGES.deleted,
    },
    coverLetters.remove,
  );
}
