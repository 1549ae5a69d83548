import { describe, expect, it } from 'vitest';
import {
  estimatedWait,
  formatDeadline,
  formatDueDate,
  formatTime,
  relativeDay,
  timeLeft,
} from './dates.ts';

describe('relativeDay', () => {
  const now = new Date(2026, 2, 10, 9, 30); // 10 March 2026, 09:30 local time

  it('says Today for any moment of the same calendar day', () => {
    expect(relativeDay(new Date(2026, 2, 10, 0, 1), now)).toBe('Today');
    expect(relativeDay(new Date(2026, 2, 10, 23, 59), now)).toBe('Today');
  });

  it('says Yesterday for the previous calendar day, even less than 24 hours ago', () => {
    expect(relativeDay(new Date(2026, 2, 9, 23, 50), now)).toBe('Yesterday');
    expect(relativeDay(new Date(2026, 2, 9, 0, 5), now)).toBe('Yesterday');
  });

  it('counts days ago under 7 days', () => {
    expect(relativeDay(new Date(2026, 2, 8, 12, 0), now)).toBe('2 days ago');
    expect(relativeDay(new Date(2026, 2, 4, 8, 0), now)).toBe('6 days ago');
  });

  it('shows the date from 7 days on, and for the future', () => {
    expect(relativeDay(new Date(2026, 2, 3, 10, 0), now)).toBe('Mar 3, 2026');
    expect(relativeDay(new Date(2025, 11, 24, 10, 0), now)).toBe('Dec 24, 2025');
    expect(relativeDay(new Date(2026, 2, 11, 10, 0), now)).toBe('Mar 11, 2026');
  });

  it('reads ISO strings and calendar days', () => {
    expect(relativeDay(new Date(2026, 2, 9, 15, 0).toISOString(), now)).toBe('Yesterday');
    expect(relativeDay('2026-03-10', now)).toBe('Today');
    expect(relativeDay('not a date', now)).toBe('');
  });

  it('crosses a month and a year boundary by calendar days', () => {
    expect(relativeDay(new Date(2025, 11, 31, 22, 0), new Date(2026, 0, 1, 1, 0))).toBe(
      'Yesterday',
    );
    expect(relativeDay(new Date(2026, 1, 26, 9, 0), new Date(2026, 2, 1, 9, 0))).toBe('3 days ago');
  });
});

describe('estimatedWait', () => {
  it('says Less than a day under one day and rounds whole days up', () => {
    expect(estimatedWait(0)).toBe('Less than a day');
    expect(estimatedWait(0.99)).toBe('Less than a day');
    expect(estimatedWait(1)).toBe('1 day');
    expect(estimatedWait(1.01)).toBe('2 days');
    expect(estimatedWait(9.2)).toBe('10 days');
  });

  it('has nothing to say without an estimate', () => {
    expect(estimatedWait(null)).toBeNull();
    expect(estimatedWait(undefined)).toBeNull();
  });
});

describe('timeLeft and formatTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('counts down to an offer expiry', () => {
    expect(timeLeft('2026-03-11T11:30:00Z', now)).toBe('23 h 30 min left');
    expect(timeLeft('2026-03-10T12:45:00Z', now)).toBe('45 min left');
    expect(timeLeft('2026-03-12T13:00:00Z', now)).toBe('2 days 1 h left');
    expect(timeLeft('2026-03-10T11:00:00Z', now)).toBeNull();
  });
  it('shows 12-hour times', () => {
    expect(formatTime('09:05')).toBe('9:05 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('00:30')).toBe('12:30 AM');
    expect(formatTime('18:00')).toBe('6:00 PM');
  });
});

describe('due dates and deadlines', () => {
  it('gives a due date as a plain date, never shifted', () => {
    expect(formatDueDate('2026-12-23')).toBe('December 23, 2026');
    expect(formatDueDate(null)).toBe('');
  });

  it("states a deadline in the provider's zone with the zone named", () => {
    expect(formatDeadline('2026-12-03T18:58:00.000Z', 'America/New_York')).toBe(
      'Thursday, December 3, 2026 at 1:58 PM EST',
    );
    expect(formatDeadline('2026-12-03T18:58:00.000Z', 'America/Los_Angeles')).toBe(
      'Thursday, December 3, 2026 at 10:58 AM PST',
    );
    expect(formatDeadline('later', 'America/New_York')).toBe('');
    expect(formatDeadline(null, 'America/New_York')).toBe('');
  });
});
