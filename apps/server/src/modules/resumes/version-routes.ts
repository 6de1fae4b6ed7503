import {
  apiConflictSchema,
  MAX_AUTO_VERSIONS,
  resumeIdParamsSchema,
  resumeSchema,
  resumeVersionParamsSchema,
  resumeVersionSchema,
  saveVersionBodySchema,
  VERSION_MESSAGES,
  VERSION_NAME_MAX,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { bearer, replies } from '../../http/replies.ts';

/** History: the versions of one of my resumes, under /api/v1/users; another user's or a trashed resume answers 404. */
export default async function versionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { resumeVersions } = app.services;
  const tags = ['resumes'];
  const security = bearer;

  app.post(
    '/resume-versions/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: 'Save the resume as it is now as a named version',
        description:
          `\`name\`: 1 to ${VERSION_NAME_MAX} characters once trimmed (400 otherwise). Saved versions are kept ` +
          "however many there are. Another user's resume answers 404.",
        params: resumeIdParamsSchema,
        body: saveVersionBodySchema,
        response: replies(201, resumeVersionSchema),
      },
    },
    async (request, reply) => {
      reply.code(201);
      const saved = await resumeVersions.save(request.user._id, request.params.id, request.body.name);
      return ok(saved, VERSION_MESSAGES.saved, 201);
    },
  );

  app.get(
    '/resume-versions/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: "The resume's versions, newest first, without their content",
        description:
          "`kind`: 'manual' (saved by name), 'auto' (taken before a save when the newest version is an hour old, " +
          `at most ${MAX_AUTO_VERSIONS} kept, the oldest dropped first; \`name\` is empty) or 'restore' (taken ` +
          "before a restore). Another user's resume answers 404.",
        params: resumeIdParamsSchema,
        response: replies(200, z.array(resumeVersionSchema)),
      },
    },
    async (request) => ok(await resumeVersions.list(request.user._id, request.params.id)),
  );

  app.get(
    '/resume-versions/:id/:versionId',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: 'The resume as one of its versions holds it, to compare with the current one',
        description:
          "Shaped as every resume answer: the resume's id, `version` and dates as they are now, its title, " +
          "template and content as the version holds them. A version of another resume, or another user's, " +
          'answers 404.',
        params: resumeVersionParamsSchema,
        response: replies(200, resumeSchema),
      },
    },
    async (request) => ok(await resumeVersions.get(request.user._id, request.params.id, request.params.versionId)),
  );

  app.post(
    '/resume-versions/:id/restore/:versionId',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: 'Restore a version: snapshot the resume as it is, then write the version back',
        description:
          'First the resume as it is now is saved as a version of kind `restore` ("Before restoring “…”"), then ' +
          "the version's title, template and content are written as an update writes them: the resume's " +
          '`version` rises, so an editor still holding the old one gets 409 on its next save. A write landing in ' +
          'between answers 409 (nothing changes). The answer is the restored resume. A version of another ' +
          "resume, or another user's, answers 404.",
        params: resumeVersionParamsSchema,
        response: { ...replies(200, resumeSchema), 409: apiConflictSchema(resumeSchema) },
      },
    },
    async (request) =>
      ok(
        await resumeVersions.restore(request.user._id, request.params.id, request.params.versionId),
        VERSION_MESSAGES.restored,
      ),
  );
}
