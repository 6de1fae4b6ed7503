import type { ResumeVersion } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One entry of a letter's History, without content: the shape of a resume's (`name` '' for a snapshot). */
export type CoverLetterVersion = ResumeVersion;

export const coverLetterVersionsQueryKey = (id: string) => ['cover-letter-versions', id] as const;

/** GET cover-letters/:id/versions: the letter's History, newest first. */
export const getCoverLetterVersions = (id: string) =>
  api.get<CoverLetterVersion[]>(`/v1/users/cover-letters/${encodeURIComponent(id)}/versions`);

/** The History list, read while `enabled` (the dialog is open). */
export function useCoverLetterVersions(id: string, enabled = true) {
  return useQuery({ queryKey: coverLetterVersionsQueryKey(id), queryFn: () => getCoverLetterVersions(id), enabled });
}
