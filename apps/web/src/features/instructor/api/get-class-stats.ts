import { queryOptions, useQuery } from '@tanstack/react-query';
import { classStatsSchema, type ClassStats } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { instructorKeys } from './keys.ts';

/** GET /classes/{id}/stats: seats, enrollments, waitlist, completion and money (staff only). */
export async function getClassStats(id: number, signal?: AbortSignal): Promise<ClassStats> {
  return api.get(`/classes/${id}/stats`, { signal, schema: classStatsSchema });
}

export const classStatsQuery = (id: number) =>
  queryOptions({
    queryKey: instructorKeys.stats(id),
    queryFn: ({ signal }) => getClassStats(id, signal),
  });

export function useClassStats(id: number) {
  return useQuery(classStatsQuery(id));
}
