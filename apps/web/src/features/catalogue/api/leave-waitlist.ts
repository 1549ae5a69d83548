import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { messageOr, refreshClassState } from './keys.ts';

/** DELETE /api/enrollments/waitlist/{classId} -> { message: 'Removed from waitlist' }. */
export async function leaveWaitlist(classId: number | string) {
  const data = await api.delete<unknown>(
    `/enrollments/waitlist/${encodeURIComponent(String(classId))}`,
  );
  return messageOr(data, MSG.waitlistRemoved);
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => refreshClassState(queryClient),
  });
}
