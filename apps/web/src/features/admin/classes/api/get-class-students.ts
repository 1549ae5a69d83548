import { queryOptions, useQuery } from '@tanstack/react-query';
import { classStudentsSchema, type ClassStudents } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';

/** GET /admin/classes/{id}/students: every session (removed ones too) with its students. */
export async function getClassStudents(id: number, signal?: AbortSignal): Promise<ClassStudents> {
  return api.get(`/admin/classes/${id}/students`, { signal, schema: classStudentsSchema });
}

export const classStudentsQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.classStudents(id),
    queryFn: ({ signal }) => getClassStudents(id, signal),
  });

export function useClassStudents(id: number) {
  return useQuery(classStudentsQuery(id));
}
