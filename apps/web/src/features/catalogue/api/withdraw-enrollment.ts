import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { messageOr, refreshClassState } from './keys.ts';

/** DELETE /api/enrollments/{id} -> { message: 'Enrollment cancelled', enrollment }. */
export async function withdrawEnrollment(enrollmentId: number) {
  const data = await api.delete<unknown>(`/enrollments/${encodeURIComponent(enrollmentId)}`);
  return messageOr(data, MSG.enrollmentCancelled);
}

export function useWithdrawEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawEnrollment,
    onSettled: () => refreshClassState(queryClient),
  });
}
