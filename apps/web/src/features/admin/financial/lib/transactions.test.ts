import { describe, expect, it } from 'vitest';
import { detailOf, hasReceipt, nextStatuses } from './transactions.ts';

describe('nextStatuses', () => {
  it('offers a refund only for a completed payment', () => {
    expect(nextStatuses({ type: 'payment', status: 'completed' })).toEqual([
      'pending',
      'failed',
      'refunded',
      'cancelled',
    ]);
    expect(nextStatuses({ type: 'payment', status: 'pending' })).toEqual([
      'completed',
      'failed',
      'cancelled',
    ]);
    expect(nextStatuses({ type: 'adjustment', status: 'completed' })).not.toContain('refunded');
  });

  it('offers nothing for final statuses and reminders', () => {
    expect(nextStatuses({ type: 'payment', status: 'refunded' })).toEqual([]);
    expect(nextStatuses({ type: 'payment', status: 'cancelled' })).toEqual([]);
    expect(nextStatuses({ type: 'reminder', status: 'completed' })).toEqual([]);
  });
});

describe('detailOf', () => {
  it('does not repeat a payment’s type and class, and keeps what a refund says', () => {
    expect(detailOf({ type: 'payment', description: 'Payment for CPR' })).toBeNull();
    expect(detailOf({ type: 'refund', description: 'Refund of transaction 12' })).toBe(
      'Refund of transaction 12',
    );
    expect(detailOf({ type: 'adjustment', description: '' })).toBeNull();
  });
});

describe('hasReceipt', () => {
  it('is true for a payment that went through', () => {
    expect(hasReceipt({ type: 'payment', status: 'completed', payment_id: 3 })).toBe(true);
    expect(hasReceipt({ type: 'payment', status: 'refunded', payment_id: 3 })).toBe(true);
    expect(hasReceipt({ type: 'payment', status: 'failed', payment_id: 3 })).toBe(false);
    expect(hasReceipt({ type: 'payment', status: 'completed', payment_id: null })).toBe(false);
    expect(hasReceipt({ type: 'refund', status: 'completed', payment_id: 3 })).toBe(false);
  });
});
