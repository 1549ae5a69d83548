/**
 * Catalogue filters. The specification's duration options (2 days, 8 weeks, 12 weeks) do not match
 * its fixed class durations (1 day, 4 weeks, 3 months), so they are read as non-overlapping
 * "up to" buckets: every class falls in exactly one (docs/decisions/0008).
 */
export const DURATION_BUCKETS = [
  { id: '2-days', label: 'Up to 2 days', maxDays: 2 },
  { id: '8-weeks', label: 'Up to 8 weeks', maxDays: 56 },
  { id: '12-weeks', label: 'Up to 12 weeks', maxDays: 92 },
] as const;
export type DurationBucketId = (typeof DURATION_BUCKETS)[number]['id'];

/** Price ranges of the specification; minimum inclusive, maximum exclusive, in cents. */
export const PRICE_RANGES = [
  { id: 'under-200', label: 'Under $200', minCents: 0, maxCents: 20000 },
  { id: '200-300', label: '$200 - $300', minCents: 20000, maxCents: 30000 },
  { id: '300-400', label: '$300 - $400', minCents: 30000, maxCents: 40000 },
  { id: 'over-400', label: 'Over $400', minCents: 40000, maxCents: null },
] as const;
export type PriceRangeId = (typeof PRICE_RANGES)[number]['id'];

export const LOCATION_LABELS = {
  online: 'Online',
  'in-person': 'In-Person',
  hybrid: 'Hybrid',
} as const;

/** English names of the teaching languages (the web's catalogues translate them). */
export const TEACHING_LANGUAGE_LABELS = {
  en: 'English',
  es: 'Spanish',
  bilingual: 'Bilingual (English and Spanish)',
} as const;

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30.5, year: 365 };

/** "1 day" -> 1, "4 weeks" -> 28, "3 months" -> 92; null when the text has no number and unit. */
export function durationInDays(text: string | null | undefined): number | null {
  const match = text?.toLowerCase().match(/(\d+(?:\.\d+)?)\s*(day|week|month|year)s?/);
  if (!match) return null;
  return Math.round(Number(match[1]) * UNIT_DAYS[match[2]!]!);
}

/** The bucket a class duration falls in, or null when it is longer than all or unreadable. */
export function durationBucket(text: string | null | undefined): DurationBucketId | null {
  const days = durationInDays(text);
  if (days === null) return null;
  return DURATION_BUCKETS.find((b) => days <= b.maxDays)?.id ?? null;
}
