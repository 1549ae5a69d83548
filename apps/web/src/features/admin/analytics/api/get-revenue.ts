import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DateRange } from '../lib/date-range.ts';
import { revenueAnswerSchema } from '@careclass/shared';
import { analyticsKeys, getAnalytics } from './analytics-request.ts';

/** GET /admin/analytics/revenue: gross, refunds and net revenue per month. */
export async function getRevenue(range: DateRange, signal?: AbortSignal) {
  return getAnalytics('revenue', revenueAnswerSchema, range, signal);
}

export const revenueQuery = (range: DateRange) =>
  queryOptions({
    queryKey: analyticsKeys.metric('revenue', range),
    queryFn: ({ signal }) => getRevenue(range, signal),
    // A new range keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
