import { queryOptions, useQuery } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api, ApiError } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';
import type { ClassStudents } from '../../types.ts';

/** GET /admin/classes/{id}/students: every session (removed ones too) with its students. */
export async function getClassStudents(id: number, signal?: AbortSignal): Promise<ClassStudents> {
  const data = await api.get<ClassStudents>(`/admin/classes/${id}/students`, { signal });
  if (!data || !Array.isArray(data.sessions)) {
    throw new ApiError(200, MSG.invalidServerResponse, { code: 'INVALID_RESPONSE' });
  }
  return {
    ...data,
    sessions: data.sessions.map((s) => ({
      ...s,
      students: Array.isArray(s.students) ? s.students : [],
    })),
  };
}

export const classStudentsQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.classStudents(id),
    queryFn: ({ signal }) => getClassStudents(id, signal),
  });

export function useClassStudents(id: number) {
  return useQuery(classStudentsQuery(id));
}
