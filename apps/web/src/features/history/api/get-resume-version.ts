import type { Resume } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const resumeVersionQueryKey = (id: string, versionId: string) => ['resume-version', id, versionId] as const;

/** GET resume-versions/:id/:versionId: the resume as the version holds it (a version never changes). */
export const getResumeVersion = (id: string, versionId: string) =>
  api.get<Resume>(`/v1/users/resume-versions/${encodeURIComponent(id)}/${encodeURIComponent(versionId)}`);

/** One version's resume, for "Compare"; nothing is read without a version. */
export function useResumeVersion(id: string, versionId: string | undefined) {
  return useQuery({
    queryKey: resumeVersionQueryKey(id, versionId ?? ''),
    queryFn: () => getResumeVersion(id, versionId!),
    enabled: Boolean(versionId),
    staleTime: Infinity,
  });
}
