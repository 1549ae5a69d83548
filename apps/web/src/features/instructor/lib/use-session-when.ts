import { useMemo } from 'react';
import { useFormat } from '../../../i18n/format.ts';

/**
 * A session's days and times in the page's language, as the back office words them:
 * "Dec 1, 2026" or "Dec 5, 2026 - Jan 2, 2027", and "9:00 AM - 3:00 PM". Session dates are the
 * provider's calendar days, never shifted to the browser's zone.
 */
export function useSessionWhen() {
  const format = useFormat();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(format.locale, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const oneDay = (value: string) => {
      const ymd = value.slice(0, 10);
      const date = new Date(`${ymd}T12:00:00Z`);
      return /^\d{4}-\d{2}-\d{2}$/.test(ymd) && !Number.isNaN(date.getTime())
        ? day.format(date)
        : value;
    };
    return {
      dayRange: (start: string | null | undefined, end: string | null | undefined) => {
        if (!start) return '—';
        if (!end || end === start) return oneDay(start);
        return `${oneDay(start)} - ${oneDay(end)}`;
      },
      timeRange: (start: string | null | undefined, end: string | null | undefined) => {
        if (!start) return '—';
        const from = format.time(start);
        return end ? `${from} - ${format.time(end)}` : from;
      },
    };
  }, [format]);
}
