import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { API_PREFIX } from '../paths.ts';

/** Google Identity Services, allowed only when Google sign-in is configured. */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets with these options. They depend on nothing in the request, so they are worked out once:
 * @fastify/helmet would build helmet's middleware again on every request (measured: 7% of a cached read's time).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * helmet's headers with a strict Content-Security-Policy: scripts only from this origin (never inline, never eval;
 * WebAssembly may be compiled), PDFs framed from this origin only, no plugins. Styles may be inline (the UI's popovers
 * position themselves with style attributes). HSTS is sent only on requests that arrived over TLS.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const google = app.config.google.clientId ? [GOOGLE_SIGN_IN] : [];
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // 'wasm-unsafe-eval' lets the page and its workers compile WebAssembly (the preview's Typst compiler and
          // renderer, served from /assets/); it allows no eval of JavaScript.
          scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...google],
          styleSrc: ["'self'", "'unsafe-inline'", ...google],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...google],
          frameSrc: ["'self'", ...google],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      // API answers carry personal data and tokens: no cache keeps them (a route may say otherwise, as PDF links do).
      if (request.url.startsWith(API_PREFIX)) reply.header('cache-control', 'no-store');
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
