import { describe, expect, it } from 'vitest';
import { paths, safeReturnPath } from './paths.ts';

describe('safeReturnPath', () => {
  it('returns to a path of this site', () => {
    expect(safeReturnPath({ from: '/classes/3?x=1' })).toBe('/classes/3?x=1');
  });
  it.each(['//evil.example', '/\t/evil.example', '/\\evil.example', 'https://evil.example'])(
    'goes home instead of %j',
    (from) => expect(safeReturnPath({ from })).toBe(paths.home),
  );
  it('does not return to the login page', () => {
    expect(safeReturnPath({ from: paths.login })).toBe(paths.home);
    expect(safeReturnPath(null)).toBe(paths.home);
  });
});
