import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { arrayField } from '../../lib/api-helpers.ts';
import { adminKeys } from '../../query-keys.ts';
import type { Enrollment } from '@careclass/shared';

export interface ClassEnrollments {
  active: Enrollment[];
  historical: Enrollment[];
}

/** GET /admin/classes/{id}/enrollments and /enrollments/historical, in parallel. */
export async function getClassEnrollments(
  id: number,
  signal?: AbortSignal,
): Promise<ClassEnrollments> {
  const [active, historical] = await Promise.all([
    api.get<unknown>(`/admin/classes/${id}/enrollments`, { signal }),
    api.get<unknown>(`/admin/classes/${id}/enrollments/historical`, { signal }),
  ]);
  return {
    active: arrayField<Enrollment>(active, 'enrollments'),
    historical: arrayField<Enrollment>(historical, 'enrollments'),
  };
}

export const classEnrollmentsQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.classEnrollments(id),
    queryFn: ({ signal }) => getClassEnrollments(id, signal),
  });

export function useClassEnrollments(id: number | null) {
  return useQuery({ ...classEnrollmentsQuery(id ?? 0), enabled: id !== null });
}
