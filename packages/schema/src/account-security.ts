import { z } from 'zod';
import { boundedText, cleanString, emailAddress, id, timestamp } from './fields.ts';
import { icu } from './i18n/icu.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { changePasswordBodySchema, signUpFormSchema } from './user.ts';

/**
 * What makes an account trustworthy: mailed single-use links (reset a password, verify or change the address),
 * sessions the user can see and end, two-factor codes and passkeys. docs/accounts.md tells the flows; the messages
 * are here so that each is written once.
 */
export const ACCOUNT_MESSAGES = {
  resetLinkSent: 'If an account exists for this address, we have sent it a link to reset the password.',
  resetTokenInvalid: 'This link is not valid, or it has expired or been used. Ask for a new one.',
  passwordReset: 'Your password has been changed. Sign in with the new one.',
  verifyTokenInvalid: 'This link is not valid, or it has expired or been used.',
  emailVerified: 'Your email address is verified.',
  emailChanged: 'Your email address has been changed.',
  verificationSent: 'We have sent you a link to verify your email address.',
  alreadyVerified: 'Your email address is already verified.',
  emailChangeSent: icu('We have sent a link to {email}. Your address changes when you open it.', (email: string) => ({
    email,
  })),
  sessionEnded: 'Signed out of that session.',
  otherSessionsEnded: 'Signed out of every other session.',
  sessionNotFound: 'There is no such session.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorNotSetUp: 'Start the setup of two-factor sign-in first.',
  twoFactorEnabled: 'Two-factor sign-in is on.',
  twoFactorDisabled: 'Two-factor sign-in is off.',
  twoFactorNotOn: 'Two-factor sign-in is not on.',
  twoFactorCodeWrong: 'The code is not right. Try the newest code from your app, or a recovery code.',
  twoFactorCodeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  twoFactorChallengeInvalid: 'This sign-in step has expired. Sign in again.',
  twoFactorDisableProof: 'Enter a code from your authenticator app or your password.',
  passkeyAdded: 'Passkey added.',
  passkeyRenamed: 'Passkey renamed.',
  passkeyRemoved: 'Passkey removed.',
  passkeyNotFound: 'There is no such passkey.',
  passkeyFailed: 'The passkey could not be checked. Try again.',
  passkeyUnknown: 'This passkey is not registered with this site.',
  passkeyLimit: `An account can keep at most ${LIMITS.passkeysPerUser} passkeys.`,
  lastSignInMethod: 'Keep at least one way to sign in: set a password or add a passkey first.',
  signUpClosed: 'Sign-up is closed on this instance.',
  inviteRequired: 'Sign-up on this instance needs an invitation.',
  inviteInvalid: 'This invitation is not valid, or it has expired or been used.',
  setupTokenRequired: 'The first account of this instance needs the setup token from its operator.',
  setupTokenWrong: 'The setup token is not right.',
  recoveryCodesCopied: 'Recovery codes copied.',
  googleDisconnected: 'Google is no longer connected to your account.',
} as const;

/** A single-use token from a mailed link. */
const linkToken = (message: string) =>
  z
    .string({ error: message })
    .min(1, { error: message })
    .max(LIMITS.token, { error: message })
    .regex(/^[\w-]+$/, { error: message });

/** POST /api/v1/users/forgot-password */
export const forgotPasswordBodySchema = z.object({ email: emailAddress() });

/** POST /api/v1/users/reset-password: the password follows the rules of a new password anywhere else. */
export const resetPasswordBodySchema = z.object({
  token: linkToken(ACCOUNT_MESSAGES.resetTokenInvalid),
  password: changePasswordBodySchema.shape.newPassword,
});

/** POST /api/v1/users/verify-email: a verification link, or the confirmation of a new address. */
export const verifyEmailBodySchema = z.object({ token: linkToken(ACCOUNT_MESSAGES.verifyTokenInvalid) });

/** What verify-email did: verified the address, or changed it to the confirmed one. */
export const verifyEmailResultSchema = z.object({ email: z.string(), changed: z.boolean() });

/** A sign-in session (a refresh-token family) as the account page lists it. */
export const sessionSchema = z.object({
  id: id(),
  current: z.boolean(),
  userAgent: z.string(),
  lastSeenAt: timestamp(),
  createdAt: timestamp(),
});

export const sessionIdParamsSchema = z.object({ id: id(ACCOUNT_MESSAGES.sessionNotFound) });

