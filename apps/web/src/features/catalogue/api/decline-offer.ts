import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { messageOr, refreshClassState } from './keys.ts';

/** POST /api/enrollments/waitlist/{entryId}/decline -> { message: 'Offer declined' }. */
export async function declineOffer(entryId: number) {
  const data = await api.post<unknown>(
    `/enrollments/waitlist/${encodeURIComponent(entryId)}/decline`,
  );
  return messageOr(data, MSG.offerDeclined);
}

export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOffer,
    onSettled: () => refreshClassState(queryClient),
  });
}
