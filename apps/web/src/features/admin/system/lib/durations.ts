/** Human-readable ages and durations for the system screens. */

export type DurationUnit = 'day' | 'hour' | 'minute' | 'second';

const UNITS: [name: DurationUnit, seconds: number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "3 days": a number of one unit, in words (English unless the screen gives its own). */
export type UnitText = (n: number, unit: DurationUnit) => string;
const plural: UnitText = (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The other words of formatAgo. */
export interface AgoWords {
  never: string;
  justNow: string;
  ago: (duration: string) => string;
}
const ENGLISH_AGO: AgoWords = {
  never: 'never',
  justNow: 'just now',
  ago: (duration) => `${duration} ago`,
};

/**
 * A duration in its two largest units: "45 seconds", "5 minutes 3 seconds", "2 hours 1 minute",
 * "3 days 4 hours". Null or negative reads "—".
 */
export function formatDuration(
  seconds: number | null | undefined,
  unitText: UnitText = plural,
): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0)
    return '—';
  const total = Math.floor(seconds);
  const i = UNITS.findIndex(([, size]) => total >= size);
  if (i === -1) return unitText(0, 'second');
  const [unit, size] = UNITS[i]!;
  const parts = [unitText(Math.floor(total / size), unit)];
  // Only the next unit down follows the largest one ("2 hours 1 minute", never "2 hours 5 seconds").
  const next = UNITS[i + 1];
  if (next) {
    const n = Math.floor((total % size) / next[1]);
    if (n > 0) parts.push(unitText(n, next[0]));
  }
  return parts.join(' ');
}

/** How long ago an instant was: "just now", "5 minutes ago", "2 days 3 hours ago". */
export function formatAgo(
  iso: string | null | undefined,
  now: number = Date.now(),
  unitText: UnitText = plural,
  words: AgoWords = ENGLISH_AGO,
): string {
  if (!iso) return words.never;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '—';
  const seconds = Math.round((now - at) / 1000);
  if (seconds < 5) return words.justNow;
  return words.ago(formatDuration(seconds, unitText));
}
