import type { PasskeyOptions } from '@vitae/schema';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/users/passkeys/register/start (bearer): the WebAuthn options to create a passkey with. */
export const startPasskeyRegistration = () => api.post<PasskeyOptions>('/v1/users/passkeys/register/start');
