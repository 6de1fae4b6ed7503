import { z } from 'zod';
import { boundedText, cleanString, emailAddress, id, pageNumber, pageSize, text, timestamp } from './fields.ts';
import { UI_LANGUAGE_IDS } from './i18n/languages.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

export const roleSchema = z.enum(['user', 'admin']);

/** A user as the API shows it; never carries a password hash or a Google subject. */
export const userSchema = z.object({
  _id: id(),
  email: z.string(),
  fullName: z.string(),
  avatarUrl: z.string(),
  role: roleSchema,
  hasPassword: z.boolean(),
  /** A Google identity is linked: the account may sign in with Google. */
  googleConnected: z.boolean(),
  /** The address was confirmed by a mailed link (a Google account's counts as confirmed). */
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** The interface's language the user chose (docs/i18n.md); null until chosen: the browser's applies. */
  language: z.enum(UI_LANGUAGE_IDS).nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

const password = () =>
  z
    .string({ error: MESSAGES.credentialsRequired })
    .min(LIMITS.passwordMin, { error: MESSAGES.passwordTooShort })
    .max(LIMITS.passwordMax, { error: MESSAGES.passwordTooLong });

/**
 * Login: both fields present is all that is checked, so a wrong format still reads as bad credentials. The email is
 * cleaned like the stored one; passwords never are (they are hashed exactly as sent).
 */
export const loginBodySchema = z.object({
  email: cleanString({ error: MESSAGES.credentialsRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: MESSAGES.credentialsRequired })
    .max(LIMITS.email, { error: MESSAGES.invalidCredentials }),
  password: z
    .string({ error: MESSAGES.credentialsRequired })
    .min(1, { error: MESSAGES.credentialsRequired })
    .max(LIMITS.passwordMax, { error: MESSAGES.invalidCredentials }),
});

/**
 * An instance whose sign-up is by invitation takes the invitation's token; the first account of an instance takes the
 * operator's setup token (GET /api/v1/config says which applies).
 */
export const registerBodySchema = z.object({
  email: emailAddress(),
  password: password(),
  fullName: text(),
  inviteToken: z.string().max(LIMITS.token).optional(),
  setupToken: z.string().max(LIMITS.token).optional(),
});

export const googleSignInBodySchema = z.object({
  idToken: z
    .string({ error: MESSAGES.googleSignInFailed })
    .min(1, { error: MESSAGES.googleSignInFailed })
    .max(LIMITS.token, { error: MESSAGES.googleSignInFailed }),
});

/** The refresh token may come in the body or, for browsers, in its httpOnly cookie (then there is no body). */
export const refreshTokenBodySchema = z.object({ refreshToken: z.string().max(LIMITS.token).optional() }).nullish();

export const changePasswordBodySchema = z.object({
  oldPassword: z.string({ error: MESSAGES.wrongOldPassword }).max(LIMITS.passwordMax),
  newPassword: password(),
});

const avatarUrl = () =>
  boundedText(LIMITS.url).refine((value) => value === '' || /^https?:\/\//i.test(value), {
    error: 'The avatar must be an http(s) URL.',
  });

/** A change of email needs the current password in `currentPassword` (checked by the server, not here). */
export const updateAccountBodySchema = z
  .object({
    fullName: boundedText().optional(),
    email: emailAddress().optional(),
    avatarUrl: avatarUrl().optional(),
    language: z.enum(UI_LANGUAGE_IDS, { error: MESSAGES.unknownLanguage }).optional(),
    currentPassword: z.string().max(LIMITS.passwordMax).optional(),
  })
  .refine(({ currentPassword: _password, ...fields }) => Object.values(fields).some((value) => value !== undefined), {
    error: MESSAGES.nothingToUpdate,
  });

/** Connecting Google to a signed-in password account asks for the password again. */
export const connectGoogleBodySchema = z.object({
  idToken: googleSignInBodySchema.shape.idToken,
  currentPassword: z.string().max(LIMITS.passwordMax).optional(),
});

/** GET /api/v1/admin/users: search in email and name, one page at a time. */
export const adminUsersQuerySchema = z.object({
  search: cleanString().trim().max(LIMITS.email).default(''),
  page: pageNumber(),
  pageSize: pageSize(LIMITS.adminUsersPageSize, 20, MESSAGES.invalidPageSize),
});

export const adminUsersPageSchema = z.object({
  users: z.array(userSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const userIdParamsSchema = z.object({ id: id(MESSAGES.userNotFound) });

/** PUT /api/v1/admin/users/:id/role */
export const setRoleBodySchema = z.object({ role: roleSchema });

/** Deleting an account asks for its password again (accounts that have one). */
export const deleteAccountBodySchema = z.object({ password: z.string().max(LIMITS.passwordMax).optional() }).nullish();

/*
 * The web app's account forms: the rules of the bodies above, with the messages the forms show ("This field is
 * required." for an empty field). The server's own checks say the same words where it has them.
 */

const requiredEmail = () => cleanString().trim().min(1, { error: MESSAGES.fieldRequired }).pipe(emailAddress());
const requiredPassword = () => z.string().min(1, { error: MESSAGES.fieldRequired });

/** A password typed again to confirm an action (the server answers `message` when it is missing). */
const passwordConfirmation = (message: string) =>
  z.string().min(1, { error: message }).max(LIMITS.passwordMax, { error: MESSAGES.passwordTooLong });

/** Log in: both fields required, the email an email address. */
export const signInFormSchema = z.object({ email: requiredEmail(), password: requiredPassword() });

/** Sign up: as logging in, and the password as register takes it; the name is optional. */
export const signUpFormSchema = z.object({
  fullName: registerBodySchema.shape.fullName,
  email: requiredEmail(),
  password: requiredPassword().pipe(password()),
});

/** A new email is a change only when it differs once cleaned as the server stores it (trimmed, lower-cased). */
export const isEmailChange = (current: string, typed: string): boolean => typed.trim().toLowerCase() !== current;

/** The profile form of an account with a password: a changed email needs the current password. */
export const profileFormSchema = (currentEmail: string) =>
  z
    .object({
      fullName: boundedText(),
      email: emailAddress(),
      currentPassword: z.string().max(LIMITS.passwordMax, { error: MESSAGES.passwordTooLong }),
    })
    .refine((form) => !isEmailChange(currentEmail, form.email) || form.currentPassword !== '', {
      path: ['currentPassword'],
      error: MESSAGES.currentPasswordRequired,
    });

/** Change password: the current one, the new one as the server takes it, and the new one typed twice alike. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: requiredPassword().max(LIMITS.passwordMax, { error: MESSAGES.passwordTooLong }),
    newPassword: password(),
    confirmPassword: z.string(),
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    error: MESSAGES.passwordsDoNotMatch,
    // Only a valid new password is worth matching.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'newPassword'),
  });

/** Connecting Google from an account with a password confirms it. */
export const connectGoogleFormSchema = z.object({
  currentPassword: passwordConfirmation(MESSAGES.googleConnectPasswordRequired),
});

/** Deleting an account with a password confirms it. */
export const deleteAccountFormSchema = z.object({
  password: passwordConfirmation(MESSAGES.passwordConfirmationRequired),
});

export const authSessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: userSchema,
});

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

export type Role = z.infer<typeof roleSchema>;
export type User = z.infer<typeof userSchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type GoogleSignInBody = z.infer<typeof googleSignInBodySchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
export type ConnectGoogleBody = z.infer<typeof connectGoogleBodySchema>;
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;
export type SetRoleBody = z.infer<typeof setRoleBodySchema>;
export type AuthSession = z.infer<typeof authSessionSchema>;
export type SignUpForm = z.infer<typeof signUpFormSchema>;
export type TokenPair = z.infer<typeof tokenPairSchema>;
