import { useMemo } from 'react';
import { useFormat, type Format } from '../../../../i18n/format.ts';

/**
 * The back office's dates in the page's language: "Dec 1, 2026" in English, "1 dic 2026" in
 * Spanish. The same wording as the office's English display helpers, with the locale of useFormat.
 */
export function officeDates(format: Format) {
  const dateFmt = new Intl.DateTimeFormat(format.locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  const dateTimeFmt = new Intl.DateTimeFormat(format.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  /** A calendar day (yyyy-MM-dd), read as a local day: no time zone shift. */
  const formatDay = (day: string | null | undefined): string => {
    if (!day) return '—';
    const d = new Date(`${day.slice(0, 10)}T00:00:00`);
    return Number.isNaN(d.getTime()) ? day : dateFmt.format(d);
  };
  const formatDayRange = (start: string | null | undefined, end: string | null | undefined) => {
    if (!start) return '—';
    if (!end || end === start) return formatDay(start);
    return `${formatDay(start)} - ${formatDay(end)}`;
  };
  /** An ISO instant in the viewer's time zone. */
  const formatInstant = (iso: string | null | undefined): string => {
    if (!iso) return '—';
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? iso : dateTimeFmt.format(d);
  };
  /** An ISO instant as its calendar date in the viewer's time zone. */
  const formatInstantDay = (iso: string | null | undefined): string => {
    if (!iso) return '—';
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? iso : dateFmt.format(d);
  };
  /** "09:00" + "15:00" -> "9:00 AM - 3:00 PM", in the wording of the public pages. */
  const formatTimeRange = (start: string | null | undefined, end: string | null | undefined) => {
    if (!start) return '—';
    const from = format.time(start);
    return end ? `${from} - ${format.time(end)}` : from;
  };
  return { formatDay, formatDayRange, formatInstant, formatInstantDay, formatTimeRange };
}

export type OfficeDates = ReturnType<typeof officeDates>;

export function useOfficeDates(): OfficeDates {
  const format = useFormat();
  return useMemo(() => officeDates(format), [format]);
}
