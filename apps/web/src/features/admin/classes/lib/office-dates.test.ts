import { describe, expect, it } from 'vitest';
import { makeFormat } from '../../../../i18n/format.ts';
import { formatDay, formatDayRange, formatTimeRange } from '../../lib/format.ts';
import { officeDates } from './office-dates.ts';

describe('officeDates', () => {
  const english = officeDates(makeFormat('en'));
  const spanish = officeDates(makeFormat('es'));

  it('writes English dates as the office always has', () => {
    expect(english.formatDay('2026-12-01')).toBe(formatDay('2026-12-01'));
    expect(english.formatDayRange('2026-12-05', '2027-01-02')).toBe(
      formatDayRange('2026-12-05', '2027-01-02'),
    );
    expect(english.formatTimeRange('09:00', '15:00')).toBe(formatTimeRange('09:00', '15:00'));
    expect(english.formatDay(null)).toBe('—');
  });

  it('names the month in Spanish for a Spanish reader', () => {
    expect(spanish.formatDay('2026-12-01')).toMatch(/dic/);
    expect(spanish.formatDay('2026-12-01')).not.toMatch(/Dec/);
  });
});
