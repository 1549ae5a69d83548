import { queryOptions, useQuery } from '@tanstack/react-query';
import { instructorListSchema } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';
import type { Instructor } from '../../types.ts';

/** GET /admin/instructors: the people who may teach a class. */
export async function getInstructors(signal?: AbortSignal): Promise<Instructor[]> {
  const list = await api.get('/admin/instructors', { signal, schema: instructorListSchema });
  return list.instructors;
}

export const instructorsQuery = () =>
  queryOptions({
    queryKey: adminKeys.instructors(),
    queryFn: ({ signal }) => getInstructors(signal),
    staleTime: 5 * 60_000,
  });

export function useInstructors(enabled = true) {
  return useQuery({ ...instructorsQuery(), enabled });
}
