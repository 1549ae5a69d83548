import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DateRange } from '../lib/date-range.ts';
import { classRevenueAnswerSchema } from '@careclass/shared';
import { analyticsKeys, getAnalytics } from './analytics-request.ts';

/** GET /admin/analytics/revenue/classes: the money per class, largest net first. */
export async function getRevenueByClass(range: DateRange, signal?: AbortSignal) {
  return getAnalytics('revenue/classes', classRevenueAnswerSchema, range, signal);
}

export const revenueByClassQuery = (range: DateRange) =>
  queryOptions({
    queryKey: analyticsKeys.metric('revenueByClass', range),
    queryFn: ({ signal }) => getRevenueByClass(range, signal),
    // A new range keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
