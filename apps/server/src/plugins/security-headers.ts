import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Google Identity Services, allowed only when Google sign-in is configured. */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

/**
 * helmet's headers with a strict Content-Security-Policy: scripts only from this origin (never inline), PDFs framed
 * from this origin only, no plugins. Styles may be inline (the UI's popovers position themselves with style
 * attributes). HSTS is sent only on requests that arrived over TLS.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const google = app.config.google.clientId ? [GOOGLE_SIGN_IN] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...google],
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
      hsts: false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    });
  },
  { name: 'security-headers', dependencies: ['services'] },
);
