import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@vitae/db';
import type { TemplateRegistry } from '@vitae/pdf';
import type { Config } from '../config.ts';
import { createAiService } from './ai/index.ts';
import { createGoogleVerifier } from './google.ts';
import { createPdfService } from './pdfs.ts';
import type { ReadCache } from './read-cache.ts';
import { createResumeService } from './resumes.ts';
import type { Secrets } from './secrets.ts';
import { createTemplateService } from './templates.ts';
import { createTokenService } from './tokens.ts';
import { createUserService } from './users.ts';

export type Services = ReturnType<typeof createServices>;

export function createServices(
  db: Database,
  config: Config,
  secrets: Secrets,
  registry: TemplateRegistry,
  log: FastifyBaseLogger,
  cache: ReadCache,
) {
  const templates = createTemplateService(db, registry, config.templatesDir);
  const resumes = createResumeService({ db, cache, templates, maxPerUser: config.maxResumesPerUser });
  return {
    users: createUserService({ db, cache, hashCost: config.passwordHashCost }),
    tokens: createTokenService(db, cache, secrets),
    verifyGoogleIdToken: createGoogleVerifier(config.google),
    templates,
    resumes,
    pdfs: createPdfService({
      db,
      cache,
      templates,
      resumes,
      signingKey: secrets.urlSigning,
      settings: config.pdf,
      templatesDir: config.templatesDir,
      log,
    }),
    ai: createAiService(config.ai, (error) =>
      log.warn({ err: error }, 'AI suggestions failed; answering corrections only'),
    ),
  };
}
