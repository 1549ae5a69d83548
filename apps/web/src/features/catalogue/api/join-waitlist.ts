import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { messageOr, refreshClassState } from './keys.ts';

export interface JoinWaitlistInput {
  classId: number | string;
  /** The full session the student waits for. */
  sessionId: number;
}

/** POST /api/enrollments/waitlist/{classId} { sessionId } -> 201 { message, entry }. */
export async function joinWaitlist({ classId, sessionId }: JoinWaitlistInput) {
  const data = await api.post<unknown>(
    `/enrollments/waitlist/${encodeURIComponent(String(classId))}`,
    { sessionId },
  );
  return messageOr(data, MSG.waitlistAdded);
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: () => refreshClassState(queryClient),
  });
}
