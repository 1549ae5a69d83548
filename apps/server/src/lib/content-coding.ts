/**
 * Choosing a content coding from a request's Accept-Encoding (RFC 9110 12.5.3), for answers kept
 * already compressed (decision 0042).
 *
 * - Each listed coding has a weight (`q`, 0 to 1 with up to three decimals; 1 when absent); a
 *   coding is compared case-insensitively, and `x-gzip` is `gzip`.
 * - `*` gives its weight to every coding not listed by name, identity included.
 * - `identity` not listed (and no `*`) stays acceptable, weighed as the least preferred coding the
 *   client listed, so `gzip;q=0.5` still prefers gzip over plain bytes at equal weight.
 * - A weight of 0 refuses a coding. The best weight wins; on equal weights the server's order
 *   decides (smallest first).
 * - No header, an empty one, or one with nothing readable in it: plain bytes. When every coding
 *   on offer is refused, plain bytes too (RFC 9110 12.1 lets a server send that rather than 406;
 *   a client that refuses even identity has no use for an error either).
 * - A malformed element (an invalid weight, a coding that is no token) is ignored.
 */

export type ContentCoding = 'br' | 'gzip' | 'identity';

const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The weights an Accept-Encoding header gives, by lower-cased coding (the first mention counts). */
export function acceptedCodings(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const element of header.split(',')) {
    const [name, ...params] = element.split(';');
    let coding = name!.trim().toLowerCase();
    if (!coding || !TOKEN.test(coding)) continue;
    if (coding === 'x-gzip') coding = 'gzip';
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [key, value] = param.split('=').map((part) => part.trim());
      if (key?.toLowerCase() !== 'q') continue;
      if (value === undefined || !QVALUE.test(value)) {
        valid = false;
        break;
      }
      q = Number(value);
    }
    if (valid && !weights.has(coding)) weights.set(coding, q);
  }
  return weights;
}

/**
 * The coding to send, from those on offer in the server's order of preference (`identity` among
 * them, or it is added last as the fallback).
 */
export function chooseCoding(
  header: string | string[] | undefined,
  offered: readonly ContentCoding[],
): ContentCoding {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'identity';
  const weights = acceptedCodings(value);
  if (weights.size === 0) return 'identity';
  const listed = [...weights.values()].filter((q) => q > 0);
  const identityByDefault = listed.length > 0 ? Math.min(...listed) : 1;
  const weightOf = (coding: ContentCoding) =>
    weights.get(coding) ?? weights.get('*') ?? (coding === 'identity' ? identityByDefault : 0);
  let best: ContentCoding = 'identity';
  let bestWeight = 0;
  for (const coding of offered) {
    const q = weightOf(coding);
    if (q > bestWeight) {
      best = coding;
      bestWeight = q;
    }
  }
  return best;
}
