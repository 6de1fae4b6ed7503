import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../paths.ts';
import { sendNotFound } from './errors.ts';

/** Vite's output folder: every file in it has its content's hash in its name. */
const ASSETS_DIR = 'assets';
/** An asset's name changes with its bytes, so a browser keeps it for good (the compiler's wasm is 27 MB). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the files of public/ keep their names across builds: asked again each time. */
const REVALIDATE = 'no-cache';

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
    const assets = path.resolve(root, ASSETS_DIR) + path.sep;
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      // The build writes `.br` and `.gz` beside each file (scripts/compress-web-build.mjs): sent to a client that
      // takes them, never compressed per request.
      preCompressed: true,
      setHeaders: (reply, file) => reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : REVALIDATE),
    });
    app.setNotFoundHandler((request, reply) =>
      isPageRequest(request) ? reply.type('text/html').sendFile('index.html') : sendNotFound(request, reply),
    );
  },
  { name: 'web' },
);
