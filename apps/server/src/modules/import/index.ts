import type { FastifyInstance } from 'fastify';
import { defineModule, type Infrastructure } from '../module.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import type { TemplateService } from '../templates/templates.ts';
import type { AiService } from '../writing-help/ai/index.ts';
import { createFileReader } from './file-reader.ts';
import importRoutes from './import-routes.ts';
import { createResumeImportService } from './resume-imports.ts';

function services(
  { config, log }: Infrastructure,
  { resumes, templates, ai }: { resumes: ResumeService; templates: TemplateService; ai: AiService },
) {
  // One pool of reader processes for imports and the ATS check's files (modules/ats-check), users taking turns.
  const fileReader = createFileReader(config.importReaders);
  const resumeImports = createResumeImportService({
    resumes,
    templates,
    reader: fileReader,
    ai,
    onAiFailed: (error) => log.warn({ err: error }, 'AI could not improve an import; the offline read is kept'),
  });
  return { resumeImports, fileReader };
}

async function setup(app: FastifyInstance) {
  // The readers start with the first import, not with the server.
  app.addHook('onClose', () => app.services.resumeImports.close());
}

async function routes(app: FastifyInstance) {
  await app.register(importRoutes, { prefix: '/v1/users' });
}

/** Import: a new resume from a file (a Vitae export, JSON Resume, a PDF, LinkedIn's export), read in child processes. */
export default defineModule({ services, setup, routes });
