import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserListSchema, type AdminUser, type UserRole } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { userPageSchema } from '../lib/checks.ts';
import type { UserFilters, UserPage } from '../types.ts';
import { userKeys } from './user-keys.ts';

/** GET /admin/users/search?page&limit&searchTerm&role: a page of users, newest first. */
export async function searchUsers(filters: UserFilters, signal?: AbortSignal): Promise<UserPage> {
  return api.get('/admin/users/search', {
    signal,
    query: { ...filters },
    schema: userPageSchema(filters.page, filters.limit),
  });
}

export const usersQuery = (filters: UserFilters) =>
  queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) => searchUsers(filters, signal),
    // Paging and searching keep the rows on screen until the next answer arrives.
    placeholderData: keepPreviousData,
  });

export function useUsers(filters: UserFilters) {
  return useQuery(usersQuery(filters));
}

/**
 * The users matching a term or a role, for the back office's pickers (certificate upload,
 * notification recipients, the audit log's actor filter): the same call, parsed with its contract.
 */
export async function findUsers(
  query: { searchTerm?: string; role?: UserRole; limit: number },
  signal?: AbortSignal,
): Promise<AdminUser[]> {
  const page = await api.get('/admin/users/search', {
    signal,
    query,
    schema: adminUserListSchema,
  });
  return page.users;
}
