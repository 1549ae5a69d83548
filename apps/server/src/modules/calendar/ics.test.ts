import { describe, expect, it } from 'vitest';
import { daysOf, zonedInstant } from './ics.ts';

/** The wall-clock arithmetic of the calendar (docs/decisions/0048), without a database. */
describe('zonedInstant', () => {
  it.each([
    // New York: summer time from 2027-03-14 02:00, winter time from 2027-11-07 02:00.
    ['2027-03-13', '09:00', 'America/New_York', '2027-03-13T14:00:00.000Z'],
    ['2027-03-14', '09:00', 'America/New_York', '2027-03-14T13:00:00.000Z'],
    ['2027-03-14', '01:59', 'America/New_York', '2027-03-14T06:59:00.000Z'],
    // Skipped by the change: read with the offset before it, so 03:30 summer time.
    ['2027-03-14', '02:30', 'America/New_York', '2027-03-14T07:30:00.000Z'],
    ['2027-03-14', '03:00', 'America/New_York', '2027-03-14T07:00:00.000Z'],
    // Shown twice: its first showing, still in summer time.
    ['2027-11-07', '01:30', 'America/New_York', '2027-11-07T05:30:00.000Z'],
    ['2027-11-07', '02:00', 'America/New_York', '2027-11-07T07:00:00.000Z'],
    ['2027-11-06', '18:30:00', 'America/New_York', '2027-11-06T22:30:00.000Z'],
    // London (summer time from 28 March 2027) and Sydney, whose summer is the other half year.
    ['2027-03-27', '10:00', 'Europe/London', '2027-03-27T10:00:00.000Z'],
    ['2027-03-29', '10:00', 'Europe/London', '2027-03-29T09:00:00.000Z'],
    ['2027-04-03', '10:00', 'Australia/Sydney', '2027-04-02T23:00:00.000Z'],
    ['2027-04-05', '10:00', 'Australia/Sydney', '2027-04-05T00:00:00.000Z'],
    ['2027-06-01', '23:30', 'UTC', '2027-06-01T23:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, instant) => {
    expect(zonedInstant(date, time, zone).toISOString()).toBe(instant);
  });
});

describe('daysOf', () => {
  it('gives every day of a session, across a month end, up to the limit', () => {
    expect(daysOf('2027-02-27', '2027-03-02')).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
    expect(daysOf('2027-05-01', '2027-05-01')).toEqual(['2027-05-01']);
    expect(daysOf('2027-01-01', '2030-01-01', 3)).toEqual([
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});
