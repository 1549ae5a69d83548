/** Display helpers of the Analytics Dashboard. */

const monthLong = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });
const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short' });

function monthDate(period: string): Date | null {
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, 1) : null;
}

/** "2026-03" -> "Mar 2026". */
export function formatPeriod(period: string): string {
  const d = monthDate(period);
  return d ? monthLong.format(d) : period;
}

/** "2026-03" -> "Mar" (axis ticks; January shows its year: "Jan 2026"). */
export function formatPeriodTick(period: string): string {
  const d = monthDate(period);
  if (!d) return period;
  return d.getMonth() === 0 ? monthLong.format(d) : monthShort.format(d);
}

/** 42.5 -> "42.5%". */
export const formatPercent = (value: number) => `${value}%`;

/** "$1.2k" for axis ticks. */
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
export const formatUsdCompact = (value: number) => compactUsd.format(value);

/** "enrollment_requested" -> "Enrollment requested". */
export function formatAction(action: string): string {
  const text = action.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const timeFmt = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});
/** A moment as "2:30:05 PM". */
export const formatClockTime = (ms: number | Date) => timeFmt.format(ms);
