import { MESSAGES } from '@vitae/schema';
import { ApiError } from '../../lib/api-client.ts';

/** The message for a failed sign-in, by HTTP status. */
export function loginErrorMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 400) return MESSAGES.credentialsRequired;
  if (status === 404) return MESSAGES.userDoesNotExist;
  if (status === 401) return MESSAGES.invalidCredentials;
  if (status === 429 && error instanceof ApiError) return error.message;
  return MESSAGES.somethingWentWrong;
}

/** Sign-up failures: the server's own clear message (duplicate email, short password), else the fallback. */
export function registerErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return error instanceof ApiError && error.status === 0 ? MESSAGES.errorRegistering : MESSAGES.somethingWentWrong;
}

/**
 * Google sign-in failures: a 409 (the Google email belongs to a password account) says what to do instead, in the
 * server's words; anything else is "Google login failed".
 */
export function googleErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && error.message) return error.message;
  return MESSAGES.googleLoginFailed;
}
