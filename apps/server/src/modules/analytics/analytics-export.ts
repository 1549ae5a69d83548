import type { AppContext } from '../../context.ts';
import { toCsv } from '../../lib/csv.ts';
import { notFound } from '../../lib/errors.ts';
import * as analytics from './analytics.service.ts';

type Cell = string | number | null;

/** One column of an export: its header and how a row of the JSON answer fills it. */
interface Column<T> {
  header: string;
  cell: (row: T) => Cell;
}

/** Money as the finance export writes it: dollars with two decimals. */
const usd = <T>(header: string, pick: (row: T) => number): Column<T> => ({
  header,
  cell: (row) => pick(row).toFixed(2),
});
const plain = <T>(header: string, pick: (row: T) => Cell): Column<T> => ({ header, cell: pick });

interface Export<T> {
  /** The analytics call the file is made of: the same figures as the JSON answer. */
  load: (ctx: AppContext, query: unknown) => Promise<{ data: T[]; range: ExportRange }>;
  columns: Column<T>[];
}
interface ExportRange {
  start_date: string;
  end_date: string;
}

type Row<F> = F extends (...args: never[]) => Promise<{ data: (infer R)[] }> ? R : never;
type SummaryRow = Awaited<ReturnType<typeof analytics.summary>>['data'];

const define = <T>(e: Export<T>) => e as Export<unknown>;

/**
 * The metrics of the Analytics Dashboard's selector, by the name the export path carries
 * (GET /admin/analytics/export/{type}). Each one calls the service function of its JSON call, so
 * the file and the screen can never disagree; the columns are those of the screen's table.
 */
const EXPORTS: Record<string, Export<unknown>> = {
  summary: define<SummaryRow>({
    load: async (ctx, query) => {
      const answer = await analytics.summary(ctx, query);
      return { data: [answer.data], range: answer.range };
    },
    columns: [
      usd('Monthly revenue (USD)', (r) => r.monthly_revenue),
      plain('Payments this month', (r) => r.recent_payments),
      plain('Active enrollments', (r) => r.active_enrollments),
      plain('Enrollment rate (%)', (r) => r.enrollment_rate),
      plain('Active users', (r) => r.active_users),
      plain('Certificates uploaded (last 30 days)', (r) => r.recent_certificates),
      plain('Active classes', (r) => r.active_classes),
      plain('Open waitlist entries', (r) => r.waitlist_count),
      plain('Certificates expiring (90 days)', (r) => r.expiring_certificates),
    ],
  }),
  revenue: define<Row<typeof analytics.revenue>>({
    load: analytics.revenue,
    columns: [
      plain('Month', (r) => r.period),
      usd('Gross revenue (USD)', (r) => r.gross_revenue),
      usd('Refunds (USD)', (r) => r.refunds),
      usd('Net revenue (USD)', (r) => r.net_revenue),
      plain('Payments', (r) => r.payment_count),
      plain('Refund count', (r) => r.refund_count),
    ],
  }),
  'revenue-by-class': define<Row<typeof analytics.revenueByClass>>({
    load: analytics.revenueByClass,
    columns: [
      plain('Class ID', (r) => r.class_id),
      plain('Class', (r) => r.class_name),
      usd('Gross revenue (USD)', (r) => r.gross_revenue),
      usd('Refunds (USD)', (r) => r.refunds),
      usd('Net revenue (USD)', (r) => r.net_revenue),
      plain('Payments', (r) => r.payment_count),
      plain('Refund count', (r) => r.refund_count),
    ],
  }),
  enrollments: define<Row<typeof analytics.enrollmentTrends>>({
    load: analytics.enrollmentTrends,
    columns: [
      plain('Month', (r) => r.period),
      plain('Total', (r) => r.total_enrollments),
      plain('Approved', (r) => r.approved_enrollments),
      plain('Pending', (r) => r.pending_enrollments),
      plain('Rejected', (r) => r.rejected_enrollments),
    ],
  }),
  'class-enrollments': define<Row<typeof analytics.classEnrollments>>({
    load: analytics.classEnrollments,
    columns: [
      plain('Class ID', (r) => r.class_id),
      plain('Class', (r) => r.class_name),
      plain('Sessions', (r) => r.session_count),
      plain('Seats', (r) => r.capacity),
      plain('Enrolled', (r) => r.enrollment_count),
      plain('Approved', (r) => r.approved_count),
      plain('Enrollment rate (%)', (r) => r.enrollment_rate),
    ],
  }),
  'user-engagement': define<Row<typeof analytics.userEngagement>>({
    load: analytics.userEngagement,
    columns: [
      plain('Month', (r) => r.period),
      plain('New users', (r) => r.new_users),
      plain('Active users', (r) => r.active_users),
      plain('Total users', (r) => r.total_users),
      plain('Engagement rate (%)', (r) => r.engagement_rate),
    ],
  }),
  'user-activity': define<Row<typeof analytics.userActivity>>({
    load: analytics.userActivity,
    columns: [
      plain('Action', (r) => r.action),
      plain('Entries', (r) => r.count),
      plain('Users', (r) => r.users),
    ],
  }),
};

export const EXPORT_TYPES = Object.keys(EXPORTS);

/** The type is checked before the dates: a wrong path is the first thing to put right. */
function exportOf(type: string) {
  const found = Object.hasOwn(EXPORTS, type) ? EXPORTS[type] : undefined;
  if (!found) {
    // The asked-for name is echoed shortened: enough to spot a typo, never a page of input.
    const shown = type.length > 40 ? `${type.slice(0, 40)}…` : type;
    throw notFound(`Unknown export type: ${shown}. Use one of: ${EXPORT_TYPES.join(', ')}`);
  }
  return found;
}

/** GET /admin/analytics/export/{type}: one metric of the range as CSV, with its file name. */
export async function exportMetric(ctx: AppContext, type: string, query: unknown) {
  const { load, columns } = exportOf(type);
  const { data, range } = await load(ctx, query);
  return {
    fileName: `careclass-${type}-${range.start_date}-to-${range.end_date}.csv`,
    csv: toCsv(
      columns.map((c) => c.header),
      data.map((row) => columns.map((c) => c.cell(row))),
    ),
  };
}
