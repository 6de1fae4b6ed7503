import type { PasskeyOptions } from '@vitae/schema';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/v1/users/login/passkey/start (no bearer): the WebAuthn options to ask the browser for an assertion with.
 * `challenge` is the login's, when the passkey is the second factor after a password.
 */
export const startPasskeyLogin = (body: { challenge?: string }) =>
  api.post<PasskeyOptions>('/v1/users/login/passkey/start', body, { auth: false });
