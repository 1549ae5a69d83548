/**
 * Dates and times as people read them, the same in the e-mails the server writes and on the pages
 * of the web app. Two kinds of value:
 *
 * - an instant (an offer's deadline) is shown in the provider's time zone with the zone named,
 *   "Thursday, December 3, 2026 at 1:58 PM EST", so a reader elsewhere cannot misread it;
 * - a calendar date (`yyyy-MM-dd`) and a wall-clock time (`HH:mm`) of a session or a due date are
 *   the provider's own: they are shown as they are, never shifted to any time zone.
 *
 * The texts are assembled from Intl parts rather than taken whole, so that every engine (Node on
 * the server, each browser) gives the identical text: engines differ in the joining words and in
 * the space before AM/PM (some write a narrow no-break space).
 */

import type { Language } from './enums.ts';

/**
 * The Intl locale of each language: English and Spanish as written in the United States. Every
 * function below takes the reader's language (English when not given); a Spanish date reads
 * "miércoles, 23 de diciembre de 2026", a time "9:00 a. m." (docs/decisions/0053).
 */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  key: string,
  options: Intl.DateTimeFormatOptions,
  lang: Language = 'en',
): Intl.DateTimeFormat {
  let found = formatters.get(`${lang}:${key}`);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALES[lang], options);
    formatters.set(`${lang}:${key}`, found);
  }
  return found;
}

function partsOf(format: Intl.DateTimeFormat, date: Date): Parts {
  const parts: Parts = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** A yyyy-MM-dd calendar date at noon UTC: the same day in the formatters' UTC zone. */
function calendarDate(ymd: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return null;
  const date = new Date(`${ymd}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dayOptions = (timeZone: string): Intl.DateTimeFormatOptions => ({
  timeZone,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

function dayText(p: Parts, withWeekday: boolean, lang: Language = 'en'): string {
  const date =
    lang === 'es' ? `${p.day} de ${p.month} de ${p.year}` : `${p.month} ${p.day}, ${p.year}`;
  return withWeekday ? `${p.weekday}, ${date}` : date;
}

/** Words around the dates and times, by language. */
const WORDS = {
  en: {
    at: (_hour12: number) => 'at',
    to: (a: string, b: string) => `${a} to ${b}`,
    am: 'AM',
    pm: 'PM',
  },
  // Spanish says "a la 1:05" but "a las 9:00".
  es: {
    at: (hour12: number) => (hour12 === 1 ? 'a la' : 'a las'),
    to: (a: string, b: string) => `del ${a} al ${b}`,
    am: 'a. m.',
    pm: 'p. m.',
  },
} as const satisfies Record<Language, unknown>;

/** "Wednesday, December 23, 2026" for the calendar date "2026-12-23"; unreadable input as it is. */
export function formatDayForPeople(ymd: string, lang: Language = 'en'): string {
  const date = calendarDate(ymd.slice(0, 10));
  if (!date) return ymd;
  return dayText(partsOf(formatter('day:UTC', dayOptions('UTC'), lang), date), true, lang);
}

/** "December 23, 2026" for a plain date such as a payment's due date. */
export function formatDateForPeople(ymd: string, lang: Language = 'en'): string {
  const date = calendarDate(ymd.slice(0, 10));
  if (!date) return ymd;
  return dayText(partsOf(formatter('day:UTC', dayOptions('UTC'), lang), date), false, lang);
}

/** "9:00 AM" for the wall-clock time "09:00" (or "09:00:00"); unreadable input as it is. */
export function formatTimeForPeople(hhmm: string, lang: Language = 'en'): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  if (hours > 23 || Number(match[2]) > 59) return hhmm;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${hours >= 12 ? WORDS[lang].pm : WORDS[lang].am}`;
}

/**
 * An instant in `timeZone` with the zone named: "Thursday, December 3, 2026 at 1:58 PM EST".
 * Accepts a Date or an ISO string; an unreadable value comes back as given.
 */
export function formatInstantForPeople(
  instant: Date | string,
  timeZone: string,
  lang: Language = 'en',
): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  // The clock is read in English (24-hour parts and the zone's short name are the same in every
  // engine) and worded in the reader's language.
  const p = partsOf(
    formatter(`instant:${timeZone}`, {
      ...dayOptions(timeZone),
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    }),
    date,
  );
  const day = partsOf(formatter(`day:${timeZone}`, dayOptions(timeZone), lang), date);
  const time = formatTimeForPeople(`${p.hour!.padStart(2, '0')}:${p.minute}`, lang);
  const hour12 = Number(p.hour) % 12 === 0 ? 12 : Number(p.hour) % 12;
  return `${dayText(day, true, lang)} ${WORDS[lang].at(hour12)} ${time} ${p.timeZoneName}`;
}

export interface SessionTimes {
  start_date: string;
  end_date?: string | null;
  start_time: string;
  end_time: string;
}

/**
 * A session's days and its local start and end times: "Wednesday, December 23, 2026, 9:00 AM -
 * 3:00 PM", or "Monday, March 1, 2027 to Friday, April 30, 2027, 9:00 AM - 3:00 PM" when it
 * runs over several days.
 */
export function formatSessionWhen(s: SessionTimes, lang: Language = 'en'): string {
  const first = formatDayForPeople(s.start_date, lang);
  const days =
    s.end_date && s.end_date !== s.start_date
      ? WORDS[lang].to(first, formatDayForPeople(s.end_date, lang))
      : first;
  return `${days}, ${formatTimeForPeople(s.start_time, lang)} - ${formatTimeForPeople(s.end_time, lang)}`;
}

/** Stands in for a place the office has not given yet. */
export const PLACE_NOT_SET = 'To be announced';
const PLACE_NOT_SET_IN: Record<Language, string> = { en: PLACE_NOT_SET, es: 'Por anunciar' };
const DETAILS_IN: Record<Language, (when: string, where: string) => string> = {
  en: (when, where) => `When: ${when}. Where: ${where}.`,
  // A time ending in "p. m." already ends the sentence.
  es: (when, where) => `Cuándo: ${when}${when.endsWith('.') ? '' : '.'} Dónde: ${where}.`,
};

/**
 * The session's date, time and place as one sentence pair for a message:
 * "When: Wednesday, December 23, 2026, 9:00 AM - 3:00 PM. Where: Room 4, 120 Maple Avenue."
 */
export function formatSessionDetails(
  s: SessionTimes & { location?: string | null },
  lang: Language = 'en',
): string {
  const place = s.location?.trim().replace(/[.\s]+$/, '') || PLACE_NOT_SET_IN[lang];
  return DETAILS_IN[lang](formatSessionWhen(s, lang), place);
}

/** The offer's deadline as the e-mail and the class page both say it. */
export function offerHeldUntil(
  expiresAt: Date | string,
  timeZone: string,
  lang: Language = 'en',
): string {
  const until = formatInstantForPeople(expiresAt, timeZone, lang);
  return lang === 'es' ? `reservado para usted hasta el ${until}` : `held for you until ${until}`;
}
