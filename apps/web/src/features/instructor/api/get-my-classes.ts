import { queryOptions, useQuery } from '@tanstack/react-query';
import { myClassesSchema, type TaughtClass } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { instructorKeys } from './keys.ts';

/** GET /instructor/classes: the classes the caller teaches, with their upcoming sessions. */
export async function getMyClasses(signal?: AbortSignal): Promise<TaughtClass[]> {
  return (await api.get('/instructor/classes', { signal, schema: myClassesSchema })).classes;
}

export const myClassesQuery = () =>
  queryOptions({
    queryKey: instructorKeys.classes(),
    queryFn: ({ signal }) => getMyClasses(signal),
  });

export function useMyClasses() {
  return useQuery(myClassesQuery());
}
