import type { Resume } from '@vitae/schema';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';

export const resumesQueryKey = ['resumes'] as const;
export const getResumes = () => api.get<Resume[]>('/v1/users/user-resumes/');

export function useResumes() {
  return useQuery({ queryKey: resumesQueryKey, queryFn: getResumes });
}

/** The list as cached, with this resume's entry replaced by `resume` (a rename). */
export function replaceInResumes(queryClient: QueryClient, resume: Resume): void {
  queryClient.setQueryData<Resume[]>(resumesQueryKey, (list) =>
    list?.map((entry) => (entry._id === resume._id ? resume : entry)),
  );
}
