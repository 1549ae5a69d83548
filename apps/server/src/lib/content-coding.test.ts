import { describe, expect, it } from 'vitest';
import { acceptedCodings, chooseCoding, type ContentCoding } from './content-coding.ts';

const ALL: ContentCoding[] = ['br', 'gzip', 'identity'];

describe('acceptedCodings', () => {
  it('reads codings and weights, case-insensitively, with x-gzip as gzip', () => {
    expect(
      Object.fromEntries(
        acceptedCodings(' GZip ; Q=0.5 ,br;q=1.000, x-gzip, *;q=0, deflate;level=1'),
      ),
    ).toEqual({ gzip: 0.5, br: 1, '*': 0, deflate: 1 });
  });

  it('ignores malformed elements and keeps the first mention', () => {
    expect(
      Object.fromEntries(
        acceptedCodings('br;q=2, gzip;q=abc, deflate;q=0.1234, zstd;q, a b, , br, gzip;q=0.3'),
      ),
    ).toEqual({ br: 1, gzip: 0.3 });
  });
});

describe('chooseCoding', () => {
  it.each([
    // What browsers and tools send.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['*', 'br'],
    // Weights: the client's preference first, the server's order on a tie.
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['gzip;q=0.5', 'gzip'],
    ['gzip;q=0.5, identity', 'identity'],
    ['br;q=0.2, identity;q=0.5', 'identity'],
    // Refusals.
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0, gzip', 'gzip'],
    ['identity;q=0, gzip;q=0.1', 'gzip'],
    ['identity;q=0, br;q=0.1, gzip;q=0.2', 'gzip'],
    // Nothing acceptable on offer, nothing readable, nothing said: plain bytes.
    ['*;q=0', 'identity'],
    ['identity;q=0', 'identity'],
    ['br;q=0, gzip;q=0, identity;q=0', 'identity'],
    ['', 'identity'],
    [' , ;q=1', 'identity'],
    [undefined, 'identity'],
  ] as const)('answers %j with %s', (header, expected) => {
    expect(chooseCoding(header, ALL)).toBe(expected);
  });

  it('offers only what the answer has', () => {
    expect(chooseCoding('br, gzip', ['identity'])).toBe('identity');
    expect(chooseCoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0, identity;q=0', ['identity'])).toBe('identity');
  });

  it('reads a header given more than once as one list', () => {
    expect(chooseCoding(['br;q=0', 'gzip'], ALL)).toBe('gzip');
  });
});
