import { useMemo } from 'react';
import { useFormat } from '../../../i18n/format.ts';
import {
  formatDay,
  formatDayRange,
  formatInstant,
  formatInstantDay,
  formatTimeRange,
} from './format.ts';

/** The back office's date and time helpers (./format.ts) in the page's language. */
export function useAdminFormat() {
  const format = useFormat();
  return useMemo(() => {
    const { locale } = format;
    return {
      ...format,
      /** "Dec 1, 2026" for "2026-12-01". */
      day: (day: string | null | undefined) => formatDay(day, locale),
      dayRange: (start: string | null | undefined, end: string | null | undefined) =>
        formatDayRange(start, end, locale),
      /** An ISO instant, date and time, in the viewer's time zone. */
      instant: (iso: string | null | undefined) => formatInstant(iso, locale),
      /** An ISO instant as its calendar date in the viewer's time zone. */
      instantDay: (iso: string | null | undefined) => formatInstantDay(iso, locale),
      timeRange: (start: string | null | undefined, end: string | null | undefined) =>
        formatTimeRange(start, end, format.time),
      /** The calendar day "Wednesday, December 23, 2026" of the shared wording. */
      longDay: format.day,
      /** The shared format's instant (with a time zone), under its own name here. */
      zonedInstant: format.instant,
    };
  }, [format]);
}

export type AdminFormat = ReturnType<typeof useAdminFormat>;
