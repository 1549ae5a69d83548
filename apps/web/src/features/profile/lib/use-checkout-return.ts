import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Payment } from '@careclass/shared';

/** How often, and how many times, the page asks again while Stripe's confirmation is on its way. */
export const CHECKOUT_POLL_MS = 3000;
export const CHECKOUT_POLLS = 40;

export type CheckoutReturn =
  | { state: 'confirming' | 'slow' | 'confirmed' | 'cancelled'; payment: Payment }
  | { state: 'none' };

/**
 * Stripe Checkout sends the student back to /profile?section=payments&payment={id}&checkout=
 * success|cancelled. The payment turns paid only when Stripe's webhook arrives, which can take a
 * moment: until then the payment is "being confirmed" and the profile is reloaded every few
 * seconds, for two minutes at most.
 */
export function checkoutReturnOf(
  params: URLSearchParams,
  payments: Payment[],
  polls: number,
): CheckoutReturn {
  const outcome = params.get('checkout');
  const payment = payments.find((p) => String(p.id) === params.get('payment'));
  if (!payment || (outcome !== 'success' && outcome !== 'cancelled')) return { state: 'none' };
  if (payment.paid_at) return { state: 'confirmed', payment };
  if (outcome === 'cancelled') return { state: 'cancelled', payment };
  return { state: polls >= CHECKOUT_POLLS ? 'slow' : 'confirming', payment };
}

export function useCheckoutReturn(payments: Payment[], refresh: () => void) {
  const [params, setParams] = useSearchParams();
  const [polls, setPolls] = useState(0);
  const result = checkoutReturnOf(params, payments, polls);
  const confirming = result.state === 'confirming';
  // The page hands a new refresh function on every render; the timer must not restart for it.
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  });

  useEffect(() => {
    if (!confirming) return;
    const timer = window.setTimeout(() => {
      setPolls((n) => n + 1);
      refreshRef.current();
    }, CHECKOUT_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [confirming, polls]);

  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete('checkout');
    next.delete('payment');
    setParams(next, { replace: true });
  };
  return { ...result, dismiss };
}
