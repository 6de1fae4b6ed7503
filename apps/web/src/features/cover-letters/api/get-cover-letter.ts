import type { CoverLetter } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const coverLetterQueryKey = (id: string) => ['cover-letter', id] as const;

/** GET cover-letters/:id: one of my letters (another user's answers 404, like a missing one). */
export const getCoverLetter = (id: string) => api.get<CoverLetter>(`/v1/users/cover-letters/${encodeURIComponent(id)}`);

/** The letter the editor starts from; read once (the editor's copy is the live one afterwards). */
export function useCoverLetter(id: string) {
  return useQuery({
    queryKey: coverLetterQueryKey(id),
    queryFn: () => getCoverLetter(id),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
