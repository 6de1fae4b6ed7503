import type { Passkey } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const passkeysQueryKey = ['passkeys'] as const;

/** GET /api/v1/users/passkeys (bearer): the account's passkeys. */
export const getPasskeys = () => api.get<Passkey[]>('/v1/users/passkeys');

export function usePasskeys() {
  return useQuery({ queryKey: passkeysQueryKey, queryFn: getPasskeys });
}
