import type { AdminUsersPage } from '@vitae/schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const ADMIN_USERS_PAGE_SIZE = 20;

export interface UsersQuery {
  search: string;
  page: number;
  pageSize?: number;
}

/** Every page of every search: what a role change invalidates. */
export const adminUsersQueryKey = ['admin', 'users'] as const;
export const usersQueryKey = ({ search, page, pageSize = ADMIN_USERS_PAGE_SIZE }: UsersQuery) =>
  [...adminUsersQueryKey, { search, page, pageSize }] as const;

/** GET /api/v1/admin/users (admin bearer): accounts matching `search` in email or name, oldest first, one page. */
export const getUsers = ({ search, page, pageSize = ADMIN_USERS_PAGE_SIZE }: UsersQuery) => {
  const params = new URLSearchParams({ search, page: String(page), pageSize: String(pageSize) });
  return api.get<AdminUsersPage>(`/v1/admin/users?${params.toString()}`);
};

/** The page for this search; while the next one loads, the previous one stays on screen. */
export function useUsers(query: UsersQuery) {
  return useQuery({
    queryKey: usersQueryKey(query),
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });
}
