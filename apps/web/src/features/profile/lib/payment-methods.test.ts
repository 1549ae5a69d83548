import { describe, expect, it } from 'vitest';
import {
  expiryProblem,
  isValidCardNumber,
  withDefault,
  type SavedCard,
} from './payment-methods.ts';

const card = (id: string, is_default = false): SavedCard => ({
  id,
  payment_type: 'credit_card',
  last_four: '4242',
  expiry_date: '12/30',
  is_default,
});

describe('saved cards', () => {
  it('accepts card numbers that pass the Luhn check, with spaces', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('5555-5555-5555-4444')).toBe(true);
    expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isValidCardNumber('1234')).toBe(false);
    expect(isValidCardNumber('4242a4242424242')).toBe(false);
  });

  it('reads MM/YY expiry dates, valid to the end of their month', () => {
    const now = new Date(2026, 2, 15);
    expect(expiryProblem('03/26', now)).toBeNull();
    expect(expiryProblem('02/26', now)).toBe('expired');
    expect(expiryProblem('13/27', now)).toBe('invalid');
    expect(expiryProblem('1/27', now)).toBe('invalid');
  });

  it('keeps exactly one default card', () => {
    expect(withDefault([card('a'), card('b')]).map((c) => c.is_default)).toEqual([true, false]);
    expect(withDefault([card('a', true), card('b')], 'b').map((c) => c.is_default)).toEqual([
      false,
      true,
    ]);
    expect(withDefault([card('b')], 'gone').map((c) => c.is_default)).toEqual([true]);
    expect(withDefault([])).toEqual([]);
  });
});
