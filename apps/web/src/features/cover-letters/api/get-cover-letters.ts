import type { CoverLetter } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const coverLettersQueryKey = ['cover-letters'] as const;

/** GET cover-letters: my letters (not those in Trash). */
export const getCoverLetters = () => api.get<CoverLetter[]>('/v1/users/cover-letters');

export function useCoverLetters() {
  return useQuery({ queryKey: coverLettersQueryKey, queryFn: getCoverLetters });
}
