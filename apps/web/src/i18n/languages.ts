import { DRAWN_PAGE } from '@careclass/shared';
import { writeCookie } from '../lib/session-storage.ts';

/**
 * The languages CareClass speaks, and the visitor's choice. A signed-in user's choice is also kept
 * on their account (preferred_language); this module only knows the browser's side.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name written in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The Intl locale used for dates, times, numbers and amounts (a US provider in both languages). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

const STORAGE_KEY = 'careclass.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The saved choice, else the first of the browser's languages CareClass speaks, else English. */
export function detectLanguage(): Language {
  const saved = readSaved();
  if (saved) return saved;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing or storage full: the choice lasts for this page only.
  }
  // The server draws public pages in this language too (docs/decisions/0056).
  writeCookie(DRAWN_PAGE.languageCookie, language);
}

/**
 * Copies a choice saved before the cookie existed into it, so the server draws public pages in
 * that language from the next page on.
 */
export function syncLanguageCookie(): void {
  const saved = readSaved();
  if (saved) writeCookie(DRAWN_PAGE.languageCookie, saved);
}

/** The choice made in this browser, if any. */
export function readSaved(): Language | undefined {
  try {
    const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
