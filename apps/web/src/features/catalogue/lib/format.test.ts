import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDateRange,
  formatHoursPerDay,
  formatSpots,
  formatTime,
  formatTimeRange,
  hoursPerDay,
} from './format.ts';

describe('session formatting', () => {
  it('shows one day with its weekday and a range compactly', () => {
    expect(formatDateRange('2027-03-03', '2027-03-03')).toBe('Wed, Mar 3, 2027');
    expect(formatDateRange('2027-03-03')).toBe('Wed, Mar 3, 2027');
    expect(formatDateRange('2027-03-03', '2027-04-28')).toBe('Mar 3 - Apr 28, 2027');
    expect(formatDateRange('2026-12-14', '2027-01-11')).toBe('Dec 14, 2026 - Jan 11, 2027');
    expect(formatDateRange('not a date')).toBe('not a date');
  });

  it('shows wall-clock times in 12-hour form', () => {
    expect(formatTime('09:00')).toBe('9:00 AM');
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime('12:30')).toBe('12:30 PM');
    expect(formatTime('18:00')).toBe('6:00 PM');
    expect(formatTimeRange('09:00', '15:00')).toBe('9:00 AM - 3:00 PM');
  });

  it('computes hours per day from start and end time', () => {
    expect(hoursPerDay('09:00', '15:00')).toBe(6);
    expect(hoursPerDay('18:00', '19:30')).toBe(1.5);
    expect(hoursPerDay('15:00', '09:00')).toBeNull();
    expect(formatHoursPerDay('09:00', '10:00')).toBe('1 hour per day');
    expect(formatHoursPerDay('18:00', '20:00')).toBe('2 hours per day');
    expect(formatHoursPerDay('x', '20:00')).toBeNull();
  });

  it('counts down and counts spots', () => {
    expect(formatCountdown(0)).toBe('0s');
    expect(formatCountdown(59_000)).toBe('59s');
    expect(formatCountdown(61_000)).toBe('1m 01s');
    expect(formatCountdown(24 * 3600_000 - 1000)).toBe('23h 59m 59s');
    expect(formatSpots(0, 4)).toBe('0 of 4 spots available');
    expect(formatSpots(1, 1)).toBe('1 of 1 spot available');
  });
});
