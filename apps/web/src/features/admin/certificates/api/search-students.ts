import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { arrayField } from '../../lib/api-helpers.ts';
import type { StudentOption } from '../types.ts';
import { certificateKeys } from './keys.ts';

const LIMIT = 25;

/**
 * GET /admin/users/search?role=user&searchTerm&limit: students (roles user and student) whose name
 * or email matches, for the upload dialog's student choice.
 */
export async function searchStudents(search: string, signal?: AbortSignal) {
  const data = await api.get<unknown>('/admin/users/search', {
    signal,
    query: { role: 'user', searchTerm: search.trim(), limit: LIMIT },
  });
  return arrayField<StudentOption>(data, 'users').map(({ id, name, email }) => ({
    id,
    name,
    email,
  }));
}

export function useStudentSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: certificateKeys.students(search.trim()),
    queryFn: ({ signal }) => searchStudents(search, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
