import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { arrayField } from '../../lib/api-helpers.ts';
import type { ActivityEntry, ActivityPage } from '../types.ts';
import { userKeys } from './user-keys.ts';

/** GET /admin/users/{id}/activity?page: the user's history, 10 per page, newest first. */
export async function getUserActivity(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const data = await api.get<Partial<ActivityPage>>(`/admin/users/${id}/activity`, {
    signal,
    query: { page },
  });
  const activities = arrayField<ActivityEntry>(data, 'activities');
  return {
    activities,
    total: typeof data.total === 'number' ? data.total : activities.length,
    page: data.page ?? page,
    limit: data.limit ?? LIMITS.activityPageSize,
  };
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
