import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DateRange } from '../lib/date-range.ts';
import { analyticsSummaryAnswerSchema } from '@careclass/shared';
import { analyticsKeys, getAnalytics } from './analytics-request.ts';

/** GET /admin/analytics/summary: the four cards, as of now (the range is checked and echoed). */
export async function getAnalyticsSummary(range: DateRange, signal?: AbortSignal) {
  return getAnalytics('summary', analyticsSummaryAnswerSchema, range, signal);
}

export const analyticsSummaryQuery = (range: DateRange) =>
  queryOptions({
    queryKey: analyticsKeys.metric('summary', range),
    queryFn: ({ signal }) => getAnalyticsSummary(range, signal),
    // A new range keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
