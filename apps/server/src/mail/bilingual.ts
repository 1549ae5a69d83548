import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@careclass/shared';

/**
 * One text in every language of LANGUAGES. A template typed with it is a compile error until it
 * has a version for each language, so adding a language to LANGUAGES lists every text still to
 * translate (docs/decisions/0053).
 */
export type Bilingual<T> = { readonly [L in Language]: T };

/** A template of a text with its parameters, in every language. */
export type Template<P, T> = Bilingual<(p: P) => T>;

/** The language to write to a person in: theirs when it is known, else the default (English). */
export function languageOf(person: { preferredLanguage?: string | null } | null | undefined) {
  const lang = person?.preferredLanguage;
  return LANGUAGES.includes(lang as Language) ? (lang as Language) : DEFAULT_LANGUAGE;
}
