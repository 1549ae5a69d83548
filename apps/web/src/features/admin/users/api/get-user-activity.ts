import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { activityPageSchema } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import type { ActivityPage } from '../types.ts';
import { userKeys } from './user-keys.ts';

/** GET /admin/users/{id}/activity?page: the user's history, 10 per page, newest first. */
export async function getUserActivity(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  return api.get(`/admin/users/${id}/activity`, {
    signal,
    query: { page },
    schema: activityPageSchema,
  });
}

export const userActivityQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: userKeys.activity(id, page),
    queryFn: ({ signal }) => getUserActivity(id, page, signal),
    placeholderData: keepPreviousData,
  });

export function useUserActivity(id: number, page: number) {
  return useQuery(userActivityQuery(id, page));
}
