import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminEnrollmentListSchema, type EnrollmentStatus } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';

export interface EnrollmentFilters {
  status?: EnrollmentStatus;
  classId?: number;
  /** yyyy-MM-dd, on the enrolment date. */
  startDate?: string;
  endDate?: string;
  /** 1-based. */
  page: number;
  limit: number;
}

/** GET /enrollments?status&classId&startDate&endDate&page&limit (admin). */
export function getEnrollments(filters: EnrollmentFilters, signal?: AbortSignal) {
  return api.get('/enrollments', {
    signal,
    query: { ...filters },
    schema: adminEnrollmentListSchema,
  });
}

export const enrollmentsQuery = (filters: EnrollmentFilters) =>
  queryOptions({
    queryKey: adminKeys.enrollments(filters),
    queryFn: ({ signal }) => getEnrollments(filters, signal),
    // Paging keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export function useEnrollments(filters: EnrollmentFilters) {
  return useQuery(enrollmentsQuery(filters));
}
