import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserEnrollmentsSchema } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import type { UserEnrollments } from '../types.ts';
import { userKeys } from './user-keys.ts';

/** GET /admin/users/{id}/enrollments: `{ active, historical }`. */
export async function getUserEnrollments(
  id: number,
  signal?: AbortSignal,
): Promise<UserEnrollments> {
  return api.get(`/admin/users/${id}/enrollments`, {
    signal,
    schema: adminUserEnrollmentsSchema,
  });
}

export const userEnrollmentsQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.enrollments(id),
    queryFn: ({ signal }) => getUserEnrollments(id, signal),
  });

export function useUserEnrollments(id: number) {
  return useQuery(userEnrollmentsQuery(id));
}
