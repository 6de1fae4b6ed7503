import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LimitHook } from '../../plugins/rate-limit.ts';

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
export async function authRateLimits(app: FastifyInstance) {
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
