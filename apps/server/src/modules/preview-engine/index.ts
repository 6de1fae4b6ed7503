import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../paths.ts';
import { defineModule, type Infrastructure } from '../module.ts';
import type { PdfService } from '../resumes/pdfs.ts';
import type { TemplateService } from '../templates/templates.ts';
import previewFontRoutes from './preview-font-routes.ts';
import { createPreviewEngineService } from './preview-engine.ts';
import previewTemplateRoutes from './preview-template-routes.ts';

/** Where the fonts are served, under /api. */
const FONTS_PREFIX = '/v1';

function services(
  { config, log }: Infrastructure,
  { pdfs, templates }: { pdfs: PdfService; templates: TemplateService },
) {
  const previewEngine = createPreviewEngineService({
    pdfs,
    templates,
    templatesDir: config.templatesDir,
    fontsPath: `${API_PREFIX}${FONTS_PREFIX}/preview-fonts`,
    log,
  });
  return { previewEngine };
}

async function routes(app: FastifyInstance) {
  await app.register(previewTemplateRoutes, { prefix: '/v1/users' });
  await app.register(previewFontRoutes, { prefix: FONTS_PREFIX });
}

/**
 * The editor's preview compiled in the browser: the template sources and fonts it downloads once (the server renders
 * nothing for it).
 */
export default defineModule({ services, routes });
