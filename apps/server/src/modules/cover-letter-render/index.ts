// TEMPORARY wiring of the cover letter renderer, for this branch's own tests. The cover letters module's index.ts
// takes `letterRender` into its services and registers letter-preview-routes.ts (and its export route calls
// renderCoverLetterPdf); then this folder, letter-pdf-routes.ts and this module's line in modules/index.ts go.
import type { FastifyInstance } from 'fastify';
import { createLetterRenderService } from '../cover-letters/letter-render.ts';
import letterPdfRoutes from '../cover-letters/letter-pdf-routes.ts';
import letterPreviewRoutes from '../cover-letters/letter-preview-routes.ts';
import { defineModule, type Infrastructure } from '../module.ts';
import type { PdfService } from '../resumes/pdfs.ts';
import type { ResumeService } from '../resumes/resumes.ts';

function services({ db, config }: Infrastructure, { resumes, pdfs }: { resumes: ResumeService; pdfs: PdfService }) {
  return { letterRender: createLetterRenderService({ db, resumes, pdfs, now: config.now }) };
}

async function routes(app: FastifyInstance) {
  for (const userRoutes of [letterPreviewRoutes, letterPdfRoutes])
    await app.register(userRoutes, { prefix: '/v1/users' });
}

/** TEMPORARY: the letter renderer as a module of its own, until the cover letters module takes it in. */
export default defineModule({ services, routes });
