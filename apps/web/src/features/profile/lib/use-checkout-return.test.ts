import { describe, expect, it } from 'vitest';
import type { Payment } from '@careclass/shared';
import { CHECKOUT_POLLS, checkoutReturnOf } from './use-checkout-return.ts';

const payment = (over: Partial<Payment> = {}) =>
  ({
    id: 7,
    class_id: 1,
    class_name: 'CPR',
    enrollment_id: null,
    amount: 95,
    due_date: '2026-12-01',
    status: 'pending',
    paid_at: null,
    created_at: '2026-11-01T00:00:00.000Z',
    ...over,
  }) as Payment;

const state = (query: string, payments: Payment[], polls = 0) =>
  checkoutReturnOf(new URLSearchParams(query), payments, polls).state;

describe('checkoutReturnOf', () => {
  it('is being confirmed after a successful checkout until the payment is paid', () => {
    expect(state('section=payments&payment=7&checkout=success', [payment()])).toBe('confirming');
    expect(
      state('payment=7&checkout=success', [payment({ status: 'paid', paid_at: '2026-11-02' })]),
    ).toBe('confirmed');
  });

  it('says so when the confirmation takes longer than the polling lasts', () => {
    expect(state('payment=7&checkout=success', [payment()], CHECKOUT_POLLS)).toBe('slow');
  });

  it('reports a cancelled checkout, and nothing for other addresses', () => {
    expect(state('payment=7&checkout=cancelled', [payment()])).toBe('cancelled');
    expect(state('section=payments', [payment()])).toBe('none');
    expect(state('payment=8&checkout=success', [payment()])).toBe('none');
    expect(state('payment=7&checkout=maybe', [payment()])).toBe('none');
  });
});
