import { describe, expect, it } from 'vitest';
import { firstUnsafeString } from './input-guard.ts';

describe('firstUnsafeString', () => {
  it('names the path of the first string or key with a control character', () => {
    expect(firstUnsafeString({ a: 'fine', b: { c: ['ok', 'x\u0000'] } })).toBe('b.c.1');
    expect(firstUnsafeString({ ['k\u0001']: 1 })).toBe('k\u0001');
    expect(firstUnsafeString('\u0000')).toBe('_');
    expect(firstUnsafeString({ a: 'tab\tand\nlines', n: 5, z: null })).toBeNull();
    expect(firstUnsafeString(undefined)).toBeNull();
  });

  it('walks deep and wide bodies without running out of stack or time', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(firstUnsafeString(deep)).toBe(`${'0.'.repeat(50_000)}`.slice(0, -1));
    const wide = Array.from({ length: 200_000 }, () => 1);
    const started = Date.now();
    expect(firstUnsafeString(wide)).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
