import { queryOptions, useQuery } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api, ApiError } from '../../../lib/api-client.ts';
import { instructorKeys } from './keys.ts';
import type { TaughtClass } from './types.ts';

/** GET /instructor/classes: the classes the caller teaches, with their upcoming sessions. */
export async function getMyClasses(signal?: AbortSignal): Promise<TaughtClass[]> {
  const data = await api.get<{ classes?: unknown }>('/instructor/classes', { signal });
  if (!data || !Array.isArray(data.classes)) {
    throw new ApiError(200, MSG.invalidServerResponse, { code: 'INVALID_RESPONSE' });
  }
  return data.classes as TaughtClass[];
}

export const myClassesQuery = () =>
  queryOptions({
    queryKey: instructorKeys.classes(),
    queryFn: ({ signal }) => getMyClasses(signal),
  });

export function useMyClasses() {
  return useQuery(myClassesQuery());
}
