import type { Resume } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const resumesQueryKey = ['resumes'] as const;
export const getResumes = () => api.get<Resume[]>('/v1/users/user-resumes/');

export function useResumes() {
  return useQuery({ queryKey: resumesQueryKey, queryFn: getResumes });
}
