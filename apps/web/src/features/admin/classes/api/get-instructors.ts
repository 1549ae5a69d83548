import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { arrayField } from '../../lib/api-helpers.ts';
import { adminKeys } from '../../query-keys.ts';
import type { Instructor } from '../../types.ts';

/** GET /admin/instructors: the people who may teach a class. */
export async function getInstructors(signal?: AbortSignal): Promise<Instructor[]> {
  return arrayField<Instructor>(
    await api.get<unknown>('/admin/instructors', { signal }),
    'instructors',
  );
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
