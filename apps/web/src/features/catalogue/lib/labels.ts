import type { TFunction } from 'i18next';
import {
  LOCATION_TYPES,
  TEACHING_LANGUAGES,
  type CatalogueClass,
  type LocationType,
  type TeachingLanguage,
} from '@careclass/shared';

/** "Online", "In-Person", "Hybrid" in the page's language; an unknown type as it is. */
export function locationLabel(t: TFunction<'public'>, type: string): string {
  return (LOCATION_TYPES as readonly string[]).includes(type)
    ? t(`filters.location.${type as LocationType}`)
    : type;
}

/**
 * The teaching languages of a class's sessions that differ from the class's own, in the order
 * of TEACHING_LANGUAGES: a class taught in English with one Spanish session gives ['es'], so its
 * card can say why a Spanish filter lists it.
 */
export function otherSessionLanguages(cls: CatalogueClass): TeachingLanguage[] {
  const found = new Set((cls.sessions ?? []).map((s) => s.language));
  return TEACHING_LANGUAGES.filter((language) => language !== cls.language && found.has(language));
}
