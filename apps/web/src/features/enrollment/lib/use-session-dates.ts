import { useMemo } from 'react';
import { useFormat } from '../../../i18n/format.ts';

/**
 * A session's dates and times in the page's language, worded as the class page words them:
 * "Wed, Mar 3, 2027" for one day, "Mar 3 - Apr 28, 2027" for several (years when they differ),
 * "9:00 AM - 3:00 PM". Session dates are the provider's calendar days, never shifted.
 */
export function useSessionDates() {
  const format = useFormat();
  return useMemo(() => {
    const options = (o: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(format.locale, { ...o, timeZone: 'UTC' });
    const fullDate = options({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
    const dayMonth = options({ month: 'short', day: 'numeric' });
    const dayMonthYear = options({ month: 'short', day: 'numeric', year: 'numeric' });
    const calendarDate = (ymd: string) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return null;
      const date = new Date(`${ymd}T12:00:00Z`);
      return Number.isNaN(date.getTime()) ? null : date;
    };
    return {
      dateRange(start: string, end?: string | null): string {
        const from = calendarDate(start);
        if (!from) return start;
        const to = end ? calendarDate(end) : null;
        if (!to || end === start) return fullDate.format(from);
        const sameYear = start.slice(0, 4) === end!.slice(0, 4);
        return `${(sameYear ? dayMonth : dayMonthYear).format(from)} - ${dayMonthYear.format(to)}`;
      },
      timeRange: (start: string, end: string) => `${format.time(start)} - ${format.time(end)}`,
    };
  }, [format]);
}
