import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DateRange } from '../lib/date-range.ts';
import { userActivityAnswerSchema } from '@careclass/shared';
import { analyticsKeys, getAnalytics } from './analytics-request.ts';

/** GET /admin/analytics/users/activity: activity entries in the range by action, most frequent first. */
export async function getUserActivity(range: DateRange, signal?: AbortSignal) {
  return getAnalytics('users/activity', userActivityAnswerSchema, range, signal);
}

export const userActivityQuery = (range: DateRange) =>
  queryOptions({
    queryKey: analyticsKeys.metric('userActivity', range),
    queryFn: ({ signal }) => getUserActivity(range, signal),
    // A new range keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
