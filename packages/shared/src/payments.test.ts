import { describe, expect, it } from 'vitest';
import { daysBetween, derivePaymentStatus } from './payments.ts';

describe('derivePaymentStatus', () => {
  const today = '2026-03-10';
  it.each([
    ['2026-03-09', 'overdue'],
    ['2026-03-10', 'due_soon'],
    ['2026-03-17', 'due_soon'],
    ['2026-03-18', 'pending'],
  ] as const)('due %s is %s', (due, status) => {
    expect(derivePaymentStatus('pending', due, today)).toBe(status);
  });
  it('keeps paid and cancelled whatever the date', () => {
    expect(derivePaymentStatus('paid', '2026-01-01', today)).toBe('paid');
    expect(derivePaymentStatus('cancelled', '2026-01-01', today)).toBe('cancelled');
  });
  it('counts days across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
  });
});
