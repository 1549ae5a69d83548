/**
 * Links in notifications and certificates (DESIGN.md 4.13): an http(s) URL or a path inside the
 * app ("/classes/3"). Anything else (javascript:, data:, protocol-relative //host) is refused.
 *
 * The check looks at a link as a browser's URL parser will (WHATWG URL standard), not at its raw
 * text: otherwise "/\t/evil.example" passes as a path and the browser opens evil.example. The
 * server and the web app both go through `safeLink`, so what is stored and what is opened agree.
 */

// Leading and trailing C0 controls and spaces are stripped; TAB, LF and CR are removed anywhere.
// eslint-disable-next-line no-control-regex
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
// Controls left inside a link are never meant; refusing them spares guessing how each reader copes.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The link as a browser reads it. For paths and http(s) addresses (the "special" schemes, where
 * browsers read a backslash as a slash) backslashes before the query or fragment become slashes.
 */
export function normaliseLink(value: string): string {
  const url = value.replace(EDGE_CONTROLS, '').replace(TAB_OR_NEWLINE, '');
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return url;
  const end = url.search(/[?#]/);
  const head = end === -1 ? url : url.slice(0, end);
  const tail = end === -1 ? '' : url.slice(end);
  return head.replace(/\\/g, '/') + tail;
}

/** The normalised link when it is a path of this site or an http(s) address, otherwise null. */
export function safeLink(value: string): string | null {
  const url = normaliseLink(value);
  if (CONTROL.test(url)) return null;
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  // An http(s) scheme, then a host with no spaces (the shared package runs in Node and the
  // browser alike, so it avoids environment globals).
  return /^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i.test(url) ? url : null;
}

export const isSafeLink = (value: string) => safeLink(value) !== null;

/** True for a path inside the app, which the web app opens with its router. */
export const isInAppLink = (value: string) => safeLink(value)?.startsWith('/') === true;
