import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKey } from './get-profile.ts';

/** DELETE /enrollments/waitlist/{classId}: leave the waitlist of a class. */
export function leaveWaitlist(classId: number) {
  return api.delete<{ message: string }>(`/enrollments/waitlist/${classId}`);
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
