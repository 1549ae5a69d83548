import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';
import type { EnrollmentStats } from '../../types.ts';

/**
 * GET /admin/dashboard/stats: the four stat cards of Enrollment Management (the dashboard
 * statistics of the specification: totalEnrollments, pendingEnrollments, activeStudents,
 * enrollmentRate; the server answers the same figures at /enrollments/stats).
 */
export async function getEnrollmentStats(signal?: AbortSignal): Promise<EnrollmentStats> {
  return api.get<EnrollmentStats>('/admin/dashboard/stats', { signal });
}

export const enrollmentStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.enrollmentStats(),
    queryFn: ({ signal }) => getEnrollmentStats(signal),
  });

export function useEnrollmentStats() {
  return useQuery(enrollmentStatsQuery());
}
