import { describe, expect, it } from 'vitest';
import {
  changeEndDate,
  changeStartDate,
  daysBetween,
  defaultRange,
  earliestStart,
  isCompleteDay,
  isKeptLength,
  oneYearBefore,
  RANGE_MAX_DAYS,
  RANGE_MIN_DAYS,
} from './date-range.ts';

const today = new Date(2026, 5, 15, 14, 30); // 15 June 2026, local time

describe('defaultRange', () => {
  it('runs from 1 January of the current year to today', () => {
    expect(defaultRange(today)).toEqual({ startDate: '2026-01-01', endDate: '2026-06-15' });
  });

  it('is a single day on 1 January', () => {
    expect(defaultRange(new Date(2027, 0, 1, 8))).toEqual({
      startDate: '2027-01-01',
      endDate: '2027-01-01',
    });
  });

  it('uses the local calendar day, late in the evening too', () => {
    expect(defaultRange(new Date(2026, 11, 31, 23, 59)).endDate).toBe('2026-12-31');
  });
});

describe('changeEndDate', () => {
  const range = { startDate: '2026-01-01', endDate: '2026-06-15' };

  it('sets the start date to one year before the new end date', () => {
    expect(changeEndDate(range, '2026-03-10')).toEqual({
      range: { startDate: '2025-03-10', endDate: '2026-03-10' },
    });
  });

  it('resets a range outside 360-370 days (the default range is shorter) to one year', () => {
    expect(isKeptLength(range)).toBe(false);
    const { range: next } = changeEndDate(range, '2026-06-14');
    expect(next).toEqual({ startDate: '2025-06-14', endDate: '2026-06-14' });
    expect(isKeptLength(next)).toBe(true);
  });

  it('always leaves a range of 360 to 370 days, across leap years too', () => {
    for (const end of ['2024-02-29', '2024-03-01', '2025-02-28', '2026-01-01', '2026-06-15']) {
      const { range: next } = changeEndDate(range, end);
      const days = daysBetween(next.startDate, next.endDate);
      expect(days).toBeGreaterThanOrEqual(RANGE_MIN_DAYS);
      expect(days).toBeLessThanOrEqual(RANGE_MAX_DAYS);
    }
  });

  it('turns 29 February into 28 February of the year before', () => {
    expect(changeEndDate(range, '2024-02-29').range.startDate).toBe('2023-02-28');
  });

  it('takes an end date after today (sessions to come), one year long as always', () => {
    expect(changeEndDate(range, '2026-09-01').range).toEqual({
      startDate: '2025-09-01',
      endDate: '2026-09-01',
    });
  });

  it('refuses an empty or impossible date and keeps the range', () => {
    expect(changeEndDate(range, '')).toEqual({
      range,
      error: 'Start and end dates are required',
    });
    expect(changeEndDate(range, '2026-02-30')).toEqual({
      range,
      error: 'Dates must be yyyy-MM-dd',
    });
    // A year still being typed in the date input is not a choice.
    expect(changeEndDate(range, '0202-06-15').error).toBe('Dates must be yyyy-MM-dd');
  });
});

describe('changeStartDate', () => {
  const range = { startDate: '2025-06-15', endDate: '2026-06-15' };

  it('takes a start on or before the end date, without touching the end date', () => {
    expect(changeStartDate(range, '2026-02-01')).toEqual({
      range: { startDate: '2026-02-01', endDate: '2026-06-15' },
    });
    expect(changeStartDate(range, '2026-06-15').range.startDate).toBe('2026-06-15');
  });

  it('refuses a start after the end with the specification text and keeps the range', () => {
    expect(changeStartDate(range, '2026-06-16')).toEqual({
      range,
      error: 'Start date cannot be after end date',
    });
  });

  it('refuses a range longer than the server answers (2 years)', () => {
    expect(earliestStart('2026-06-15')).toBe('2024-06-16');
    expect(changeStartDate(range, '2024-06-16').error).toBeUndefined();
    expect(changeStartDate(range, '2024-06-15')).toEqual({
      range,
      error: 'The date range cannot be longer than 2 years',
    });
  });

  it('refuses an empty start and one whose year is still being typed', () => {
    expect(changeStartDate(range, '')).toEqual({
      range,
      error: 'Start and end dates are required',
    });
    expect(changeStartDate(range, '0020-01-01')).toEqual({
      range,
      error: 'Dates must be yyyy-MM-dd',
    });
  });
});

describe('helpers', () => {
  it('counts whole days between calendar days', () => {
    expect(daysBetween('2025-06-15', '2026-06-15')).toBe(365);
    expect(daysBetween('2023-06-15', '2024-06-15')).toBe(366);
    expect(daysBetween('2026-06-15', '2026-06-15')).toBe(0);
  });

  it('one year before keeps the day of the month', () => {
    expect(oneYearBefore('2026-12-31')).toBe('2025-12-31');
    expect(oneYearBefore('2025-03-01')).toBe('2024-03-01');
  });

  it('takes a year still being typed in a date input as incomplete', () => {
    expect(isCompleteDay('0002-06-15')).toBe(false);
    expect(isCompleteDay('0202-06-15')).toBe(false);
    expect(isCompleteDay('2026-06-15')).toBe(true);
    expect(isCompleteDay('2026-13-01')).toBe(false);
    expect(isCompleteDay('')).toBe(false);
  });
});
