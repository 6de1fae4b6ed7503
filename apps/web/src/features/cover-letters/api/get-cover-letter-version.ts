import type { CoverLetter } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const coverLetterVersionQueryKey = (id: string, versionId: string) =>
  ['cover-letter-version', id, versionId] as const;

/** GET cover-letters/:id/versions/:versionId: the letter as the version holds it (a version never changes). */
export const getCoverLetterVersion = (id: string, versionId: string) =>
  api.get<CoverLetter>(`/v1/users/cover-letters/${encodeURIComponent(id)}/versions/${encodeURIComponent(versionId)}`);

/** One version's letter, for "View"; nothing is read without a version. */
export function useCoverLetterVersion(id: string, versionId: string | undefined) {
  return useQuery({
    queryKey: coverLetterVersionQueryKey(id, versionId ?? ''),
    queryFn: () => getCoverLetterVersion(id, versionId!),
    enabled: Boolean(versionId),
    staleTime: Infinity,
  });
}
