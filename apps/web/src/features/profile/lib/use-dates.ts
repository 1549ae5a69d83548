import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import {
  estimatedWait,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDeadline,
  formatTimeRange,
  relativeDay,
  timeLeft,
  type DateWords,
} from './dates.ts';

/**
 * The profile's date texts in the page's language: the calendar formats follow its locale, the
 * relative words ("Today", "3 days ago", "2 h 5 min left") come from the catalogue, and times,
 * due dates and deadlines go through the app's formatting seam.
 */
export function useDates() {
  const { t } = useTranslation('profile');
  const format = useFormat();
  return useMemo(() => {
    const { locale } = format;
    const words: DateWords = {
      today: t('dates.today'),
      yesterday: t('dates.yesterday'),
      daysAgo: (count) => t('dates.daysAgo', { count }),
      lessThanADay: t('dates.lessThanADay'),
      days: (count) => t('dates.days', { count }),
      leftDays: (count, hours) => t('dates.leftDays', { count, hours }),
      leftHours: (hours, minutes) => t('dates.leftHours', { hours, minutes }),
      leftMinutes: (minutes) => t('dates.leftMinutes', { minutes }),
      leftUnderMinute: t('dates.leftUnderMinute'),
    };
    const time = (hhmm: string | null | undefined) =>
      hhmm && /^\d{1,2}:\d{2}/.test(hhmm) ? format.time(hhmm.slice(0, 5).padStart(5, '0')) : '';
    return {
      date: (value: Date | string | null | undefined) => formatDate(value, locale),
      dateTime: (value: Date | string | null | undefined) => formatDateTime(value, locale),
      dateRange: (start: string | null | undefined, end: string | null | undefined) =>
        formatDateRange(start, end, locale),
      timeRange: (start: string | null | undefined, end: string | null | undefined) =>
        formatTimeRange(start, end, time),
      dueDate: (ymd: string | null | undefined) => (ymd ? format.date(ymd) : ''),
      deadline: (value: string | null | undefined, timeZone: string) =>
        value && formatDeadline(value, timeZone) ? format.instant(value, timeZone) : '',
      relativeDay: (date: Date | string, now: Date) => relativeDay(date, now, words, locale),
      estimatedWait: (days: number | null | undefined) => estimatedWait(days, words),
      timeLeft: (until: string | null | undefined, now: Date) => timeLeft(until, now, words),
    };
  }, [t, format]);
}
