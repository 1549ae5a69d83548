import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

/**
 * The page's language as one of ours (i18next may report a region tag or nothing yet). Apart from
 * format.ts so the header's language switch does not bring the date formatters into the first load.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : DEFAULT_LANGUAGE;
}
