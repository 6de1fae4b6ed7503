import type { ShareStatus } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const shareQueryKey = (id: string) => ['share', id] as const;

export const sharePath = (id: string) => `/v1/users/share-resume/${encodeURIComponent(id)}`;

/** GET share-resume/:id: the public link (null while off), whether it has a password, and its counts. */
export const getShare = (id: string) => api.get<ShareStatus>(sharePath(id));

/** The share state of one resume, read while `enabled` (the dialog is open). */
export function useShare(id: string, enabled = true) {
  return useQuery({ queryKey: shareQueryKey(id), queryFn: () => getShare(id), enabled });
}
