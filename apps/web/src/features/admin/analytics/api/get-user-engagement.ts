import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DateRange } from '../lib/date-range.ts';
import { userEngagementAnswerSchema } from '@careclass/shared';
import { analyticsKeys, getAnalytics } from './analytics-request.ts';

/** GET /admin/analytics/users/engagement: new, active and registered students per month. */
export async function getUserEngagement(range: DateRange, signal?: AbortSignal) {
  return getAnalytics('users/engagement', userEngagementAnswerSchema, range, signal);
}

export const userEngagementQuery = (range: DateRange) =>
  queryOptions({
    queryKey: analyticsKeys.metric('userEngagement', range),
    queryFn: ({ signal }) => getUserEngagement(range, signal),
    // A new range keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
