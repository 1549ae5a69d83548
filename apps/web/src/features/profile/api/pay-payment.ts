import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentPaidSchema } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { profileKey } from './get-profile.ts';

export interface PayInput {
  id: number;
  /** Last four digits of the saved card chosen, if any. */
  lastFour?: string;
}

/**
 * POST /payments/{id}/pay: Pay Now. A second payment of the same row answers 409. With card
 * payments through Stripe the answer names the Checkout page to send the student to.
 */
export function payPayment({ id, lastFour }: PayInput) {
  return api.post(`/payments/${id}/pay`, lastFour ? { last_four: lastFour } : {}, {
    schema: paymentPaidSchema,
  });
}

export function usePayPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payPayment,
    // Reload the profile either way: a 409 means it was paid meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
