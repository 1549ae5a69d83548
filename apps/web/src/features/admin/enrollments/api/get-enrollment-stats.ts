import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardStatsSchema } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';

/**
 * GET /admin/dashboard/stats: the four stat cards of Enrollment Management (the dashboard
 * statistics of the specification: totalEnrollments, pendingEnrollments, activeStudents,
 * enrollmentRate; the server answers the same figures at /enrollments/stats).
 */
export function getEnrollmentStats(signal?: AbortSignal) {
  return api.get('/admin/dashboard/stats', { signal, schema: dashboardStatsSchema });
}

export const enrollmentStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.enrollmentStats(),
    queryFn: ({ signal }) => getEnrollmentStats(signal),
  });

export function useEnrollmentStats() {
  return useQuery(enrollmentStatsQuery());
}
