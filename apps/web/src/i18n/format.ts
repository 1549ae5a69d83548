import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDateForPeople,
  formatDayForPeople,
  formatInstantForPeople,
  formatSessionWhen,
  formatTimeForPeople,
  formatUsd,
  type SessionTimes,
} from '@careclass/shared';
import { INTL_LOCALES, isLanguage, DEFAULT_LANGUAGE, type Language } from './languages.ts';

/** The page's language as one of ours (i18next may report a region tag or nothing yet). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : DEFAULT_LANGUAGE;
}

/**
 * Dates, times, amounts and numbers for people, in the page's language: the one place screens get
 * them from, so the whole app follows the language switch.
 */
export function useFormat() {
  const language = useLanguage();
  return useMemo(() => makeFormat(language), [language]);
}

export type Format = ReturnType<typeof makeFormat>;

/** What every language's formatter offers (English is the shared formatters, unchanged). */
interface Formatters {
  day: (ymd: string) => string;
  date: (ymd: string) => string;
  time: (hhmm: string) => string;
  instant: (value: Date | string, timeZone: string) => string;
  sessionWhen: (s: SessionTimes) => string;
  money: (dollars: number) => string;
}

/**
 * English is exactly what the shared formatters write (the e-mails and many tests read the same
 * words); the other languages are built here from Intl in their es-US style locale.
 */
const english: Formatters = {
  day: formatDayForPeople,
  date: formatDateForPeople,
  time: formatTimeForPeople,
  instant: formatInstantForPeople,
  sessionWhen: formatSessionWhen,
  money: formatUsd,
};

export function makeFormat(language: Language) {
  const locale = INTL_LOCALES[language];
  const number = new Intl.NumberFormat(locale);
  const f = language === 'es' ? spanish : english;
  return {
    language,
    locale,
    /** "Wednesday, December 23, 2026" / "miércoles, 23 de diciembre de 2026" for "2026-12-23". */
    day: (ymd: string) => f.day(ymd),
    /** "December 23, 2026" / "23 de diciembre de 2026" for "2026-12-23". */
    date: (ymd: string) => f.date(ymd),
    /** "9:00 AM" / "9:00 a. m." for "09:00". */
    time: (hhmm: string) => f.time(hhmm),
    /** An instant in the provider's time zone, with the zone named. */
    instant: (value: Date | string, timeZone: string) => f.instant(value, timeZone),
    /** A session's days and times. */
    sessionWhen: (s: SessionTimes) => f.sessionWhen(s),
    /** "$1,234.50" for 1234.5 dollars (US dollars in both languages). */
    money: (dollars: number) => f.money(dollars),
    number: (value: number) => number.format(value),
  };
}

// Spanish. The texts are assembled from Intl parts, as the shared formatters do for English, so
// every engine writes the same words (engines differ in "p.m." against "p. m." and in spaces).

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
const SPANISH_LOCALE = INTL_LOCALES.es;
const spanishFormatters = new Map<string, Intl.DateTimeFormat>();

function spanishParts(timeZone: string, withTime: boolean, date: Date): Parts {
  const key = `${timeZone}:${withTime}`;
  let format = spanishFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(SPANISH_LOCALE, {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime
        ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' }
        : {}),
    });
    spanishFormatters.set(key, format);
  }
  const parts: Parts = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

function calendarDate(ymd: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return null;
  const date = new Date(`${ymd}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function spanishDayText(p: Parts, withWeekday: boolean): string {
  const date = `${p.day} de ${p.month} de ${p.year}`;
  return withWeekday ? `${p.weekday}, ${date}` : date;
}

/** 0-23 and minutes as "9:05 a. m." (the Spanish academies' spelling of the periods). */
function spanishClock(hours: number, minutes: string): string {
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${hours >= 12 ? 'p. m.' : 'a. m.'}`;
}

const spanish: Formatters = {
  day(ymd) {
    const date = calendarDate(ymd.slice(0, 10));
    return date ? spanishDayText(spanishParts('UTC', false, date), true) : ymd;
  },
  date(ymd) {
    const date = calendarDate(ymd.slice(0, 10));
    return date ? spanishDayText(spanishParts('UTC', false, date), false) : ymd;
  },
  time(hhmm) {
    const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
    if (!match) return hhmm;
    const hours = Number(match[1]);
    if (hours > 23 || Number(match[2]) > 59) return hhmm;
    return spanishClock(hours, match[2]!);
  },
  instant(value, timeZone) {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return String(value);
    const p = spanishParts(timeZone, true, date);
    const hours = Number(p.hour) % 24;
    // "a la 1:05 p. m." but "a las 9:00 a. m.".
    const at = hours % 12 === 1 ? 'a la' : 'a las';
    return `${spanishDayText(p, true)} ${at} ${spanishClock(hours, p.minute ?? '00')} ${p.timeZoneName}`;
  },
  sessionWhen(s) {
    const first = spanish.day(s.start_date);
    const days =
      s.end_date && s.end_date !== s.start_date ? `${first} al ${spanish.day(s.end_date)}` : first;
    return `${days}, ${spanish.time(s.start_time)} - ${spanish.time(s.end_time)}`;
  },
  money: (dollars) =>
    new Intl.NumberFormat(SPANISH_LOCALE, { style: 'currency', currency: 'USD' }).format(dollars),
};
