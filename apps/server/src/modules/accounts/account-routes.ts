import {
  accountExportSchema,
  authSessionSchema,
  connectGoogleBodySchema,
  deleteAccountBodySchema,
  googleSignInBodySchema,
  loginBodySchema,
  MESSAGES,
  refreshTokenBodySchema,
  registerBodySchema,
  userSchema,
  type User,
} from '@vitae/schema';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okJsonPieces } from '../../http/envelope.ts';
import { REFRESH_COOKIE } from '../../plugins/auth.ts';
import { bearer, replies } from '../../http/replies.ts';

/** Accounts under /api/v1/users: register, login, Google, logout, current user, all users. */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, tokens, accountExports, verifyGoogleIdToken } = app.services;
  const tags = ['accounts'];

  async function startSession(reply: FastifyReply, user: User, message: string, status: 200 | 201 = 200) {
    const pair = await tokens.startSession(user._id);
    reply.setSessionCookies(pair).code(status);
    return ok({ ...pair, user }, message, status);
  }

  app.post(
    '/register',
    {
      onRequest: app.authRateLimit.perIp,
      preHandler: app.authRateLimit.perAccount,
      schema: {
        tags,
        summary: 'Create an account',
        body: registerBodySchema,
        response: replies(201, authSessionSchema),
      },
    },
    async (request, reply) => startSession(reply, await users.register(request.body), MESSAGES.registered, 201),
  );

  app.post(
    '/login',
    {
      onRequest: app.authRateLimit.perIp,
      preHandler: app.authRateLimit.perAccount,
      schema: {
        tags,
        summary: 'Log in with email and password',
        body: loginBodySchema,
        response: replies(200, authSessionSchema),
      },
    },
    async (request, reply) => startSession(reply, await users.login(request.body), MESSAGES.loggedIn),
  );

  app.post(
    '/google',
    {
      onRequest: app.authRateLimit.perIp,
      schema: {
        tags,
        summary: 'Sign in with a Google ID token',
        body: googleSignInBodySchema,
        response: replies(200, authSessionSchema),
      },
    },
    async (request, reply) => {
      const identity = await verifyGoogleIdToken(request.body.idToken);
      return startSession(reply, await users.signInWithGoogle(identity), MESSAGES.loggedIn);
    },
  );

  app.post(
    '/connect-google',
    {
      onRequest: [app.authenticate, app.authRateLimit.perIp],
      preHandler: app.authRateLimit.perAccount,
      schema: {
        tags,
        summary: 'Connect a Google account to mine (asks for my password); Google then signs me in',
        security: bearer,
        body: connectGoogleBodySchema,
        response: replies(200, userSchema),
      },
    },
    async (request) => {
      const identity = await verifyGoogleIdToken(request.body.idToken);
      const user = await users.connectGoogle(request.user._id, identity, request.body.currentPassword);
      return ok(user, MESSAGES.googleConnected);
    },
  );

  app.post(
    '/logout',
    {
      schema: { tags, summary: 'Revoke this session', body: refreshTokenBodySchema, response: replies(200, z.null()) },
    },
    async (request, reply) => {
      const refreshToken = request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE];
      if (refreshToken) await tokens.revokeByToken(refreshToken);
      // A valid access token also ends its own session, for clients that hold no refresh token.
      await app.authenticate(request).then(
        () => tokens.revokeFamily(request.sessionFamilyId),
        () => undefined,
      );
      reply.clearSessionCookies();
      return ok(null, MESSAGES.loggedOut);
    },
  );

  app.get(
    '/current-user',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'The signed-in user', security: bearer, response: replies(200, userSchema) },
    },
    async (request) => ok(request.user),
  );

  app.get(
    '/all-users',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Every user (admin only)',
        security: bearer,
        response: replies(200, z.array(userSchema)),
      },
    },
    async () => ok(await users.listAll()),
  );

  app.get(
    '/me/export',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Download my data: the account, my dictionary and every resume, as JSON',
        security: bearer,
        response: replies(200, accountExportSchema),
      },
    },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="vitae-export.json"');
      reply.type('application/json; charset=utf-8');
      // Read before answering (its first batch included), so a failing database still gets the error envelope.
      const document = await accountExports.exportJson(request.user);
      // A stream is sent as is: the response schema documents the document it writes.
      return reply.send(Readable.from(okJsonPieces(document)) as never);
    },
  );

  app.delete(
    '/me',
    {
      onRequest: [app.authenticate, app.authRateLimit.perIp],
      preHandler: app.authRateLimit.perAccount,
      schema: {
        tags,
        summary: 'Delete my account, its resumes and its sessions (password accounts confirm with the password)',
        security: bearer,
        body: deleteAccountBodySchema,
        response: replies(200, z.null()),
      },
    },
    async (request, reply) => {
      await users.deleteAccount(request.user._id, request.body?.password);
      reply.clearSessionCookies();
      return ok(null, MESSAGES.accountDeleted);
    },
  );
}
