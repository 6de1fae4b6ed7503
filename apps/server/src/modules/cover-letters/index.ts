import type { FastifyInstance } from 'fastify';
import { defineModule, type Infrastructure } from '../module.ts';
import type { PdfService } from '../resumes/pdfs.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import { createCoverLetterEditService } from './cover-letter-edits.ts';
import coverLetterRoutes from './cover-letter-routes.ts';
import { createCoverLetterVersionService } from './cover-letter-versions.ts';
import { createCoverLetterService } from './cover-letters.ts';
import letterDraftRoutes from './letter-draft-routes.ts';
import { createCoverLetterDraftService } from './letter-drafts.ts';
import letterExportRoutes from './letter-export-routes.ts';
import { createCoverLetterExportService } from './letter-exports.ts';
import letterPreviewRoutes from './letter-preview-routes.ts';
import { createLetterRenderService } from './letter-render.ts';
import letterTrashRoutes from './letter-trash-routes.ts';
import letterVersionRoutes from './letter-version-routes.ts';

/** Letters 30 days in Trash go by themselves: looked for at start and every hour (and whenever Trash is read). */
const TRASH_PURGE_EVERY_MS = 60 * 60 * 1000;

function services({ db, config }: Infrastructure, { resumes, pdfs }: { resumes: ResumeService; pdfs: PdfService }) {
  const coverLetters = createCoverLetterService({ db, now: config.now });
  const coverLetterVersions = createCoverLetterVersionService({ db, letters: coverLetters, now: config.now });
  return {
    coverLetters,
    coverLetterVersions,
    coverLetterEdits: createCoverLetterEditService({ letters: coverLetters, versions: coverLetterVersions }),
    coverLetterDrafts: createCoverLetterDraftService({
      letters: coverLetters,
      resumes,
      ai: config.ai,
      now: config.now,
    }),
    coverLetterExports: createCoverLetterExportService({ letters: coverLetters, resumes, now: config.now }),
    // The live preview and the PDF, drawn in the linked resume's style by the resumes' renderer (docs/design.md).
    letterRender: createLetterRenderService({ db, resumes, pdfs, now: config.now }),
  };
}

async function setup(app: FastifyInstance) {
  const { coverLetters } = app.services;
  const purgeTrash = () =>
    void coverLetters
      .purgeExpired()
      .catch((error: unknown) => app.log.warn({ err: error }, 'Emptying the cover letters’ Trash failed'));
  const trashTimer = setInterval(purgeTrash, TRASH_PURGE_EVERY_MS).unref();
  app.addHook('onReady', async () => purgeTrash());
  app.addHook('onClose', async () => clearInterval(trashTimer));
}

async function routes(app: FastifyInstance) {
  // Trash's static paths (/cover-letters/trash) and the letter's own (/cover-letters/:id) live side by side.
  for (const userRoutes of [
    coverLetterRoutes,
    letterTrashRoutes,
    letterVersionRoutes,
    letterDraftRoutes,
    letterExportRoutes,
    letterPreviewRoutes,
  ]) {
    await app.register(userRoutes, { prefix: '/v1/users' });
  }
}

/**
 * Cover letters: writing them, Trash, History, drafts (offline and AI under the evidence rule), the live preview and
 * the export (Word, and PDF in the resume's style).
 */
export default defineModule({ services, setup, routes });
