import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKey } from './get-profile.ts';

/** POST /enrollments/waitlist/{entryId}/decline: the seat goes to the next person. */
export function declineOffer(entryId: number) {
  return api.post<{ message: string }>(`/enrollments/waitlist/${entryId}/decline`);
}

export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
