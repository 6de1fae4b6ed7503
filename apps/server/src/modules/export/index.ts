import type { FastifyInstance } from 'fastify';
import { defineModule, type Infrastructure } from '../module.ts';
import type { PdfService } from '../resumes/pdfs.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import type { TemplateService } from '../templates/templates.ts';
import exportRoutes from './export-routes.ts';
import { createResumeExportService } from './resume-exports.ts';

function services(
  _infrastructure: Infrastructure,
  { resumes, templates, pdfs }: { resumes: ResumeService; templates: TemplateService; pdfs: PdfService },
) {
  return { resumeExports: createResumeExportService({ resumes, templates, pdfs }) };
}

async function routes(app: FastifyInstance) {
  await app.register(exportRoutes, { prefix: '/v1/users' });
}

/** Export: one resume as a file (JSON Resume, Vitae JSON, Markdown, text, Word or PDF). */
export default defineModule({ services, routes });
