import {
  DURATION_BUCKETS,
  LOCATION_TYPES,
  PRICE_RANGES,
  TEACHING_LANGUAGES,
  type DurationBucketId,
  type LocationType,
  type PriceRangeId,
  type TeachingLanguage,
} from '@careclass/shared';

/**
 * The catalogue filters as they live in the page address (?location=online&duration=8-weeks
 * &price=200-300&language=es), so they survive a reload and can be shared. Unknown values are ignored.
 */
export interface CatalogueFilters {
  location?: LocationType;
  duration?: DurationBucketId;
  price?: PriceRangeId;
  /** The teaching language wanted (the server's rule: docs/decisions/0053). */
  language?: TeachingLanguage;
}

export const FILTER_KEYS = ['location', 'duration', 'price', 'language'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

export function readFilters(params: URLSearchParams): CatalogueFilters {
  const filters: CatalogueFilters = {};
  const location = oneOf(LOCATION_TYPES, params.get('location'));
  const duration = oneOf(
    DURATION_BUCKETS.map((b) => b.id),
    params.get('duration'),
  );
  const price = oneOf(
    PRICE_RANGES.map((r) => r.id),
    params.get('price'),
  );
  const language = oneOf(TEACHING_LANGUAGES, params.get('language'));
  if (location) filters.location = location;
  if (duration) filters.duration = duration;
  if (price) filters.price = price;
  if (language) filters.language = language;
  return filters;
}

/** The query of GET /api/classes for these filters (the server's parameter names). */
export function toApiQuery(filters: CatalogueFilters) {
  return {
    location_type: filters.location,
    duration: filters.duration,
    price_range: filters.price,
    language: filters.language,
  };
}

export function hasFilters(filters: CatalogueFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}
