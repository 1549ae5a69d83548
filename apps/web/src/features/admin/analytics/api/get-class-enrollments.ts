import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DateRange } from '../lib/date-range.ts';
import { classEnrollmentsAnswerSchema } from '@careclass/shared';
import { analyticsKeys, getAnalytics } from './analytics-request.ts';

/** GET /admin/analytics/enrollments/classes: seats taken per class (Top Performing Classes). */
export async function getClassEnrollments(range: DateRange, signal?: AbortSignal) {
  return getAnalytics('enrollments/classes', classEnrollmentsAnswerSchema, range, signal);
}

export const classEnrollmentsQuery = (range: DateRange) =>
  queryOptions({
    queryKey: analyticsKeys.metric('classEnrollments', range),
    queryFn: ({ signal }) => getClassEnrollments(range, signal),
    // A new range keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
