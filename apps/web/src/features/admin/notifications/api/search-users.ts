import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { findUsers } from '../../users/api/search-users.ts';
import type { UserOption } from '../types.ts';
import { centerKeys } from './keys.ts';

/** Most users the picker lists at a time. */
export const USER_SEARCH_LIMIT = 10;

/** GET /admin/users/search?searchTerm&limit=10: users whose name or e-mail matches. */
export async function searchUsers(term: string, signal?: AbortSignal): Promise<UserOption[]> {
  return findUsers({ searchTerm: term.trim(), limit: USER_SEARCH_LIMIT }, signal);
}

export const userSearchQuery = (term: string) =>
  queryOptions({
    queryKey: centerKeys.userSearch(term.trim()),
    queryFn: ({ signal }) => searchUsers(term, signal),
    placeholderData: keepPreviousData,
  });

export function useUserSearch(term: string, enabled: boolean) {
  return useQuery({ ...userSearchQuery(term), enabled });
}
