import { queryOptions, useQuery } from '@tanstack/react-query';
import { classParticipantsSchema, type RosterSession } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { instructorKeys } from './keys.ts';

/** GET /classes/{id}/participants: every session of the class with its students (staff only). */
export async function getClassParticipants(
  id: number,
  signal?: AbortSignal,
): Promise<RosterSession[]> {
  const data = await api.get(`/classes/${id}/participants`, {
    signal,
    schema: classParticipantsSchema,
  });
  return data.sessions;
}

export const classParticipantsQuery = (id: number) =>
  queryOptions({
    queryKey: instructorKeys.participants(id),
    queryFn: ({ signal }) => getClassParticipants(id, signal),
  });

export function useClassParticipants(id: number) {
  return useQuery(classParticipantsQuery(id));
}
