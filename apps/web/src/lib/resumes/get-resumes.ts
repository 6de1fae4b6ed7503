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

/** Takes a resume out of the cached list; answers where it was (-1 when it was not there). */
export function removeFromResumes(queryClient: QueryClient, id: string): number {
  const index = queryClient.getQueryData<Resume[]>(resumesQueryKey)?.findIndex((entry) => entry._id === id) ?? -1;
  if (index >= 0) {
    queryClient.setQueryData<Resume[]>(resumesQueryKey, (list) => list?.filter((entry) => entry._id !== id));
  }
  return index;
}

/** Puts a resume back into the cached list at `index` (a deletion undone or refused), unless it is there. */
export function restoreToResumes(queryClient: QueryClient, resume: Resume, index: number): void {
  queryClient.setQueryData<Resume[]>(resumesQueryKey, (list) => {
    if (!list || list.some((entry) => entry._id === resume._id)) return list;
    const at = index < 0 ? 0 : Math.min(index, list.length);
    return [...list.slice(0, at), resume, ...list.slice(at)];
  });
}
