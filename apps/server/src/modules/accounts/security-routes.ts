import {
  ACCOUNT_MESSAGES,
  authSessionSchema,
  forgotPasswordBodySchema,
  MESSAGES,
  passkeyFinishBodySchema,
  passkeyIdParamsSchema,
  passkeyNameBodySchema,
  passkeyOptionsSchema,
  passkeySchema,
  recoveryCodesSchema,
  resetPasswordBodySchema,
  sessionIdParamsSchema,
  sessionSchema,
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  twoFactorLoginBodySchema,
  twoFactorSetupSchema,
  userSchema,
  verifyEmailBodySchema,
  verifyEmailResultSchema,
} from '@vitae/schema';
import type { UserRow } from '@vitae/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { bearer, replies } from '../../http/replies.ts';
import { InvalidInput, Unauthenticated } from '../../lib/domain-errors.ts';

/**
 * What makes an account trustworthy, under /api/v1/users (docs/accounts.md): password reset, verified addresses,
 * sessions, two-factor codes and passkeys. Every check of a secret (a password, a code, a link) is throttled per IP
 * and per account like sign-in.
 */
export default async function securityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, tokens, accountLinks, twoFactor, passkeys, signIn } = app.services;
  const tags = ['account security'];
  const throttled = { onRequest: app.authRateLimit.perIp, preHandler: app.authRateLimit.perAccount };
  const signedIn = { onRequest: [app.authenticate, app.authRateLimit.perIp], preHandler: app.authRateLimit.perAccount };

  /** Every factor passed: a new session. */
  async function signedInAs(request: FastifyRequest, reply: FastifyReply, row: UserRow) {
    const { pair, user } = await signIn.complete(row, { userAgent: request.headers['user-agent'] });
    reply.setSessionCookies(pair);
    return ok({ ...pair, user }, MESSAGES.loggedIn);
  }

  app.post(
    '/forgot-password',
    {
      ...throttled,
      schema: {
        tags,
        summary: 'Mail a link to reset the password (the same answer whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: replies(200, z.null()),
      },
    },
    async (request) => {
      accountLinks.requestPasswordReset(request.body.email, app.i18n.languageOf(request));
      return ok(null, ACCOUNT_MESSAGES.resetLinkSent);
    },
  );

  app.post(
    '/reset-password',
    {
      onRequest: app.authRateLimit.perIp,
      schema: {
        tags,
        summary: 'Set a new password with a mailed link; every session ends',
        body: resetPasswordBodySchema,
        response: replies(200, z.null()),
      },
    },
    async (request) => {
      await accountLinks.resetPassword(request.body.token, request.body.password, app.i18n.languageOf(request));
      return ok(null, ACCOUNT_MESSAGES.passwordReset);
    },
  );

  app.post(
    '/verify-email',
    {
      onRequest: app.authRateLimit.perIp,
      schema: {
        tags,
        summary: 'Verify the address, or confirm a new one, with a mailed link',
        body: verifyEmailBodySchema,
        response: replies(200, verifyEmailResultSchema),
      },
    },
    async (request) => {
      const result = await accountLinks.verifyEmail(request.body.token);
      return ok(result, result.changed ? ACCOUNT_MESSAGES.emailChanged : ACCOUNT_MESSAGES.emailVerified);
    },
  );

  app.post(
    '/resend-verification',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Mail the verification link again',
        security: bearer,
        response: replies(200, z.null()),
      },
    },
    async (request) => {
      if (request.user.emailVerified) return ok(null, ACCOUNT_MESSAGES.alreadyVerified);
      await accountLinks.sendVerification(
        { id: request.user._id, email: request.user.email, language: request.user.language },
        app.i18n.languageOf(request),
      );
      return ok(null, ACCOUNT_MESSAGES.verificationSent);
    },
  );

  app.get(
    '/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'My sessions (sign-ins)',
        security: bearer,
        response: replies(200, z.array(sessionSchema)),
      },
    },
    async (request) => ok(await tokens.listSessions(request.user._id, request.sessionFamilyId)),
  );

  app.delete(
    '/sessions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Sign out one of my sessions',
        security: bearer,
        params: sessionIdParamsSchema,
        response: replies(200, z.null()),
      },
    },
    async (request) => {
      await tokens.endSession(request.user._id, request.params.id);
      return ok(null, ACCOUNT_MESSAGES.sessionEnded);
    },
  );

  app.delete(
    '/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Sign out every session but this one',
        security: bearer,
        response: replies(200, z.null()),
      },
    },
    async (request) => {
      await tokens.revokeOtherSessions(request.user._id, request.sessionFamilyId);
      return ok(null, ACCOUNT_MESSAGES.otherSessionsEnded);
    },
  );

  app.post(
    '/two-factor/setup',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Start turning on two-factor sign-in: a secret to scan',
        security: bearer,
        response: replies(200, twoFactorSetupSchema),
      },
    },
    async (request) => ok(await twoFactor.setup(await users.row(request.user._id))),
  );

  app.post(
    '/two-factor/enable',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Turn on two-factor sign-in with a code; answers the recovery codes, shown this once',
        security: bearer,
        body: twoFactorEnableBodySchema,
        response: replies(200, recoveryCodesSchema),
      },
    },
    async (request) => {
      const recoveryCodes = await twoFactor.enable(
        await users.row(request.user._id),
        request.body.code,
        app.i18n.languageOf(request),
      );
      return ok({ recoveryCodes }, ACCOUNT_MESSAGES.twoFactorEnabled);
    },
  );

  app.post(
    '/two-factor/disable',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Turn off two-factor sign-in with a code or the password',
        security: bearer,
        body: twoFactorDisableBodySchema,
        response: replies(200, z.null()),
      },
    },
    async (request) => {
      const row = await users.row(request.user._id);
      const { code, password } = request.body;
      const passwordChecked = !code && password !== undefined && (await users.passwordMatches(row, password));
      if (!code && !passwordChecked) throw new InvalidInput(MESSAGES.wrongOldPassword);
      await twoFactor.disable(row, { code, passwordChecked }, app.i18n.languageOf(request));
      return ok(null, ACCOUNT_MESSAGES.twoFactorDisabled);
    },
  );

  app.post(
    '/login/two-factor',
    {
      onRequest: app.authRateLimit.perIp,
      schema: {
        tags,
        summary: 'The second step of a sign-in: a code from the app, or a recovery code',
        body: twoFactorLoginBodySchema,
        response: replies(200, authSessionSchema),
      },
    },
    async (request, reply) => {
      const row = await twoFactor.answer(request.body.challenge, request.body.code, users.findRow);
      return signedInAs(request, reply, row);
    },
  );

  app.get(
    '/passkeys',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'My passkeys', security: bearer, response: replies(200, z.array(passkeySchema)) },
    },
    async (request) => ok(await passkeys.list(request.user._id)),
  );

  app.post(
    '/passkeys/register/start',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Start adding a passkey: WebAuthn creation options',
        security: bearer,
        response: replies(200, passkeyOptionsSchema),
      },
    },
    async (request) => {
      const { _id: id, email, fullName } = request.user;
      return ok(await passkeys.startRegistration({ id, email, fullName }));
    },
  );

  app.post(
    '/passkeys/register/finish',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Add the passkey the authenticator created',
        security: bearer,
        body: passkeyFinishBodySchema,
        response: replies(201, passkeySchema),
      },
    },
    async (request, reply) => {
      const { challengeId, response, name } = request.body;
      const passkey = await passkeys.finishRegistration(request.user._id, challengeId, response, name);
      reply.code(201);
      return ok(passkey, ACCOUNT_MESSAGES.passkeyAdded, 201);
    },
  );

  app.patch(
    '/passkeys/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Rename a passkey',
        security: bearer,
        params: passkeyIdParamsSchema,
        body: passkeyNameBodySchema,
        response: replies(200, passkeySchema),
      },
    },
    async (request) =>
      ok(
        await passkeys.rename(request.user._id, request.params.id, request.body.name),
        ACCOUNT_MESSAGES.passkeyRenamed,
      ),
  );

  app.delete(
    '/passkeys/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Remove a passkey',
        security: bearer,
        params: passkeyIdParamsSchema,
        response: replies(200, z.null()),
      },
    },
    async (request) => {
      await users.keepASignInMethod(request.user._id, { passkey: request.params.id });
      await passkeys.remove(request.user._id, request.params.id);
      return ok(null, ACCOUNT_MESSAGES.passkeyRemoved);
    },
  );

  app.post(
    '/login/passkey/start',
    {
      onRequest: app.authRateLimit.perIp,
      schema: {
        tags,
        summary: 'Start signing in with a passkey (alone, or as the second step after a password)',
        body: z.object({ challenge: twoFactorLoginBodySchema.shape.challenge.optional() }).nullish(),
        response: replies(200, passkeyOptionsSchema),
      },
    },
    async (request) => {
      const challenge = request.body?.challenge;
      const userId = challenge ? await twoFactor.challengedUser(challenge) : null;
      return ok(await passkeys.startSignIn(userId));
    },
  );

  app.post(
    '/login/passkey/finish',
    {
      onRequest: app.authRateLimit.perIp,
      schema: {
        tags,
        summary: 'Sign in with the passkey the authenticator used',
        body: passkeyFinishBodySchema.extend({ challenge: twoFactorLoginBodySchema.shape.challenge.optional() }),
        response: replies(200, authSessionSchema),
      },
    },
    async (request, reply) => {
      const { userId } = await passkeys.finishSignIn(request.body.challengeId, request.body.response);
      // As a second step, the password's challenge is spent by the passkey of the same account.
      if (request.body.challenge && (await twoFactor.spendChallenge(request.body.challenge)) !== userId)
        throw new Unauthenticated(ACCOUNT_MESSAGES.passkeyUnknown);
      const row = await users.findRow(userId);
      if (!row) throw new Unauthenticated(ACCOUNT_MESSAGES.passkeyUnknown);
      return signedInAs(request, reply, row);
    },
  );

  app.post(
    '/disconnect-google',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Disconnect Google (only while another way to sign in remains)',
        security: bearer,
        response: replies(200, userSchema),
      },
    },
    async (request) => ok(await users.disconnectGoogle(request.user._id), ACCOUNT_MESSAGES.googleDisconnected),
  );
}
