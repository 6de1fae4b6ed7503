import {
  MAX_AUTO_VERSIONS,
  resumeIdParamsSchema,
  resumeSchema,
  resumeVersionParamsSchema,
  VERSION_NAME_MAX,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { versionRoutes as historyRoutes } from '../../http/document-routes.ts';

/** History: the versions of one of my resumes, under /api/v1/users; another user's or a trashed resume answers 404. */
export default async function versionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  historyRoutes(app, {
    tags: ['resumes'],
    document: resumeSchema,
    idParams: resumeIdParamsSchema,
    versionParams: resumeVersionParamsSchema,
    service: app.services.resumeVersions,
    save: {
      path: '/resume-versions/:id',
      summary: 'Save the resume as it is now as a named version',
      description:
        `\`name\`: 1 to ${VERSION_NAME_MAX} characters once trimmed (400 otherwise). Saved versions are kept ` +
        "however many there are. Another user's resume answers 404.",
    },
    list: {
      path: '/resume-versions/:id',
      summary: "The resume's versions, newest first, without their content",
      description:
        "`kind`: 'manual' (saved by name), 'auto' (taken before a save when the newest version is an hour old, " +
        `at most ${MAX_AUTO_VERSIONS} kept, the oldest dropped first; \`name\` is empty) or 'restore' (taken ` +
        "before a restore). Another user's resume answers 404.",
    },
    get: {
      path: '/resume-versions/:id/:versionId',
      summary: 'The resume as one of its versions holds it, to compare with the current one',
      description:
        "Shaped as every resume answer: the resume's id, `version` and dates as they are now, its title, " +
        "template and content as the version holds them. A version of another resume, or another user's, " +
        'answers 404.',
    },
    restore: {
      path: '/resume-versions/:id/restore/:versionId',
      summary: 'Restore a version: snapshot the resume as it is, then write the version back',
      description:
        'First the resume as it is now is saved as a version of kind `restore` ("Before restoring “…”"), then ' +
        "the version's title, template and content are written as an update writes them: the resume's " +
        '`version` rises, so an editor still holding the old one gets 409 on its next save. A write landing in ' +
        'between answers 409 (nothing changes). The answer is the restored resume. A version of another ' +
        "resume, or another user's, answers 404.",
    },
  });
}
