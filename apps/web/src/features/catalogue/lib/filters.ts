import {
  DURATION_BUCKETS,
  LOCATION_TYPES,
  PRICE_RANGES,
  type DurationBucketId,
  type LocationType,
  type PriceRangeId,
} from '@careclass/shared';

/**
 * The catalogue filters as they live in the page address (?location=online&duration=8-weeks
 * &price=200-300), so they survive a reload and can be shared. Unknown values are ignored.
 */
export interface CatalogueFilters {
  location?: LocationType;
  duration?: DurationBucketId;
  price?: PriceRangeId;
}

export const FILTER_KEYS = ['location', 'duration', 'price'] as const;
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
  if (location) filters.location = location;
  if (duration) filters.duration = duration;
  if (price) filters.price = price;
  return filters;
}

/** The query of GET /api/classes for these filters (the server's parameter names). */
export function toApiQuery(filters: CatalogueFilters) {
  return {
    location_type: filters.location,
    duration: filters.duration,
    price_range: filters.price,
  };
}

export function hasFilters(filters: CatalogueFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}
