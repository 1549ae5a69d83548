import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { findUsers } from '../../users/api/search-users.ts';
import { certificateKeys } from './keys.ts';

const LIMIT = 25;

/**
 * GET /admin/users/search?role=user&searchTerm&limit: students (roles user and student) whose name
 * or email matches, for the upload dialog's student choice.
 */
export async function searchStudents(search: string, signal?: AbortSignal) {
  const users = await findUsers({ role: 'user', searchTerm: search.trim(), limit: LIMIT }, signal);
  return users.map(({ id, name, email }) => ({
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
