import type { TrashedResume } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const trashQueryKey = ['trash'] as const;

/** GET trash: my deleted resumes, most recently deleted first, each with the day it goes for good (`purgeAt`). */
export const getTrash = () => api.get<TrashedResume[]>('/v1/users/trash');

/** The Trash list, read while `enabled` (the dialog is open). */
export function useTrash(enabled = true) {
  return useQuery({ queryKey: trashQueryKey, queryFn: getTrash, enabled });
}
