import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LimitHook } from '../../plugins/rate-limit.ts';
import { defineModule, type Infrastructure } from '../module.ts';
import type { ApplicationService } from '../applications/applications.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import type { DictionaryService } from '../writing-help/dictionary.ts';
import { createCoverLetterArchive } from '../cover-letters/cover-letter-archive.ts';
import { createAccountExportService } from './account-export.ts';
import { createAccountLinks } from './account-links.ts';
import legalRoutes from './legal-routes.ts';
import { createPasskeys } from './passkeys.ts';
import securityRoutes from './security-routes.ts';
import { createSignIn } from './sign-in.ts';
import { createTwoFactor } from './two-factor.ts';
import accountRoutes from './account-routes.ts';
import authRoutes from './auth-routes.ts';
import { createGoogleVerifier } from './google.ts';
import { createTokenService } from './tokens.ts';
import { createUserService } from './users.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every request that checks a password or signs in: `perIp` counts per client IP (run it onRequest), and
     * `perAccount` per account and client IP (run it once the account is known: after validation, or after
     * `app.authenticate`), so an attacker elsewhere never locks the real user out. `refreshPerIp` is the token
     * refresh's own per-IP bucket.
     */
    authRateLimit: { perIp: LimitHook; perAccount: LimitHook; refreshPerIp: LimitHook };
  }
}

/** The sign-in limits (AUTH_RATE_LIMIT_*), for the account routes and every other password check (share links). */
async function authRateLimits(app: FastifyInstance) {
  const { perIp, perEmail, windowMs } = app.config.authRateLimit;
  // The account: the signed-in user's, else the email the body names (login, register).
  const accountOf = (request: FastifyRequest) => {
    if (request.user) return request.user._id;
    const email = (request.body as { email?: unknown } | null | undefined)?.email;
    return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : 'none';
  };
  app.decorate('authRateLimit', {
    perIp: app.rateLimitHook({ max: perIp, windowMs, key: (request) => `auth-ip:${request.ip}` }),
    perAccount: app.rateLimitHook({
      max: perEmail,
      windowMs,
      key: (request) => `auth-account:${accountOf(request)}|${request.ip}`,
    }),
    refreshPerIp: app.rateLimitHook({ max: perIp, windowMs, key: (request) => `refresh-ip:${request.ip}` }),
  });
}

function services(
  { db, cache, config, secrets, mailer, log }: Infrastructure,
  {
    resumes,
    applications,
    dictionary,
  }: { resumes: ResumeService; applications: ApplicationService; dictionary: DictionaryService },
) {
  const users = createUserService({ db, cache, hashCost: config.passwordHashCost, signUp: config.signUp });
  const tokens = createTokenService({ db, cache, secrets });
  const twoFactor = createTwoFactor({ db, mailer, key: secrets.twoFactor, forgetUser: () => cache.sessions.clear() });
  return {
    users,
    tokens,
    twoFactor,
    signIn: createSignIn({ tokens, twoFactor, toUser: users.toUser }),
    accountLinks: createAccountLinks({
      db,
      mailer,
      publicUrl: config.publicUrl,
      hashCost: config.passwordHashCost,
      endAllSessions: tokens.endAllSessions,
      forgetUser: () => cache.sessions.clear(),
      logFailure: (error, what) => log.error({ err: error }, what),
    }),
    passkeys: createPasskeys({ db, publicUrl: config.publicUrl }),
    verifyGoogleIdToken: createGoogleVerifier(config.google),
    accountExports: createAccountExportService({
      resumes,
      applications,
      dictionary,
      coverLetters: createCoverLetterArchive({ db }),
    }),
  };
}

async function routes(app: FastifyInstance) {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(accountRoutes, { prefix: '/v1/users' });
  await app.register(securityRoutes, { prefix: '/v1/users' });
  await app.register(legalRoutes, { prefix: '/v1/legal' });
}

/** Links mailed but never opened are deleted a day after they expire; looked for at start and every hour. */
async function setup(app: FastifyInstance) {
  await authRateLimits(app);
  const prune = () =>
    void app.services.accountLinks
      .pruneExpired()
      .catch((error: unknown) => app.log.warn({ err: error }, 'Pruning expired account links failed'));
  const timer = setInterval(prune, 60 * 60 * 1000).unref();
  app.addHook('onReady', async () => prune());
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * Accounts: registering, signing in (password, Google, passkeys, two-factor), mailed links, sessions and tokens, the
 * account's settings and data, and the terms and privacy texts (docs/accounts.md).
 */
export default defineModule({ services, setup, routes });
