import { describe, expect, it } from 'vitest';
import { durationBucket, durationInDays } from './catalogue.ts';

describe('class durations', () => {
  it('reads the fixed durations of the specification', () => {
    expect(durationInDays('1 day')).toBe(1);
    expect(durationInDays('4 weeks')).toBe(28);
    expect(durationInDays('3 months')).toBe(92);
    expect(durationInDays('TBA')).toBeNull();
  });
  it('puts each class in exactly one filter bucket', () => {
    expect(durationBucket('1 day')).toBe('2-days');
    expect(durationBucket('2 days')).toBe('2-days');
    expect(durationBucket('4 weeks')).toBe('8-weeks');
    expect(durationBucket('8 weeks')).toBe('8-weeks');
    expect(durationBucket('3 months')).toBe('12-weeks');
    expect(durationBucket('12 weeks')).toBe('12-weeks');
    expect(durationBucket('1 year')).toBeNull();
  });
});
