import { describe, expect, it } from 'vitest';
import { nextStatuses } from './transactions.ts';

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
