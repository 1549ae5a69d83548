import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DateRange } from '../lib/date-range.ts';
import type { UserEngagement } from '../types.ts';
import { analyticsKeys, getAnalyticsSeries } from './analytics-request.ts';

/** GET /admin/analytics/users/engagement: new, active and registered students per month. */
export async function getUserEngagement(range: DateRange, signal?: AbortSignal) {
  return getAnalyticsSeries<UserEngagement>('users/engagement', range, signal);
}

export const userEngagementQuery = (range: DateRange) =>
  queryOptions({
    queryKey: analyticsKeys.metric('userEngagement', range),
    queryFn: ({ signal }) => getUserEngagement(range, signal),
    // A new range keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
