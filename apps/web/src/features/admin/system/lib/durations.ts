/** Human-readable ages and durations for the system screens. */

const UNITS: [name: string, seconds: number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * A duration in its two largest units: "45 seconds", "5 minutes 3 seconds", "2 hours 1 minute",
 * "3 days 4 hours". Null or negative reads "—".
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0)
    return '—';
  const total = Math.floor(seconds);
  const i = UNITS.findIndex(([, size]) => total >= size);
  if (i === -1) return '0 seconds';
  const [unit, size] = UNITS[i]!;
  const parts = [plural(Math.floor(total / size), unit)];
  // Only the next unit down follows the largest one ("2 hours 1 minute", never "2 hours 5 seconds").
  const next = UNITS[i + 1];
  if (next) {
    const n = Math.floor((total % size) / next[1]);
    if (n > 0) parts.push(plural(n, next[0]));
  }
  return parts.join(' ');
}

/** How long ago an instant was: "just now", "5 minutes ago", "2 days 3 hours ago". */
export function formatAgo(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return 'never';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '—';
  const seconds = Math.round((now - at) / 1000);
  if (seconds < 5) return 'just now';
  return `${formatDuration(seconds)} ago`;
}
