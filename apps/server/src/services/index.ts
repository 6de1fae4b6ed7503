import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@vitae/db';
import type { TemplateRegistry } from '@vitae/pdf';
import type { Config } from '../config.ts';
import { createAiService } from './ai/index.ts';
import { createDictionaryService } from './dictionary.ts';
import { createGoogleVerifier } from './google.ts';
import { createPdfService } from './pdfs.ts';
import { readCacheFor } from './read-cache.ts';
import { createResumeExportService } from './resume-export/index.ts';
import { createFileReader } from './resume-import/file-reader.ts';
import { createResumeImportService } from './resume-import/index.ts';
import { createResumeVersionService } from './resume-versions.ts';
import { createResumeService } from './resumes.ts';
import type { Secrets } from './secrets.ts';
import { createShareService } from './shares.ts';
import { createTemplateService } from './templates.ts';
import { createTokenService } from './tokens.ts';
import { createUserService } from './users.ts';

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
