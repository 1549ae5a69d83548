import { describe, expect, it } from 'vitest';
import { formatAction, formatPeriod, formatPeriodTick, formatUsdCompact } from './format.ts';

describe('analytics formats', () => {
  it('shows a month period as month and year', () => {
    expect(formatPeriod('2026-03')).toBe('Mar 2026');
    expect(formatPeriod('not a month')).toBe('not a month');
  });

  it('keeps axis ticks short, with the year on January', () => {
    expect(formatPeriodTick('2026-03')).toBe('Mar');
    expect(formatPeriodTick('2026-01')).toBe('Jan 2026');
  });

  it('writes activity actions as words', () => {
    expect(formatAction('enrollment_requested')).toBe('Enrollment requested');
  });

  it('shortens dollars on the axis', () => {
    expect(formatUsdCompact(1250)).toBe('$1.3K');
    expect(formatUsdCompact(80)).toBe('$80');
  });
});
