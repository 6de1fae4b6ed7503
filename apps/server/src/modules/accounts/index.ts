import type { FastifyInstance } from 'fastify';
import { defineModule, type Infrastructure } from '../module.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import type { DictionaryService } from '../writing-help/dictionary.ts';
import { createAccountExportService } from './account-export.ts';
import accountRoutes from './account-routes.ts';
import authRoutes from './auth-routes.ts';
import { authRateLimits } from './auth-rate-limits.ts';
import { createGoogleVerifier } from './google.ts';
import { createTokenService } from './tokens.ts';
import { createUserService } from './users.ts';

function services(
  { db, cache, config, secrets }: Infrastructure,
  { resumes, dictionary }: { resumes: ResumeService; dictionary: DictionaryService },
) {
  return {
    users: createUserService({ db, cache, hashCost: config.passwordHashCost }),
    tokens: createTokenService({ db, cache, secrets }),
    verifyGoogleIdToken: createGoogleVerifier(config.google),
    accountExports: createAccountExportService({ resumes, dictionary }),
  };
}

async function routes(app: FastifyInstance) {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(accountRoutes, { prefix: '/v1/users' });
}

/** Accounts: registering, signing in (password, Google), sessions and tokens, the account's settings and data. */
export default defineModule({ services, setup: authRateLimits, routes });
