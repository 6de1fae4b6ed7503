import type { CoverLetter } from '@vitae/schema';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const coverLettersQueryKey = ['cover-letters'] as const;

/** GET cover-letters: my letters (not those in Trash). */
export const getCoverLetters = () => api.get<CoverLetter[]>('/v1/users/cover-letters');

export function useCoverLetters() {
  return useQuery({ queryKey: coverLettersQueryKey, queryFn: getCoverLetters });
}

/** Takes a letter out of the cached list; answers where it was (-1 when it was not there). */
export function removeFromCoverLetters(queryClient: QueryClient, id: string): number {
  const list = queryClient.getQueryData<CoverLetter[]>(coverLettersQueryKey);
  const index = list?.findIndex((entry) => entry._id === id) ?? -1;
  if (index >= 0) {
    queryClient.setQueryData<CoverLetter[]>(coverLettersQueryKey, (current) =>
      current?.filter((entry) => entry._id !== id),
    );
  }
  return index;
}

/** Puts a letter back into the cached list at `index` (a deletion undone or refused), unless it is there. */
export function restoreToCoverLetters(queryClient: QueryClient, letter: CoverLetter, index: number): void {
  queryClient.setQueryData<CoverLetter[]>(coverLettersQueryKey, (list) => {
    if (!list || list.some((entry) => entry._id === letter._id)) return list;
    const at = index < 0 ? 0 : Math.min(index, list.length);
    return [...list.slice(0, at), letter, ...list.slice(at)];
  });
}
