import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrollmentStatus } from '@careclass/shared';
import { api, invalidFormat } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';
import type { AdminEnrollment } from '../../types.ts';

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

export interface EnrollmentPage {
  enrollments: AdminEnrollment[];
  total: number;
  page: number;
  limit: number;
}

/** GET /enrollments?status&classId&startDate&endDate&page&limit (admin). */
export async function getEnrollments(
  filters: EnrollmentFilters,
  signal?: AbortSignal,
): Promise<EnrollmentPage> {
  const data = await api.get<Partial<EnrollmentPage>>('/enrollments', {
    signal,
    query: { ...filters },
  });
  if (!data || !Array.isArray(data.enrollments)) {
    throw invalidFormat();
  }
  return {
    enrollments: data.enrollments,
    total: typeof data.total === 'number' ? data.total : data.enrollments.length,
    page: data.page ?? filters.page,
    limit: data.limit ?? filters.limit,
  };
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
