import { useQuery } from '@tanstack/react-query';
import { completedSessionsSchema, type CompletedSession } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { certificateKeys } from './keys.ts';

/** GET /certificates/completed-sessions/{classId}?user_id: sessions of the class the student completed. */
export async function getCompletedSessions(
  classId: number,
  userId: number,
  signal?: AbortSignal,
): Promise<CompletedSession[]> {
  const data = await api.get(`/certificates/completed-sessions/${classId}`, {
    signal,
    query: { user_id: userId },
    schema: completedSessionsSchema,
  });
  return data.sessions;
}

export function useCompletedSessions(classId: number | null, userId: number | null) {
  return useQuery({
    queryKey: certificateKeys.completedSessions(classId ?? 0, userId ?? 0),
    queryFn: ({ signal }) => getCompletedSessions(classId!, userId!, signal),
    enabled: classId !== null && userId !== null,
  });
}
