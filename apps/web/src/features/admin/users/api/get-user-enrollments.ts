import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { arrayField } from '../../lib/api-helpers.ts';
import type { Enrollment } from '@careclass/shared';
import type { UserEnrollments } from '../types.ts';
import { userKeys } from './user-keys.ts';

/** GET /admin/users/{id}/enrollments: `{ active, historical }`. */
export async function getUserEnrollments(
  id: number,
  signal?: AbortSignal,
): Promise<UserEnrollments> {
  const data = await api.get<unknown>(`/admin/users/${id}/enrollments`, { signal });
  return {
    active: arrayField<Enrollment>(data, 'active'),
    historical: arrayField<Enrollment>(data, 'historical'),
  };
}

export const userEnrollmentsQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.enrollments(id),
    queryFn: ({ signal }) => getUserEnrollments(id, signal),
  });

export function useUserEnrollments(id: number) {
  return useQuery(userEnrollmentsQuery(id));
}
