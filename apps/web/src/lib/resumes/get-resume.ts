import type { Resume } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

export const resumeQueryKey = (id: string) => ['resume', id] as const;
export const getResume = (id: string) => api.get<Resume>(`/v1/users/get-user-resume/${encodeURIComponent(id)}`);

export function useResume(id: string) {
  return useQuery({ queryKey: resumeQueryKey(id), queryFn: () => getResume(id), staleTime: Infinity });
}
