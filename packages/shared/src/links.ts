/**
 * Links in notifications and certificates (DESIGN.md 4.13): an http(s) URL or a path inside the
 * app ("/classes/3"). Anything else (javascript:, data:, protocol-relative //host) is refused.
 */
export function isSafeLink(value: string): boolean {
  const url = value.trim();
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  // An http(s) scheme, then a host with no spaces or backslashes (the shared package runs in
  // Node and the browser alike, so it avoids environment globals).
  return /^https?:\/\/[^\s/?#\\]+([/?#][^\s\\]*)?$/i.test(url);
}

/** True for a path inside the app, which the web app opens with its router. */
export const isInAppLink = (value: string) => value.trim().startsWith('/') && isSafeLink(value);
