import { describe, expect, it } from 'vitest';
import {
  formatDateForPeople,
  formatDayForPeople,
  formatInstantForPeople,
  formatSessionDetails,
  formatSessionWhen,
  formatTimeForPeople,
  offerHeldUntil,
} from './dates-for-people.ts';

describe('formatInstantForPeople', () => {
  it('states an instant in the given zone with the zone named', () => {
    expect(formatInstantForPeople('2026-12-03T18:58:00Z', 'America/New_York')).toBe(
      'Thursday, December 3, 2026 at 1:58 PM EST',
    );
    expect(formatInstantForPeople(new Date('2026-07-03T18:58:00Z'), 'America/New_York')).toBe(
      'Friday, July 3, 2026 at 2:58 PM EDT',
    );
  });

  it('gives the same instant as another zone reads it, day included', () => {
    // 06:58 UTC on December 3 is still December 2 in Los Angeles.
    expect(formatInstantForPeople('2026-12-03T06:58:00Z', 'America/Los_Angeles')).toBe(
      'Wednesday, December 2, 2026 at 10:58 PM PST',
    );
    expect(formatInstantForPeople('2026-12-03T06:58:00Z', 'America/New_York')).toBe(
      'Thursday, December 3, 2026 at 1:58 AM EST',
    );
  });

  it('writes noon and midnight as 12 and uses a plain space before AM/PM', () => {
    const text = formatInstantForPeople('2026-12-03T17:00:00Z', 'America/New_York');
    expect(text).toBe('Thursday, December 3, 2026 at 12:00 PM EST');
    expect(text).not.toMatch(/[\u202f\u00a0]/);
    expect(formatInstantForPeople('2026-12-03T05:05:00Z', 'America/New_York')).toBe(
      'Thursday, December 3, 2026 at 12:05 AM EST',
    );
  });

  it('returns an unreadable value as given', () => {
    expect(formatInstantForPeople('not a date', 'America/New_York')).toBe('not a date');
  });
});

describe('calendar dates and wall-clock times', () => {
  it('never shifts a calendar date by a time zone', () => {
    expect(formatDayForPeople('2026-12-23')).toBe('Wednesday, December 23, 2026');
    expect(formatDayForPeople('2027-01-01')).toBe('Friday, January 1, 2027');
    expect(formatDateForPeople('2026-12-23')).toBe('December 23, 2026');
    expect(formatDateForPeople('2026-12-23T00:00:00.000Z')).toBe('December 23, 2026');
    expect(formatDateForPeople('soon')).toBe('soon');
  });

  it('writes times on a 12-hour clock', () => {
    expect(formatTimeForPeople('09:00')).toBe('9:00 AM');
    expect(formatTimeForPeople('15:30:00')).toBe('3:30 PM');
    expect(formatTimeForPeople('00:15')).toBe('12:15 AM');
    expect(formatTimeForPeople('12:00')).toBe('12:00 PM');
    expect(formatTimeForPeople('25:00')).toBe('25:00');
  });
});

describe('sessions', () => {
  const oneDay = {
    start_date: '2026-12-23',
    end_date: '2026-12-23',
    start_time: '09:00',
    end_time: '15:00',
  };

  it('gives the day and the local start and end times', () => {
    expect(formatSessionWhen(oneDay)).toBe('Wednesday, December 23, 2026, 9:00 AM - 3:00 PM');
    expect(formatSessionWhen({ ...oneDay, start_date: '2027-03-01', end_date: '2027-04-30' })).toBe(
      'Monday, March 1, 2027 to Friday, April 30, 2027, 9:00 AM - 3:00 PM',
    );
  });

  it('adds the place, or says it is to be announced', () => {
    expect(formatSessionDetails({ ...oneDay, location: 'Room 4, 120 Maple Avenue.' })).toBe(
      'When: Wednesday, December 23, 2026, 9:00 AM - 3:00 PM. Where: Room 4, 120 Maple Avenue.',
    );
    expect(formatSessionDetails({ ...oneDay, location: '  ' })).toBe(
      'When: Wednesday, December 23, 2026, 9:00 AM - 3:00 PM. Where: To be announced.',
    );
  });
});

it('words an offer deadline once for the e-mail and the page', () => {
  expect(offerHeldUntil('2026-12-03T18:58:00Z', 'America/New_York')).toBe(
    'held for you until Thursday, December 3, 2026 at 1:58 PM EST',
  );
});