/** A TOTP code (6 digits, spaces allowed) or a recovery code (xxxxx-xxxxx). */
const secondFactorCode = () =>
  cleanString({ error: ACCOUNT_MESSAGES.twoFactorCodeRequired })
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.twoFactorCodeRequired })
    .max(32, { error: ACCOUNT_MESSAGES.twoFactorCodeWrong });

export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });

export const twoFactorEnableBodySchema = z.object({ code: secondFactorCode() });

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** Turning two-factor off proves the person: a current code, or the password. */
export const twoFactorDisableBodySchema = z
  .object({
    code: secondFactorCode().optional(),
    password: z.string().max(LIMITS.passwordMax).optional(),
  })
  .refine((body) => Boolean(body.code) || Boolean(body.password), { error: ACCOUNT_MESSAGES.twoFactorDisableProof });

/** The login's answer when a second factor is needed: no tokens, a challenge to answer with a code. */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });

/** POST /api/v1/users/login/two-factor */
export const twoFactorLoginBodySchema = z.object({
  challenge: linkToken(ACCOUNT_MESSAGES.twoFactorChallengeInvalid),
  code: secondFactorCode(),
});

/** A registered passkey as the account page lists it. */
export const passkeySchema = z.object({
  id: id(),
  name: z.string(),
  createdAt: timestamp(),
  lastUsedAt: timestamp().nullable(),
});

export const passkeyIdParamsSchema = z.object({ id: id(ACCOUNT_MESSAGES.passkeyNotFound) });

export const passkeyNameBodySchema = z.object({ name: boundedText(LIMITS.passkeyName).pipe(z.string().min(1)) });

/**
 * A WebAuthn answer (registration or assertion) as @simplewebauthn/browser gives it: checked in depth by
 * @simplewebauthn/server; here only its shape and size.
 */
export const webAuthnResponseSchema = z
  .object({
    id: z.string().max(LIMITS.token),
    rawId: z.string().max(LIMITS.token),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
    authenticatorAttachment: z.string().max(64).optional(),
  })
  .loose();

/** POST …/passkeys/register/finish and POST …/login/passkey/finish: the challenge handed out, and the answer. */
export const passkeyFinishBodySchema = z.object({
  challengeId: id(ACCOUNT_MESSAGES.passkeyFailed),
  response: webAuthnResponseSchema,
  name: boundedText(LIMITS.passkeyName).optional(),
});

/** The options a passkey ceremony starts with (WebAuthn's JSON), and the id to finish it with. */
export const passkeyOptionsSchema = z.object({ challengeId: id(), options: z.record(z.string(), z.unknown()) });

/** The web app's forms. */
export const forgotPasswordFormSchema = z.object({
  email: cleanString().trim().min(1, { error: MESSAGES.fieldRequired }).pipe(emailAddress()),
});

export const resetPasswordFormSchema = z
  .object({ password: resetPasswordBodySchema.shape.password, confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    error: MESSAGES.passwordsDoNotMatch,
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'password'),
  });

export const twoFactorCodeFormSchema = z.object({ code: secondFactorCode() });

/** Turning two-factor off: a code or the password, whichever was typed (the code when both were). */
export const twoFactorDisableFormSchema = z
  .object({ code: z.string(), password: z.string().max(LIMITS.passwordMax, { error: MESSAGES.passwordTooLong }) })
  .refine((form) => form.code.trim() !== '' || form.password !== '', {
    path: ['code'],
    error: ACCOUNT_MESSAGES.twoFactorDisableProof,
  });

/** Naming a passkey: a name is required, within the body's limit. */
export const passkeyNameFormSchema = z.object({
  name: cleanString().trim().min(1, { error: MESSAGES.fieldRequired }).pipe(passkeyNameBodySchema.shape.name),
});

/** Signing up as the first account of an instance: the operator's setup token too. */
export const setupSignUpFormSchema = signUpFormSchema.extend({
  setupToken: cleanString()
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.setupTokenRequired })
    .max(LIMITS.token, { error: ACCOUNT_MESSAGES.setupTokenWrong }),
});

export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
export type Session = z.infer<typeof sessionSchema>;
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
export type TwoFactorLoginBody = z.infer<typeof twoFactorLoginBodySchema>;
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBodySchema>;
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;
export type Passkey = z.infer<typeof passkeySchema>;
export type PasskeyFinishBody = z.infer<typeof passkeyFinishBodySchema>;
