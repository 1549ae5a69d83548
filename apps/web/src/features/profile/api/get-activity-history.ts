import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { activityPageSchema } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /users/activity-history?page=N (10 per page). */
export function getActivityHistory(page: number, signal?: AbortSignal) {
  return api.get('/users/activity-history', {
    query: { page },
    signal,
    schema: activityPageSchema,
  });
}

export const activityHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: ['profile', 'activity', page],
    queryFn: ({ signal }) => getActivityHistory(page, signal),
    placeholderData: keepPreviousData,
  });

export function useActivityHistory(page: number) {
  return useQuery(activityHistoryQuery(page));
}
