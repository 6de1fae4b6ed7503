import type { Application } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { applicationsQueryKey } from './get-applications.ts';

export const applicationQueryKey = (id: string) => [...applicationsQueryKey, 'one', id] as const;

/** GET applications/:id: one application with its stage history and what was sent. */
export const getApplication = (id: string) => api.get<Application>(`/v1/users/applications/${encodeURIComponent(id)}`);

export function useApplication(id: string) {
  return useQuery({ queryKey: applicationQueryKey(id), queryFn: () => getApplication(id) });
}
