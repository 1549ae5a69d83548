import { describe, expect, it } from 'vitest';
import { isInAppLink, isSafeLink } from './links.ts';

describe('isSafeLink', () => {
  it.each(['/classes/3', '/profile?section=waitlist', 'https://example.org/a', 'http://x.test'])(
    'accepts %s',
    (url) => expect(isSafeLink(url)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    '//evil.test/x',
    '/\\evil.test',
    'ftp://x',
    'classes',
  ])('refuses %s', (url) => expect(isSafeLink(url)).toBe(false));
  it('tells in-app paths from outside links', () => {
    expect(isInAppLink('/classes')).toBe(true);
    expect(isInAppLink('https://example.org')).toBe(false);
  });
});
