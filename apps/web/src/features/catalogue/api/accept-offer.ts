import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { messageOr, refreshClassState } from './keys.ts';

/**
 * POST /api/enrollments/waitlist/{entryId}/accept -> { message, enrollment_id }: the held seat
 * becomes a pending enrolment.
 */
export async function acceptOffer(entryId: number) {
  const data = await api.post<unknown>(
    `/enrollments/waitlist/${encodeURIComponent(entryId)}/accept`,
  );
  return messageOr(data, MSG.offerAccepted);
}

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSettled: () => refreshClassState(queryClient),
  });
}
