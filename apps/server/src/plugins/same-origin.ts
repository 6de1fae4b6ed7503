import { MESSAGES } from '@vitae/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden } from '../lib/domain-errors.ts';
import { API_PREFIX } from '../paths.ts';

const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `url`'s origin as the URL standard writes it (lower-case host, no default port); undefined when it has none. */
function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether the browser says the request was made by a page of another origin. Sec-Fetch-Site, when sent, says it:
 * 'same-origin' and 'none' (the user's own action, as typing the address) pass. Without it (an older browser), an
 * Origin other than this app's own does; `Origin: null` (a sandboxed frame, a redirect) is never this app's.
 */
function fromElsewhere(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const own = originOf(`${request.protocol}://${request.host}`);
  return own === undefined || originOf(origin) !== own;
}

/**
 * Refuses (403) a write to the API that a page of another origin made. The session cookies are SameSite=Strict, but
 * a sibling origin (another port, another subdomain) is the same site, and a form, a multipart or text/plain body or
 * no body at all needs no CORS preflight: such a page could import, duplicate or delete resumes as the signed-in
 * user, or log them out. Every write is checked, with a cookie or without (a login made by another site is refused
 * too); no page of another origin writes to this API (it allows no CORS). A request without Sec-Fetch-Site or Origin
 * (curl, another server, app.inject) is not a browser's and passes. The app's origin is the protocol and host as
 * Fastify reads them (behind a proxy, with TRUST_PROXY, X-Forwarded-Proto and X-Forwarded-Host).
 */
export default fp(
  async function sameOrigin(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith(API_PREFIX)) return;
      if (fromElsewhere(request)) throw new Forbidden(MESSAGES.crossOriginRequest);
    });
  },
  { name: 'same-origin' },
);
