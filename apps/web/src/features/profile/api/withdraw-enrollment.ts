import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKey } from './get-profile.ts';

/** DELETE /enrollments/{id}: the student withdraws; the seat is freed. */
export function withdrawEnrollment(id: number) {
  return api.delete<{ message: string }>(`/enrollments/${id}`);
}

export function useWithdrawEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawEnrollment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
