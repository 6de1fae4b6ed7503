import type { Application, ApplicationListQuery, ApplicationStage } from '@vitae/schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ApplicationFilters = {
  stage?: ApplicationStage | undefined;
  search?: string | undefined;
  sort?: ApplicationListQuery['sort'];
};

/** Every cached list (any filters) starts with this key, so one invalidation reads them all again. */
export const applicationsQueryKey = ['applications'] as const;
export const applicationListQueryKey = (filters: ApplicationFilters = {}) =>
  [...applicationsQueryKey, 'list', filters.stage ?? '', filters.search ?? '', filters.sort ?? 'updated'] as const;

/** GET applications?stage=&search=&sort=: the user's applications, filtered on the server (docs/applications.md). */
export function getApplications(filters: ApplicationFilters = {}) {
  const params = new URLSearchParams();
  if (filters.stage) params.set('stage', filters.stage);
  if (filters.search?.trim()) params.set('search', filters.search.trim());
  if (filters.sort && filters.sort !== 'updated') params.set('sort', filters.sort);
  const query = params.toString();
  return api.get<Application[]>(`/v1/users/applications${query ? `?${query}` : ''}`);
}

/** The list for these filters; the previous answer stays on screen while a new search is read. */
export function useApplications(filters: ApplicationFilters = {}) {
  return useQuery({
    queryKey: applicationListQueryKey(filters),
    queryFn: () => getApplications(filters),
    placeholderData: keepPreviousData,
  });
}
