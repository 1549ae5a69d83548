import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKey } from './get-profile.ts';
import type { Payment } from './types.ts';

export interface PayInput {
  id: number;
  /** Last four digits of the saved card chosen, if any. */
  lastFour?: string;
}

/** POST /payments/{id}/pay: Pay Now. A second payment of the same row answers 409. */
export function payPayment({ id, lastFour }: PayInput) {
  return api.post<{ message: string; payment: Payment }>(
    `/payments/${id}/pay`,
    lastFour ? { last_four: lastFour } : {},
  );
}

export function usePayPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payPayment,
    // Reload the profile either way: a 409 means it was paid meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
