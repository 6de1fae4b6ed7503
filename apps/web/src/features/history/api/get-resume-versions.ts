import type { ResumeVersion } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const resumeVersionsQueryKey = (id: string) => ['resume-versions', id] as const;

/** GET resume-versions/:id: the resume's History, newest first, without content. */
export const getResumeVersions = (id: string) =>
  api.get<ResumeVersion[]>(`/v1/users/resume-versions/${encodeURIComponent(id)}`);

/** The History list, read while `enabled` (the dialog is open). */
export function useResumeVersions(id: string, enabled = true) {
  return useQuery({ queryKey: resumeVersionsQueryKey(id), queryFn: () => getResumeVersions(id), enabled });
}
