import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Activity } from './types.ts';

export interface ActivityPage {
  activities: Activity[];
  total: number;
  page: number;
  limit: number;
}

/** GET /users/activity-history?page=N (10 per page). */
export function getActivityHistory(page: number, signal?: AbortSignal) {
  return api.get<ActivityPage>('/users/activity-history', { query: { page }, signal });
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
