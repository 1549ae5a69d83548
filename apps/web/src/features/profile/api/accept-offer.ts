import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKey } from './get-profile.ts';

/** POST /enrollments/waitlist/{entryId}/accept: the held seat becomes a pending enrolment. */
export function acceptOffer(entryId: number) {
  return api.post<{ message: string; enrollment_id: number }>(
    `/enrollments/waitlist/${entryId}/accept`,
  );
}

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
