import { describe, expect, it } from 'vitest';
import { isInAppLink, isSafeLink, normaliseLink, safeLink } from './links.ts';

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

// Browsers drop TAB, LF and CR anywhere in an address, strip leading and trailing controls and
// spaces, and read a backslash as a slash in http(s) addresses: the check has to see what they see.
describe('links as a browser reads them', () => {
  it.each([
    '/\t/evil.example/',
    '/\n/evil',
    '/\r/evil',
    ' //evil',
    '\u0000//evil',
    '/\\evil',
    '\\\\evil',
    '\\/evil',
    'java\tscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'http://a b',
    'https://a\u0001b/x',
    '\u00a0/classes',
  ])('refuses %j', (url) => {
    expect(isSafeLink(url)).toBe(false);
    expect(isInAppLink(url)).toBe(false);
    expect(safeLink(url)).toBeNull();
  });

  it.each([
    ['https://ok.example/x', 'https://ok.example/x'],
    ['/classes/3', '/classes/3'],
    ['/%2F%2Fevil', '/%2F%2Fevil'],
    ['  /classes/3\n', '/classes/3'],
    ['/clas\tses/3', '/classes/3'],
    ['/classes\\3', '/classes/3'],
    ['https:\\\\ok.example\\x?q=a\\b', 'https://ok.example/x?q=a\\b'],
  ])('accepts %j as %j', (url, normalised) => {
    expect(isSafeLink(url)).toBe(true);
    expect(safeLink(url)).toBe(normalised);
  });

  it('keeps an encoded slash as a path of this site', () => {
    expect(isInAppLink('/%2F%2Fevil')).toBe(true);
    expect(isInAppLink('https://ok.example/x')).toBe(false);
    expect(isInAppLink('\t/classes/3')).toBe(true);
  });

  it('normalises like the URL parser of a browser', () => {
    expect(normaliseLink('\u0000 /a\tb\r\nc \u001f')).toBe('/abc');
    expect(normaliseLink('/a\\b?c\\d#e\\f')).toBe('/a/b?c\\d#e\\f');
    expect(normaliseLink('mailto:a\\b')).toBe('mailto:a\\b');
  });
});

// The URL parser of the runtime (Node and browsers alike); the shared package sees no globals.
declare const URL: new (url: string, base: string) => { origin: string; href: string };

describe('an in-app link stays on this site for the URL parser', () => {
  const site = 'https://site.example';
  it.each(['/classes/3', '/%2F%2Fevil', '/\t/evil.example/', '/\\evil', ' //evil', '/a\\\\b'])(
    '%j',
    (url) => {
      const opened = new URL(url, site);
      expect(isInAppLink(url)).toBe(opened.origin === site);
      if (isInAppLink(url)) expect(new URL(safeLink(url) ?? '', site).href).toBe(opened.href);
    },
  );
});
