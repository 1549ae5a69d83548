import type { TFunction } from 'i18next';
import { LOCATION_TYPES, type LocationType } from '@careclass/shared';

/** "Online", "In-Person", "Hybrid" in the page's language; an unknown type as it is. */
export function locationLabel(t: TFunction<'public'>, type: string): string {
  return (LOCATION_TYPES as readonly string[]).includes(type)
    ? t(`filters.location.${type as LocationType}`)
    : type;
}
