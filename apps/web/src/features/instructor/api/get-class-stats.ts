import { queryOptions, useQuery } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api, ApiError } from '../../../lib/api-client.ts';
import { instructorKeys } from './keys.ts';
import type { ClassStats } from './types.ts';

/** GET /classes/{id}/stats: seats, enrollments, waitlist, completion and money (staff only). */
export async function getClassStats(id: number, signal?: AbortSignal): Promise<ClassStats> {
  const data = await api.get<ClassStats>(`/classes/${id}/stats`, { signal });
  if (!data || typeof data.seats !== 'object' || typeof data.enrollments !== 'object') {
    throw new ApiError(200, MSG.invalidServerResponse, { code: 'INVALID_RESPONSE' });
  }
  return data;
}

export const classStatsQuery = (id: number) =>
  queryOptions({
    queryKey: instructorKeys.stats(id),
    queryFn: ({ signal }) => getClassStats(id, signal),
  });

export function useClassStats(id: number) {
  return useQuery(classStatsQuery(id));
}
