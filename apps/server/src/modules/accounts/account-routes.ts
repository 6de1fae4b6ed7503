import {
  accountExportSchema,
  authSessionSchema,
  connectGoogleBodySchema,
  deleteAccountBodySchema,
  googleSignInBodySchema,
  loginBodySchema,
  ACCOUNT_MESSAGES,
  MESSAGES,
  refreshTokenBodySchema,
  twoFactorChallengeSchema,
  registerBodySchema,
  userSchema,
} from '@vitae/schema';
import { Readable } from 'node:stream';
import type { UserRow } from '@vitae/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okJsonPieces } from '../../http/envelope.ts';
import { REFRESH_COOKIE } from '../../plugins/auth.ts';
import { bearer, replies } from '../../http/replies.ts';

/** Accounts under /api/v1/users: register, login, Google, logout, current user, all users. */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, tokens, accountExports, verifyGoogleIdToken, signIn, accountLinks } = app.services;
  const tags = ['accounts'];
  const clientOf = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'] });

  /** Signed in, or (two-factor on) the challenge of the second step, with no tokens and no cookies. */
  async function afterFirstFactor(request: FastifyRequest, reply: FastifyReply, row: UserRow) {
    const step = await signIn.afterFirstFactor(row, clientOf(request));
    if (step.kind === 'second-factor')
      return ok(
        { twoFactorRequired: true as const, challenge: step.challenge },
        ACCOUNT_MESSAGES.twoFactorCodeRequired,
      );
    reply.setSessionCookies(step.pair);
    return ok({ ...step.pair, user: step.user }, MESSAGES.loggedIn);
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
    async (request, reply) => {
      const row = await users.register(request.body);
      await accountLinks.sendVerification(row, app.i18n.languageOf(request));
      const { pair, user } = await signIn.complete(row, clientOf(request));
      reply.setSessionCookies(pair).code(201);
      return ok({ ...pair, user }, MESSAGES.registered, 201);
    },
  );

  app.post(
    '/login',
    {
      onRequest: app.authRateLimit.perIp,
      preHandler: app.authRateLimit.perAccount,
      schema: {
        tags,
        summary: 'Log in with email and password (with two-factor on: the challenge of the second step, no tokens)',
        body: loginBodySchema,
        response: replies(200, z.union([authSessionSchema, twoFactorChallengeSchema])),
      },
    },
    async (request, reply) => afterFirstFactor(request, reply, await users.login(request.body)),
  );

  app.post(
    '/google',
    {
      onRequest: app.authRateLimit.perIp,
      schema: {
        tags,
        summary: 'Sign in with a Google ID token (with two-factor on: the challenge of the second step, no tokens)',
        body: googleSignInBodySchema,
        response: replies(200, z.union([authSessionSchema, twoFactorChallengeSchema])),
      },
    },
    async (request, reply) => {
      const identity = await verifyGoogleIdToken(request.body.idToken);
      return afterFirstFactor(request, reply, await users.signInWithGoogle(identity));
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
        summary: 'Download my data: the account, my dictionary, every resume and every application, as JSON',
        security: bearer,
        response: replies(200, accountExportSchema),
      },
    },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="vitae-export.json"');
      reply.type('application/json; charset=utf-8');
      // Read before answering (its first batch included), so a failing database still gets the error envelope.
      const document = await accountExports.exportJson(request.user);
      // A stream is sent as is, past the hook that translates envelopes: its message is translated here.
      const message = app.i18n.translate(MESSAGES.ok, app.i18n.languageOf(request));
      return reply.send(Readable.from(okJsonPieces(document, message)) as never);
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
