import { queryOptions, useQuery } from '@tanstack/react-query';
import { enrollmentListSchema, type Enrollment } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';

export interface ClassEnrollmentLists {
  active: Enrollment[];
  historical: Enrollment[];
}

/** GET /admin/classes/{id}/enrollments and /enrollments/historical, in parallel. */
export async function getClassEnrollments(
  id: number,
  signal?: AbortSignal,
): Promise<ClassEnrollmentLists> {
  const [active, historical] = await Promise.all([
    api.get(`/admin/classes/${id}/enrollments`, { signal, schema: enrollmentListSchema }),
    api.get(`/admin/classes/${id}/enrollments/historical`, {
      signal,
      schema: enrollmentListSchema,
    }),
  ]);
  return { active: active.enrollments, historical: historical.enrollments };
}

export const classEnrollmentsQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.classEnrollments(id),
    queryFn: ({ signal }) => getClassEnrollments(id, signal),
  });

export function useClassEnrollments(id: number | null) {
  return useQuery({ ...classEnrollmentsQuery(id ?? 0), enabled: id !== null });
}
