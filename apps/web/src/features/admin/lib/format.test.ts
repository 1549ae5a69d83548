import { describe, expect, it } from 'vitest';
import { formatTimeForPeople } from '@careclass/shared';
import { formatDayRange, formatTimeRange } from './format.ts';

describe('back-office times', () => {
  it('word session times as the public pages, the profile and the e-mails do', () => {
    expect(formatTimeRange('09:00', '15:00')).toBe('9:00 AM - 3:00 PM');
    expect(formatTimeRange('00:30:00', '12:05:00')).toBe('12:30 AM - 12:05 PM');
    expect(formatTimeRange('13:00', null)).toBe(formatTimeForPeople('13:00'));
    expect(formatTimeRange(null, '10:00')).toBe('—');
  });

  it('word day ranges without shifting the calendar day', () => {
    expect(formatDayRange('2026-12-05', '2027-01-02')).toBe('Dec 5, 2026 - Jan 2, 2027');
    expect(formatDayRange('2026-12-01', '2026-12-01')).toBe('Dec 1, 2026');
  });
});
