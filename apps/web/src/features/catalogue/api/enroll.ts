import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import type { Enrollment } from '../types.ts';
import { messageOr, refreshClassState } from './keys.ts';

export interface EnrollInput {
  classId: number | string;
  sessionId: number;
}

/** POST /api/enrollments/{classId} { sessionId } -> 201 { message, enrollment } (pending). */
export async function enroll({ classId, sessionId }: EnrollInput) {
  const data = await api.post<{ enrollment?: Enrollment }>(
    `/enrollments/${encodeURIComponent(String(classId))}`,
    { sessionId },
  );
  return { message: messageOr(data, MSG.enrollSucceeded), enrollment: data?.enrollment ?? null };
}

export function useEnroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enroll,
    // Also after a failure: a "session is full" answer means the page shows old seat counts.
    onSettled: () => refreshClassState(queryClient),
  });
}
