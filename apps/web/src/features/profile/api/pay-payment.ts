import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKey } from './get-profile.ts';
import type { Payment } from './types.ts';

export interface PayInput {
  id: number;
  /** Last four digits of the saved card chosen, if any. */
  lastFour?: string;
}

export interface PayResult {
  message: string;
  payment: Payment;
  /** With card payments through Stripe: the Checkout page to send the student to. */
  checkout_url?: string;
}

/** POST /payments/{id}/pay: Pay Now. A second payment of the same row answers 409. */
export function payPayment({ id, lastFour }: PayInput) {
  return api.post<PayResult>(`/payments/${id}/pay`, lastFour ? { last_four: lastFour } : {});
}

export function usePayPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payPayment,
    // Reload the profile either way: a 409 means it was paid meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
