import { useMemo } from 'react';
import {
  formatDateForPeople,
  formatDayForPeople,
  formatInstantForPeople,
  formatSessionWhen,
  formatTimeForPeople,
  formatUsd,
  type SessionTimes,
} from '@careclass/shared';
import { INTL_LOCALES, type Language } from './languages.ts';
import { useLanguage } from './use-language.ts';

export { useLanguage };

/**
 * Dates, times, amounts and numbers for people, in the page's language: the one place screens get
 * them from, so the whole app follows the language switch.
 */
export function useFormat() {
  const language = useLanguage();
  return useMemo(() => makeFormat(language), [language]);
}

export type Format = ReturnType<typeof makeFormat>;

/**
 * The shared formatters write every language (docs/decisions/0053), the same words the e-mails
 * use; English is exactly what they always wrote.
 */
export function makeFormat(language: Language) {
  const locale = INTL_LOCALES[language];
  const number = new Intl.NumberFormat(locale);
  return {
    language,
    locale,
    /** "Wednesday, December 23, 2026" / "miércoles, 23 de diciembre de 2026" for "2026-12-23". */
    day: (ymd: string) => formatDayForPeople(ymd, language),
    /** "December 23, 2026" / "23 de diciembre de 2026" for "2026-12-23". */
    date: (ymd: string) => formatDateForPeople(ymd, language),
    /** "9:00 AM" / "9:00 a. m." for "09:00". */
    time: (hhmm: string) => formatTimeForPeople(hhmm, language),
    /** An instant in the provider's time zone, with the zone named. */
    instant: (value: Date | string, timeZone: string) =>
      formatInstantForPeople(value, timeZone, language),
    /** A session's days and times. */
    sessionWhen: (s: SessionTimes) => formatSessionWhen(s, language),
    /** "$1,234.50" for 1234.5 dollars (US dollars in both languages). */
    money: (dollars: number) => formatUsd(dollars, language),
    number: (value: number) => number.format(value),
  };
}
