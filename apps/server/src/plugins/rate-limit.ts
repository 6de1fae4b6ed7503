import rateLimit from '@fastify/rate-limit';
import { IMPORT_MESSAGES, MESSAGES, SHARE_MESSAGES } from '@vitae/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { TooManyAttempts } from '../lib/domain-errors.ts';

type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every request that checks a password or signs in: `perIp` counts per client IP (run it onRequest), and
     * `perAccount` per account and client IP (run it once the account is known: after validation, or after
     * `app.authenticate`), so an attacker elsewhere never locks the real user out. `refreshPerIp` is the token
     * refresh's own per-IP bucket.
     */
    authRateLimit: { perIp: LimitHook; perAccount: LimitHook; refreshPerIp: LimitHook };
    /** AI calls per signed-in user; run it onRequest after `app.authenticate`. */
    aiRateLimit: LimitHook;
    /** PDF renders (generate-resume) per signed-in user; run it onRequest after `app.authenticate`. */
    renderRateLimit: LimitHook;
    /** Live previews and thumbnails per signed-in user; run it onRequest after `app.authenticate`. */
    previewRateLimit: LimitHook;
    /** Resume imports per signed-in user (IMPORT_RATE_LIMIT_PER_MINUTE); run it onRequest after `app.authenticate`. */
    importRateLimit: LimitHook;
    /**
     * Public share links, per client IP: `view` for their pages and PDFs (SHARE_RATE_LIMIT_PER_MINUTE), `password`
     * for each password tried on one link (the sign-in's per-account numbers).
     */
    shareRateLimit: { view: LimitHook; password: LimitHook };
  }
}

/** One Redis connection per instance, with timeouts, closed with the app. ioredis loads only when REDIS_URL is set. */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { connectTimeout: 2_000, commandTimeout: 1_000, maxRetriesPerRequest: 1 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'Redis (rate limits) is unreachable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/**
 * Rate limits for the routes that ask for them; nothing is limited globally. With REDIS_URL the counts are shared
 * by every instance, otherwise each instance counts in memory.
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    const redis = app.config.redisUrl ? await connectRedis(app, app.config.redisUrl) : undefined;
    // Fail open: a Redis outage must not lock everyone out of signing in; it is logged instead.
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, skipOnError: true, nameSpace: 'vitae-rl:' } : {}),
    });

    // Several limits may apply to one request, so each is checked on its own (the plugin's hooks run once per request).
    const limit = (
      max: number,
      timeWindow: number,
      key: (request: FastifyRequest) => string,
      message: string | ((seconds: number) => string) = MESSAGES.tooManyRequests,
    ): LimitHook => {
      const check = app.createRateLimit({ max, timeWindow, keyGenerator: key });
      return async (request) => {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        // The wait the message states is the Retry-After header's: a message that words it itself is given the same
        // number.
        const text =
          typeof message === 'string' ? `${message} (retry in ${result.ttlInSeconds} s)` : message(result.ttlInSeconds);
        throw new TooManyAttempts(text, result.ttlInSeconds);
      };
    };

    const { perIp, perEmail, windowMs } = app.config.authRateLimit;
    // The account: the signed-in user's, else the email the body names (login, register).
    const accountOf = (request: FastifyRequest) => {
      if (request.user) return request.user._id;
      const email = (request.body as { email?: unknown } | null | undefined)?.email;
      return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : 'none';
    };
    app.decorate('authRateLimit', {
      perIp: limit(perIp, windowMs, (request) => `auth-ip:${request.ip}`),
      perAccount: limit(perEmail, windowMs, (request) => `auth-account:${accountOf(request)}|${request.ip}`),
      refreshPerIp: limit(perIp, windowMs, (request) => `refresh-ip:${request.ip}`),
    });
    app.decorate(
      'aiRateLimit',
      limit(app.config.ai.rateLimitPerMinute, 60_000, (request) => `ai-user:${request.user._id}`),
    );
    app.decorate(
      'renderRateLimit',
      limit(
        app.config.pdf.renderRateLimitPerMinute,
        60_000,
        (request) => `render-user:${request.user._id}`,
        MESSAGES.pdfTooFast,
      ),
    );
    app.decorate(
      'previewRateLimit',
      limit(
        app.config.pdf.previewRateLimitPerMinute,
        60_000,
        (request) => `preview-user:${request.user._id}`,
        MESSAGES.previewTooFast,
      ),
    );
    app.decorate(
      'importRateLimit',
      limit(
        app.config.importRateLimitPerMinute,
        60_000,
        (request) => `import-user:${request.user._id}`,
        IMPORT_MESSAGES.tooFast,
      ),
    );
    const slugOf = (request: FastifyRequest) => (request.params as { slug?: string } | undefined)?.slug ?? '';
    app.decorate('shareRateLimit', {
      view: limit(app.config.shareRateLimitPerMinute, 60_000, (request) => `share-ip:${request.ip}`),
      password: limit(
        perEmail,
        windowMs,
        (request) => `share-password:${slugOf(request)}|${request.ip}`,
        SHARE_MESSAGES.tooManyAttempts,
      ),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'services'] },
);
