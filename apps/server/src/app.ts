import { randomUUID } from 'node:crypto';
import { createDatabase, type DatabaseHandle } from '@vitae/db';
import { readTemplateRegistry } from '@vitae/pdf';
import { LIMITS, MESSAGES } from '@vitae/schema';
import fp from 'fastify-plugin';
import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { failure } from './http/envelope.ts';
import { loggerOptions, scrubUrl } from './logging.ts';
import { MODULES } from './modules/index.ts';
import { API_PREFIX } from './paths.ts';
import auth from './plugins/auth.ts';
import configPlugin from './plugins/config.ts';
import cleanInput from './plugins/clean-input.ts';
import docs from './plugins/docs.ts';
import errors from './plugins/errors.ts';
import i18n from './plugins/i18n.ts';
import rateLimit from './plugins/rate-limit.ts';
import sameOrigin from './plugins/same-origin.ts';
import securityHeaders from './plugins/security-headers.ts';
import services from './plugins/services.ts';
import web from './plugins/web.ts';
import { serializerCompiler } from './serializer.ts';

export interface BuildAppOptions {
  config: Config;
  /** A database the caller owns (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/**
 * One access-log line per request, when it completes, instead of Fastify's two (the first as it arrives). At 'info'
 * the two lines cost a cached read about a third of its throughput, the one line about a sixth.
 */
class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: scrubUrl(request.url),
      ip: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** The whole app as one Fastify instance; `server.ts` listens, tests use `app.inject`. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: loggerOptions(logger, config.logLevel),
    bodyLimit: LIMITS.bodyBytes,
    requestTimeout: config.requestTimeoutMs,
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // The errors plugin answers requests that arrive while closing, with the envelope.
    return503OnClosing: false,
    logController: new AccessLog(),
    // A URL the router cannot decode (bad percent-encoding) gets the envelope like every other bad input.
    frameworkErrors: (_error, _request, reply) =>
      (reply as FastifyReply).code(400).send(failure(400, MESSAGES.malformedUrl)),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle = database ?? (await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!database) app.addHook('onClose', () => handle.close());

  await app.register(errors);
  await app.register(i18n);
  await app.register(cleanInput);
  await app.register(configPlugin, { config });
  await app.register(services, { config, database: handle, registry: await readTemplateRegistry(config.templatesDir) });
  await app.register(securityHeaders);
  await app.register(sameOrigin);
  await app.register(rateLimit);
  await app.register(auth);
  // Each capability is a module (modules/index.ts): its setup app-wide, its routes under /api, its pages at the root.
  for (const { setup } of MODULES) if (setup) await app.register(fp(setup));
  await app.register(docs);
  for (const { routes } of MODULES) if (routes) await app.register(routes, { prefix: API_PREFIX });
  await app.register(web, { root: config.webDistDir });
  for (const { pages } of MODULES) if (pages) await app.register(pages);
  return app;
}
