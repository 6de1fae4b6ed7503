import {
  ACCOUNT_MESSAGES,
  changePasswordBodySchema,
  MESSAGES,
  refreshTokenBodySchema,
  tokenPairSchema,
  updateAccountBodySchema,
  userSchema,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { Unauthenticated } from '../../lib/domain-errors.ts';
import { REFRESH_COOKIE } from '../../plugins/auth.ts';
import { bearer, replies } from '../../http/replies.ts';

/** /api/auth: token refresh, password change, account update. */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, tokens, accountLinks } = app.services;
  const tags = ['accounts'];

  app.post(
    '/refresh-token',
    {
      onRequest: app.authRateLimit.refreshPerIp,
      schema: {
        tags,
        summary: 'Spend a refresh token for a new pair (rotation; reuse revokes the family)',
        body: refreshTokenBodySchema,
        response: { 200: replies(200, tokenPairSchema)[200].extend(tokenPairSchema.shape) },
      },
    },
    async (request, reply) => {
      const refreshToken = request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE];
      if (!refreshToken) throw new Unauthenticated(MESSAGES.refreshTokenRequired);
      const { accessToken, refreshToken: next } = await tokens.rotate(refreshToken, {
        userAgent: request.headers['user-agent'],
      });
      const pair = { accessToken, refreshToken: next };
      reply.setSessionCookies(pair);
      // Also at the top level, where clients read accessToken (apps/web/src/lib/api-client.ts's refresh does).
      return { ...ok(pair, MESSAGES.tokenRefreshed), ...pair };
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: [app.authenticate, app.authRateLimit.perIp],
      preHandler: app.authRateLimit.perAccount,
      schema: {
        tags,
        summary: 'Change the password; every other session ends',
        security: bearer,
        body: changePasswordBodySchema,
        response: replies(200, z.null()),
      },
    },
    async (request) => {
      await users.changePassword(request.user._id, request.body);
      await tokens.revokeOtherSessions(request.user._id, request.sessionFamilyId);
      return ok(null, MESSAGES.passwordChanged);
    },
  );

  app.put(
    '/update-account',
    {
      onRequest: app.authenticate,
      // A change of email checks the password (and its 409 tells whether an email has an account): throttled like login.
      preHandler: async (request, reply) => {
        if (request.body.email === undefined && request.body.currentPassword === undefined) return;
        await app.authRateLimit.perIp(request, reply);
        await app.authRateLimit.perAccount(request, reply);
      },
      schema: {
        tags,
        summary: 'Update name, email or avatar; a new email needs currentPassword',
        security: bearer,
        body: updateAccountBodySchema,
        response: replies(200, userSchema),
      },
    },
    async (request) => {
      const { user, pendingEmail } = await users.updateAccount(request.user._id, request.body);
      if (!pendingEmail) return ok(user, MESSAGES.accountUpdated);
      // The new address confirms the change by a mailed link; until then the account keeps the old one.
      await accountLinks.requestEmailChange(user._id, user.email, pendingEmail, app.i18n.languageOf(request));
      return ok(user, ACCOUNT_MESSAGES.emailChangeSent(pendingEmail));
    },
  );
}
