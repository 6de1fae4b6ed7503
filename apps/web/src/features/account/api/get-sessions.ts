import type { Session } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const sessionsQueryKey = ['sessions'] as const;

/** GET /api/v1/users/sessions (bearer): where the account is signed in, this device's marked `current`. */
export const getSessions = () => api.get<Session[]>('/v1/users/sessions');

export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: getSessions });
}
