import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatUsd } from './money.ts';

describe('money', () => {
  it('converts between cents and dollars without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(42500)).toBe(425);
  });
  it('formats US dollars with 2 decimals', () => {
    expect(formatUsd(95)).toBe('$95.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });
});
