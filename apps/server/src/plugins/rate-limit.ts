import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@vitae/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { TooManyAttempts } from '../lib/domain-errors.ts';

/** A rate limit, run as a route hook (onRequest, preHandler) or called from one. */
export type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface LimitOptions {
  max: number;
  windowMs: number;
  /** The bucket a request counts in; hooks with the same keys share their counts. */
  key: (request: FastifyRequest) => string;
  /** What a refused request is told: a sentence the wait is added to, or one that words the wait itself. */
  message?: string | ((seconds: number) => string);
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook that refuses a request past `max` in `windowMs` for its key (429 with Retry-After). Several limits may
     * apply to one request, each checked by its own hook. Modules make their limits with it at setup.
     */
    rateLimitHook(options: LimitOptions): LimitHook;
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
    app.decorate('rateLimitHook', ({ max, windowMs, key, message = MESSAGES.tooManyRequests }: LimitOptions) => {
      const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key });
      const limitHook: LimitHook = async (request) => {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        // The wait the message states is the Retry-After header's: a message that words it itself is given the same
        // number.
        const text =
          typeof message === 'string' ? `${message} (retry in ${result.ttlInSeconds} s)` : message(result.ttlInSeconds);
        throw new TooManyAttempts(text, result.ttlInSeconds);
      };
      return limitHook;
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);

/** A limit per signed-in user a minute (run it after `app.authenticate`); `bucket` names its counts. */
export const perUserPerMinute = (
  app: FastifyInstance,
  bucket: string,
  max: number,
  message?: LimitOptions['message'],
) => app.rateLimitHook({ max, windowMs: 60_000, key: (request) => `${bucket}-user:${request.user._id}`, message });
