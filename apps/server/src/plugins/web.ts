import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../paths.ts';
import { sendNotFound } from './errors.ts';

/** A browser navigation to a client-side route (not /api, not a file). */
const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith(API_PREFIX) &&
  !path.extname(request.url.split('?')[0]!);

/** Serves the web app's production build at / with an SPA fallback; everything else unknown is a JSON 404. */
export default fp(
  async function web(app: FastifyInstance, { root }: { root: string | undefined }) {
    if (!root || !existsSync(path.join(root, 'index.html'))) {
      if (root) app.log.warn({ root }, 'web build not found: run `npm run build` to serve the web app');
      app.setNotFoundHandler(sendNotFound);
      return;
    }
    await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
    app.setNotFoundHandler((request, reply) =>
      isPageRequest(request) ? reply.type('text/html').sendFile('index.html') : sendNotFound(request, reply),
    );
  },
  { name: 'web' },
);
