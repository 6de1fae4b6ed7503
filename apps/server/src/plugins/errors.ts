import { MESSAGES } from '@vitae/schema';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure } from '../http/envelope.ts';
import { Conflict, DomainError, type ErrorKind, TooManyAttempts } from '../lib/domain-errors.ts';
import { API_PREFIX } from '../paths.ts';

/**
 * Field errors an answer lists, at most: enough to show a form's mistakes, while a body with thousands of bad values
 * does not get an answer thousands of times its size.
 */
export const MAX_FIELD_ERRORS = 20;

/** Fastify's own client errors, answered with our words. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.invalidBody,
};

/** The one place that says which HTTP status each kind of domain error answers. */
const STATUS_OF: Record<ErrorKind, number> = {
  'invalid-input': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-format': 415,
  'limit-reached': 422,
  'nothing-to-read': 422,
  'too-many-attempts': 429,
  'internal-failure': 500,
  'upstream-failed': 502,
  unavailable: 503,
  'upstream-timed-out': 504,
};

/** The HTTP status a domain error answers. */
export const statusOf = (error: DomainError): number => STATUS_OF[error.kind];

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const message = request.url.startsWith(API_PREFIX) ? MESSAGES.routeNotFound : MESSAGES.pageNotFound;
  return reply.code(404).send(failure(404, message));
}

/** One error handler: every failure leaves in the JSON envelope; only real faults are 5xx, and they are logged. */
export default fp(
  async function errors(app: FastifyInstance) {
    // Draining (SIGTERM): a request that still arrives on an open connection gets the envelope, not Fastify's own
    // 503 body (buildApp turns that off with return503OnClosing: false).
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', (_request, reply, done) => {
      if (!closing) return done();
      reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '5')
        .send(failure(503, MESSAGES.serviceUnavailable));
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof DomainError) {
        const status = statusOf(error);
        if (error instanceof TooManyAttempts && error.retryAfterSeconds !== undefined) {
          reply.header('retry-after', error.retryAfterSeconds);
        }
        // A conflict answers the current state in `data`, where the client reads it.
        const data = error instanceof Conflict ? (error.current ?? null) : null;
        return reply.code(status).send(failure(status, error.message, undefined, data));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.slice(0, MAX_FIELD_ERRORS).map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? MESSAGES.invalidBody,
        }));
        return reply.code(400).send(failure(400, errors[0]?.message ?? MESSAGES.invalidBody, errors));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          (error.code && FASTIFY_CODES[error.code]) ?? (status === 429 ? MESSAGES.tooManyRequests : error.message);
        return reply.code(status).send(failure(status, message));
      }
      request.log.error({ err: error }, 'request failed');
      const code = status >= 500 && status < 600 ? status : 500;
      return reply.code(code).send(failure(code, `${MESSAGES.internalError} (request ${request.id})`));
    });
  },
  { name: 'errors' },
);
