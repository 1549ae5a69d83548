import { queryOptions, useQuery } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api, ApiError } from '../../../lib/api-client.ts';
import { instructorKeys } from './keys.ts';
import type { RosterSession } from './types.ts';

/** GET /classes/{id}/participants: every session of the class with its students (staff only). */
export async function getClassParticipants(
  id: number,
  signal?: AbortSignal,
): Promise<RosterSession[]> {
  const data = await api.get<{ sessions?: unknown }>(`/classes/${id}/participants`, { signal });
  if (!data || !Array.isArray(data.sessions)) {
    throw new ApiError(200, MSG.invalidServerResponse, { code: 'INVALID_RESPONSE' });
  }
  return (data.sessions as RosterSession[]).map((s) => ({
    ...s,
    participants: Array.isArray(s.participants) ? s.participants : [],
  }));
}

export const classParticipantsQuery = (id: number) =>
  queryOptions({
    queryKey: instructorKeys.participants(id),
    queryFn: ({ signal }) => getClassParticipants(id, signal),
  });

export function useClassParticipants(id: number) {
  return useQuery(classParticipantsQuery(id));
}
