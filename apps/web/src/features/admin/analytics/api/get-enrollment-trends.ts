import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DateRange } from '../lib/date-range.ts';
import { enrollmentTrendsAnswerSchema } from '@careclass/shared';
import { analyticsKeys, getAnalytics } from './analytics-request.ts';

/** GET /admin/analytics/enrollments/trends: enrolment requests per month, by their status now. */
export async function getEnrollmentTrends(range: DateRange, signal?: AbortSignal) {
  return getAnalytics('enrollments/trends', enrollmentTrendsAnswerSchema, range, signal);
}

export const enrollmentTrendsQuery = (range: DateRange) =>
  queryOptions({
    queryKey: analyticsKeys.metric('enrollmentTrends', range),
    queryFn: ({ signal }) => getEnrollmentTrends(range, signal),
    // A new range keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
