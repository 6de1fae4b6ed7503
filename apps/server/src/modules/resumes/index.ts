import { MESSAGES } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../paths.ts';
import { type LimitHook, perUserPerMinute } from '../../plugins/rate-limit.ts';
import { defineModule, type Infrastructure } from '../module.ts';
import type { TemplateService } from '../templates/templates.ts';
import pdfLinkRoutes from './pdf-link-routes.ts';
import { createPdfService } from './pdfs.ts';
import previewRoutes from './preview-routes.ts';
import { createResumeEditService } from './resume-edits.ts';
import resumeRoutes from './resume-routes.ts';
import { createResumeVersionService } from './resume-versions.ts';
import { createResumeService } from './resumes.ts';
import trashRoutes from './trash-routes.ts';
import versionRoutes from './version-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PDF renders (generate-resume, a PDF export) per signed-in user; run it after `app.authenticate`. */
    renderRateLimit: LimitHook;
    /** Live previews and thumbnails per signed-in user; run it onRequest after `app.authenticate`. */
    previewRateLimit: LimitHook;
  }
}

/** Where the signed PDF links are served, under /api. */
const PDF_LINKS_PREFIX = '/v1/pdf';
/** Resumes 30 days in Trash go by themselves: looked for at start and every hour (and whenever Trash is read). */
const TRASH_PURGE_EVERY_MS = 60 * 60 * 1000;

function services(
  { database, db, cache, config, secrets, log }: Infrastructure,
  { templates }: { templates: TemplateService },
) {
  const resumes = createResumeService({ db, cache, templates, maxPerUser: config.maxResumesPerUser });
  const resumeVersions = createResumeVersionService({ db, resumes, templates, now: config.now });
  const pdfs = createPdfService({
    db,
    // PGlite runs in this process, its only client.
    exclusive: database.kind === 'pglite',
    templates,
    resumes,
    signingKey: secrets.urlSigning,
    linksPath: `${API_PREFIX}${PDF_LINKS_PREFIX}`,
    settings: config.pdf,
    templatesDir: config.templatesDir,
    log,
  });
  const resumeEdits = createResumeEditService({ resumes, versions: resumeVersions, pdfs });
  return { resumes, resumeVersions, pdfs, resumeEdits };
}

async function setup(app: FastifyInstance) {
  const { resumes, pdfs } = app.services;
  // Nothing heavy starts with the server: the PDF workers start on the first render.
  app.addHook('onClose', () => pdfs.close());
  const purgeTrash = () =>
    void resumes.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'Emptying Trash failed'));
  const trashTimer = setInterval(purgeTrash, TRASH_PURGE_EVERY_MS).unref();
  app.addHook('onReady', async () => purgeTrash());
  app.addHook('onClose', async () => clearInterval(trashTimer));

  const { renderRateLimitPerMinute, previewRateLimitPerMinute } = app.config.pdf;
  app.decorate('renderRateLimit', perUserPerMinute(app, 'render', renderRateLimitPerMinute, MESSAGES.pdfTooFast));
  app.decorate(
    'previewRateLimit',
    perUserPerMinute(app, 'preview', previewRateLimitPerMinute, MESSAGES.previewTooFast),
  );
}

async function routes(app: FastifyInstance) {
  for (const userRoutes of [resumeRoutes, previewRoutes, versionRoutes, trashRoutes]) {
    await app.register(userRoutes, { prefix: '/v1/users' });
  }
  await app.register(pdfLinkRoutes, { prefix: PDF_LINKS_PREFIX });
}

/** Resumes: writing them, Trash, History, their previews, thumbnails and PDFs (rendered, stored, signed links). */
export default defineModule({ services, setup, routes });
