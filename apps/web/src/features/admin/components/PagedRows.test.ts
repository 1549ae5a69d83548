import { describe, expect, it } from 'vitest';
import { lastPageOf } from './PagedRows.tsx';

describe('lastPageOf', () => {
  it('is the last zero-based page that has rows', () => {
    expect(lastPageOf(0, 10)).toBe(0);
    expect(lastPageOf(1, 10)).toBe(0);
    expect(lastPageOf(10, 10)).toBe(0);
    expect(lastPageOf(11, 10)).toBe(1);
    expect(lastPageOf(50, 25)).toBe(1);
    expect(lastPageOf(51, 25)).toBe(2);
  });

  it('never divides by a zero page size', () => {
    expect(lastPageOf(5, 0)).toBe(4);
  });
});
