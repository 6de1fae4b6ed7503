import cookie from '@fastify/cookie';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  MESSAGES,
  REFRESH_TOKEN_TTL_SECONDS,
  type TokenPair,
  type User,
} from '@vitae/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden, Unauthenticated } from '../lib/domain-errors.ts';
import { API_PREFIX } from '../paths.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`. */
    user: User;
    /** The token family (sign-in) of the access token used. */
    sessionFamilyId: string;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
  interface FastifyReply {
    setSessionCookies(tokens: TokenPair): FastifyReply;
    clearSessionCookies(): FastifyReply;
  }
}

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';
const REFRESH_COOKIE_PATH = API_PREFIX;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[ACCESS_COOKIE] || undefined;
}

/** Bearer (or cookie) access tokens, the admin guard and the httpOnly session cookies. */
export default fp(
  async function auth(app: FastifyInstance) {
    await app.register(cookie);
    app.decorateRequest('user', null as unknown as User);
    app.decorateRequest('sessionFamilyId', '');

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new Unauthenticated(MESSAGES.authRequired);
      const claims = await app.services.tokens.verifyAccess(token);
      const user = await app.services.users.findActive(claims.userId, claims.familyId);
      if (!user) throw new Unauthenticated(MESSAGES.sessionExpired);
      request.user = user;
      request.sessionFamilyId = claims.familyId;
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (request.user.role !== 'admin') throw new Forbidden(MESSAGES.adminOnly);
    });

    app.decorateReply('setSessionCookies', function (this: FastifyReply, tokens: TokenPair) {
      const secure = this.request.protocol === 'https';
      const base = { httpOnly: true, sameSite: 'strict', secure } as const;
      return this.setCookie(ACCESS_COOKIE, tokens.accessToken, {
        ...base,
        path: '/',
        maxAge: ACCESS_TOKEN_TTL_SECONDS,
      }).setCookie(REFRESH_COOKIE, tokens.refreshToken, {
        ...base,
        path: REFRESH_COOKIE_PATH,
        maxAge: REFRESH_TOKEN_TTL_SECONDS,
      });
    });

    app.decorateReply('clearSessionCookies', function (this: FastifyReply) {
      return this.clearCookie(ACCESS_COOKIE, { path: '/' }).clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
