import { describe, expect, it } from 'vitest';
import { formatAgo, formatDuration } from './durations.ts';

describe('formatDuration', () => {
  it('uses the two largest units', () => {
    expect(formatDuration(0)).toBe('0 seconds');
    expect(formatDuration(1)).toBe('1 second');
    expect(formatDuration(45)).toBe('45 seconds');
    expect(formatDuration(60)).toBe('1 minute');
    expect(formatDuration(303)).toBe('5 minutes 3 seconds');
    expect(formatDuration(3_600)).toBe('1 hour');
    expect(formatDuration(7_260)).toBe('2 hours 1 minute');
    expect(formatDuration(7_205)).toBe('2 hours');
    expect(formatDuration(3 * 86_400 + 4 * 3_600 + 59)).toBe('3 days 4 hours');
    expect(formatDuration(86_400 + 30)).toBe('1 day');
  });

  it('reads a dash for nothing or nonsense', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(-1)).toBe('—');
    expect(formatDuration(Number.NaN)).toBe('—');
  });
});

describe('formatAgo', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  it('says how long ago', () => {
    expect(formatAgo('2026-05-01T11:59:58Z', now)).toBe('just now');
    expect(formatAgo('2026-05-01T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatAgo('2026-04-29T09:00:00Z', now)).toBe('2 days 3 hours ago');
    expect(formatAgo(null, now)).toBe('never');
  });
});
