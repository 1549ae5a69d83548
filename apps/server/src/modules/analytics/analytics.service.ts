import { z } from 'zod';
import {
  EXPIRING_DEFAULT_DAYS,
  MSG,
  centsToDollars,
  calendarDateSchema,
  isCalendarDate,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { todayIn } from '../../lib/time.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { enrollmentRate, enrollmentStats } from '../enrollments/admin-enrollments.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import { countExpiringWithin } from '../certificates/expiring.service.ts';
import * as repo from './analytics.repository.ts';

/** The longest range the server answers: twice what the screen allows (360 to 370 days). */
export const MAX_RANGE_YEARS = 2;

const dateParam = z
  .string({ error: MSG.datesRequired })
  .trim()
  .min(1, { error: MSG.datesRequired })
  .pipe(calendarDateSchema(MSG.invalidDate));

/** The first day that is too late for a range starting on `start`. */
function yearsAfter(start: string, years: number) {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

const rangeSchema = z
  .object({ startDate: dateParam, endDate: dateParam })
  .superRefine((v, issue) => {
    // Zod runs this even when a field failed above; only two valid dates are compared.
    if (!isCalendarDate(v.startDate) || !isCalendarDate(v.endDate)) return;
    if (v.startDate > v.endDate) {
      issue.addIssue({ code: 'custom', message: MSG.startAfterEnd, path: ['startDate'] });
    } else if (v.endDate >= yearsAfter(v.startDate, MAX_RANGE_YEARS)) {
      issue.addIssue({ code: 'custom', message: MSG.rangeTooLong, path: ['endDate'] });
    }
  });

/** startDate and endDate (yyyy-MM-dd, days of the provider's calendar, both included). */
export async function rangeOf(ctx: AppContext, query: unknown): Promise<repo.DayRange> {
  const q = (query ?? {}) as Record<string, unknown>;
  const { startDate, endDate } = parseOrThrow(rangeSchema, {
    startDate: q.startDate ?? q.start_date,
    endDate: q.endDate ?? q.end_date,
  });
  const { time_zone } = await getSettings(ctx.db, ['time_zone']);
  // Every write committed before this call is counted: what the sweep has not folded yet is.
  await repo.foldPendingRollups(ctx.db);
  await repo.ensureRollupZone(ctx.db, time_zone);
  return { start: startDate, end: endDate, timeZone: time_zone };
}

/** Every analytics answer: `{ data, range }`. */
const answer = <T>(range: repo.DayRange, data: T) => ({
  data,
  range: { start_date: range.start, end_date: range.end, time_zone: range.timeZone },
});

/** Percent with one decimal; 0 when there is nothing to divide by. */
export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

const money = (r: repo.MoneyRow) => {
  const gross = Number(r.gross_cents);
  const refunds = Number(r.refund_cents);
  return {
    gross_revenue: centsToDollars(gross),
    refunds: centsToDollars(refunds),
    net_revenue: centsToDollars(gross - refunds),
    payment_count: r.payment_count,
    refund_count: r.refund_count,
  };
};

/** GET /admin/dashboard/stats: the figures of Enrollment Management's cards, one definition. */
export async function dashboardStats(ctx: AppContext) {
  return enrollmentStats(ctx);
}

/** GET /admin/analytics/summary: the four cards, as of now (the range is checked and echoed). */
export async function summary(ctx: AppContext, query: unknown) {
  const range = await rangeOf(ctx, query);
  const today = todayIn(range.timeZone);
  const [figures, rate, expiring] = await Promise.all([
    repo.summaryFigures(ctx.db, today),
    enrollmentRate(ctx),
    countExpiringWithin(ctx.db, today, EXPIRING_DEFAULT_DAYS),
  ]);
  const net = Number(figures.month_gross_cents) - Number(figures.month_refund_cents);
  return answer(range, {
    monthly_revenue: centsToDollars(net),
    active_enrollments: figures.active_enrollments,
    active_users: figures.active_users,
    active_classes: figures.active_classes,
    recent_payments: figures.recent_payments,
    recent_certificates: figures.recent_certificates,
    waitlist_count: figures.waitlist_count,
    enrollment_rate: rate,
    expiring_certificates: expiring,
  });
}

export async function revenue(ctx: AppContext, query: unknown) {
  const range = await rangeOf(ctx, query);
  const rows = await repo.revenueByMonth(ctx.db, range);
  return answer(
    range,
    rows.map((r) => ({ period: r.period, ...money(r) })),
  );
}

export async function revenueByClass(ctx: AppContext, query: unknown) {
  const range = await rangeOf(ctx, query);
  const rows = await repo.revenueByClass(ctx.db, range);
  return answer(
    range,
    rows.map((r) => ({
      class_id: r.class_id,
      class_name: r.class_name ?? 'No class',
      ...money(r),
      enrollment_count: r.enrollment_count,
    })),
  );
}

export async function enrollmentTrends(ctx: AppContext, query: unknown) {
  const range = await rangeOf(ctx, query);
  const rows = await repo.enrollmentTrends(ctx.db, range);
  return answer(
    range,
    rows.map((r) => ({
      period: r.period,
      total_enrollments: r.total,
      approved_enrollments: r.approved,
      pending_enrollments: r.pending,
      rejected_enrollments: r.rejected,
    })),
  );
}

export async function classEnrollments(ctx: AppContext, query: unknown) {
  const range = await rangeOf(ctx, query);
  const rows = await repo.classEnrollments(ctx.db, range);
  return answer(
    range,
    rows.map((r) => ({
      class_id: r.class_id,
      class_name: r.class_name,
      session_count: r.session_count,
      capacity: r.capacity,
      enrollment_count: r.enrollment_count,
      approved_count: r.approved_count,
      enrollment_rate: percent(r.enrollment_count, r.capacity),
    })),
  );
}

export async function userEngagement(ctx: AppContext, query: unknown) {
  const range = await rangeOf(ctx, query);
  const rows = await repo.userEngagement(ctx.db, range);
  return answer(
    range,
    rows.map((r) => ({
      period: r.period,
      new_users: r.new_users,
      active_users: r.active_users,
      total_users: r.total_users,
      engagement_rate: percent(r.active_users, r.total_users),
    })),
  );
}

export async function userActivity(ctx: AppContext, query: unknown) {
  const range = await rangeOf(ctx, query);
  const rows = await repo.activityByAction(ctx.db, range);
  return answer(range, rows);
}

/** Collected and refunded cents of the whole range, for other modules' figures. */
export async function revenueTotalOf(ctx: AppContext, range: repo.DayRange) {
  // Finance's figures are never behind a payment: what is staged is folded first.
  await repo.foldPendingRollups(ctx.db);
  return repo.revenueTotal(ctx.db, range);
}

/**
 * The sweep's fold of the rollups (migration 0018): keeps the staged deltas few, so the calls
 * above find little to fold.
 */
export async function foldRollups(ctx: AppContext) {
  await repo.foldPendingRollups(ctx.db);
}
