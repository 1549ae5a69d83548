import type { TFunction } from 'i18next';
import { toDayString } from '../../lib/format.ts';
import type { DateRange } from '../types.ts';

/** The screen's default range: the last 30 days, today included. */
export function last30Days(today = new Date()): DateRange {
  const start = new Date(today);
  start.setDate(start.getDate() - 29);
  return { startDate: toDayString(start), endDate: toDayString(today) };
}

/** The name the CSV is saved under (as the server's Content-Disposition names it). */
export function exportFileName(range: DateRange): string {
  return `transactions-${range.startDate}-to-${range.endDate}.csv`;
}

/** "3 days overdue", "Due today", "Due in 1 day". */
export function dueText(
  t: TFunction<'adminFinance'>,
  p: { status: string; days_overdue: number; days_until_due: number },
) {
  if (p.status === 'overdue') return t('outstanding.overdue', { count: p.days_overdue });
  if (p.days_until_due === 0) return t('outstanding.dueToday');
  return t('outstanding.dueIn', { count: p.days_until_due });
}
