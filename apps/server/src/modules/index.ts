import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@vitae/db';
import type { TemplateRegistry } from '@vitae/pdf';
import type { Config } from '../config.ts';
import { createAiService } from './writing-help/ai/index.ts';
import { createDictionaryService } from './writing-help/dictionary.ts';
import { createGoogleVerifier } from './accounts/google.ts';
import { createPdfService } from './resumes/pdfs.ts';
import { readCacheFor } from '../lib/read-cache.ts';
import { createResumeExportService } from './export/resume-exports.ts';
import { createFileReader } from './import/file-reader.ts';
import { createResumeImportService } from './import/resume-imports.ts';
import { createResumeVersionService } from './resumes/resume-versions.ts';
import { createResumeService } from './resumes/resumes.ts';
import type { Secrets } from '../lib/secrets.ts';
import { createShareService } from './sharing/shares.ts';
import { createTemplateService } from './templates/templates.ts';
import { createTokenService } from './accounts/tokens.ts';
import { createUserService } from './accounts/users.ts';

export type Services = ReturnType<typeof createServices>;

export interface ServicesOptions {
  database: DatabaseHandle;
  config: Config;
  secrets: Secrets;
  registry: TemplateRegistry;
  log: FastifyBaseLogger;
}

export function createServices({ database, config, secrets, registry, log }: ServicesOptions) {
  const { db } = database;
  const cache = readCacheFor(database, log);
  const templates = createTemplateService({ db, registry, templatesDir: config.templatesDir });
  const resumes = createResumeService({ db, cache, templates, maxPerUser: config.maxResumesPerUser });
  const dictionary = createDictionaryService({ db });
  const pdfs = createPdfService({
    db,
    // PGlite runs in this process, its only client.
    exclusive: database.kind === 'pglite',
    templates,
    resumes,
    signingKey: secrets.urlSigning,
    settings: config.pdf,
    templatesDir: config.templatesDir,
    log,
  });
  const ai = createAiService({
    settings: config.ai,
    resumes,
    dictionary,
    onSuggestionsFailed: (error) => log.warn({ err: error }, 'AI suggestions failed; answering corrections only'),
  });
  return {
    users: createUserService({ db, cache, hashCost: config.passwordHashCost }),
    tokens: createTokenService({ db, cache, secrets }),
    verifyGoogleIdToken: createGoogleVerifier(config.google),
    templates,
    resumes,
    dictionary,
    pdfs,
    resumeExports: createResumeExportService({ resumes, templates, pdfs }),
    resumeImports: createResumeImportService({
      resumes,
      templates,
      reader: createFileReader(config.importReaders),
      ai,
      onAiFailed: (error) => log.warn({ err: error }, 'AI could not improve an import; the offline read is kept'),
    }),
    shares: createShareService({ db, resumes, hashCost: config.passwordHashCost, signingKey: secrets.urlSigning }),
    resumeVersions: createResumeVersionService({ db, resumes, templates, now: config.now }),
    ai,
  };
}
