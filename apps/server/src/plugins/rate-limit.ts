import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@vitae/schema';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in attempts per client IP (run it onRequest) and per email address (run it after validation). */
    authRateLimit: { perIp: preHandlerAsyncHookHandler; perEmail: preHandlerAsyncHookHandler };
  }
}

/** Rate limits for the routes that ask for them; nothing is limited globally. */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    const { perIp, perEmail, windowMs } = app.config.authRateLimit;
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError(429, `${MESSAGES.tooManyRequests} (retry in ${context.after})`),
    });
    app.decorate('authRateLimit', {
      perIp: app.rateLimit({ max: perIp, timeWindow: windowMs, keyGenerator: (request) => `auth-ip:${request.ip}` }),
      perEmail: app.rateLimit({
        max: perEmail,
        timeWindow: windowMs,
        keyGenerator: (request) => {
          const email = (request.body as { email?: unknown } | undefined)?.email;
          return `auth-email:${typeof email === 'string' ? email.trim().toLowerCase() : request.ip}`;
        },
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['services'] },
);
