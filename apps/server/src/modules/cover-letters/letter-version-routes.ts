import {
  coverLetterIdParamsSchema,
  coverLetterSchema,
  coverLetterVersionParamsSchema,
  MAX_AUTO_VERSIONS,
  VERSION_NAME_MAX,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { versionRoutes } from '../../http/document-routes.ts';

/** History of one of my cover letters, as resumes have it; another user's or a trashed letter answers 404. */
export default async function letterVersionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  versionRoutes(app, {
    tags: ['cover-letters'],
    document: coverLetterSchema,
    idParams: coverLetterIdParamsSchema,
    versionParams: coverLetterVersionParamsSchema,
    service: app.services.coverLetterVersions,
    save: {
      path: '/cover-letters/:id/versions',
      summary: 'Save the cover letter as it is now as a named version',
      description: `\`name\`: 1 to ${VERSION_NAME_MAX} characters once trimmed (400 otherwise). Saved versions are all kept.`,
    },
    list: {
      path: '/cover-letters/:id/versions',
      summary: "The cover letter's versions, newest first, without their content",
      description:
        "`kind`: 'manual' (saved by name), 'auto' (taken before a save when the newest version is an hour old, " +
        `at most ${MAX_AUTO_VERSIONS} kept; \`name\` is empty) or 'restore' (taken before a restore).`,
    },
    get: {
      path: '/cover-letters/:id/versions/:versionId',
      summary: 'The cover letter as one of its versions holds it, to compare with the current one',
      description:
        "Shaped as every letter answer: the letter's id, `version` and dates as they are now; its title, links, " +
        "body and recipient as the version holds them. A version of another letter, or another user's, answers 404.",
    },
    restore: {
      path: '/cover-letters/:id/versions/:versionId/restore',
      summary: 'Restore a version: snapshot the letter as it is, then write the version back',
      description:
        'First the letter as it is now is saved as a version of kind `restore` ("Before restoring “…”"), then the ' +
        "version's title, body, recipient and links are written as an update writes them: the letter's `version` " +
        'rises, so an editor still holding the old one gets 409 on its next save. A write landing in between ' +
        'answers 409 (nothing changes). A resume or application linked then and gone since leaves the link as ' +
        'it is now.',
    },
  });
}
