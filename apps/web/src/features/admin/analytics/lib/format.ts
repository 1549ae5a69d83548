/**
 * Display helpers of the Analytics Dashboard. Each takes the Intl locale of the page (English by
 * default); the screens pass useFormat().locale.
 */

const DEFAULT_LOCALE = 'en-US';

/** One Intl formatter per locale and kind, made on first use. */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let fmt = cache.get(key) as T | undefined;
  if (!fmt) {
    fmt = make();
    cache.set(key, fmt);
  }
  return fmt;
}

const monthLong = (locale: string) =>
  cached(
    `monthLong|${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric' }),
  );
const monthShort = (locale: string) =>
  cached(`monthShort|${locale}`, () => new Intl.DateTimeFormat(locale, { month: 'short' }));

function monthDate(period: string): Date | null {
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, 1) : null;
}

/** "2026-03" -> "Mar 2026". */
export function formatPeriod(period: string, locale = DEFAULT_LOCALE): string {
  const d = monthDate(period);
  return d ? monthLong(locale).format(d) : period;
}

/** "2026-03" -> "Mar" (axis ticks; January shows its year: "Jan 2026"). */
export function formatPeriodTick(period: string, locale = DEFAULT_LOCALE): string {
  const d = monthDate(period);
  if (!d) return period;
  return d.getMonth() === 0 ? monthLong(locale).format(d) : monthShort(locale).format(d);
}

/** 42.5 -> "42.5%". */
export const formatPercent = (value: number, locale = DEFAULT_LOCALE) =>
  `${cached(`number|${locale}`, () => new Intl.NumberFormat(locale)).format(value)}%`;

/** "$1.2k" for axis ticks. */
export const formatUsdCompact = (value: number, locale = DEFAULT_LOCALE) =>
  cached(
    `compactUsd|${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }),
  ).format(value);

/** "enrollment_requested" -> "Enrollment requested". */
export function formatAction(action: string): string {
  const text = action.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A moment as "2:30:05 PM". */
export const formatClockTime = (ms: number | Date, locale = DEFAULT_LOCALE) =>
  cached(
    `clock|${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', second: '2-digit' }),
  ).format(ms);
