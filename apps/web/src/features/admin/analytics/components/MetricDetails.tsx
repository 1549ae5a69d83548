import type { ReactNode } from 'react';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatUsd } from '@careclass/shared';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import type { AnalyticsQueries } from '../api/use-analytics.ts';
import { formatAction, formatPercent, formatPeriod } from '../lib/format.ts';
import { ANALYTICS_MSG } from '../messages.ts';
import type { AnalyticsSummary } from '@careclass/shared';
import type { AnalyticsData, AnalyticsMetric } from '../types.ts';
import { Panel, QueryView } from './Panel.tsx';

/** The metric selector's options, in the specification's order. */
export const METRICS: { id: AnalyticsMetric; label: string; failure: string }[] = [
  { id: 'summary', label: 'Summary', failure: ANALYTICS_MSG.fetchSummary },
  { id: 'revenue', label: 'Revenue', failure: ANALYTICS_MSG.fetchRevenue },
  { id: 'revenueByClass', label: 'Revenue by Class', failure: ANALYTICS_MSG.fetchRevenueByClass },
  { id: 'enrollmentTrends', label: 'Enrollments', failure: ANALYTICS_MSG.fetchEnrollmentTrends },
  {
    id: 'classEnrollments',
    label: 'Class Enrollments',
    failure: ANALYTICS_MSG.fetchClassEnrollments,
  },
  { id: 'userEngagement', label: 'User Engagement', failure: ANALYTICS_MSG.fetchUserEngagement },
  { id: 'userActivity', label: 'User Activity', failure: ANALYTICS_MSG.fetchAnalytics },
];

export const metricInfo = (id: AnalyticsMetric) => METRICS.find((m) => m.id === id)!;

interface Column<T> {
  header: string;
  numeric?: boolean;
  cell: (row: T) => ReactNode;
}

type Row<M extends AnalyticsMetric> = AnalyticsData[M] extends (infer R)[] ? R : never;

const month = <T extends { period: string }>(): Column<T> => ({
  header: 'Month',
  cell: (r) => formatPeriod(r.period),
});
const usd = <T,>(header: string, pick: (r: T) => number): Column<T> => ({
  header,
  numeric: true,
  cell: (r) => formatUsd(pick(r)),
});
const count = <T,>(header: string, pick: (r: T) => number): Column<T> => ({
  header,
  numeric: true,
  cell: (r) => pick(r),
});
const percent = <T,>(header: string, pick: (r: T) => number): Column<T> => ({
  header,
  numeric: true,
  cell: (r) => formatPercent(pick(r)),
});

const COLUMNS: { [M in Exclude<AnalyticsMetric, 'summary'>]: Column<Row<M>>[] } = {
  revenue: [
    month(),
    usd('Gross revenue', (r) => r.gross_revenue),
    usd('Refunds', (r) => r.refunds),
    usd('Net revenue', (r) => r.net_revenue),
    count('Payments', (r) => r.payment_count),
    count('Refund count', (r) => r.refund_count),
  ],
  revenueByClass: [
    { header: 'Class', cell: (r) => r.class_name },
    usd('Gross revenue', (r) => r.gross_revenue),
    usd('Refunds', (r) => r.refunds),
    usd('Net revenue', (r) => r.net_revenue),
    count('Payments', (r) => r.payment_count),
  ],
  enrollmentTrends: [
    month(),
    count('Total', (r) => r.total_enrollments),
    count('Approved', (r) => r.approved_enrollments),
    count('Pending', (r) => r.pending_enrollments),
    count('Rejected', (r) => r.rejected_enrollments),
  ],
  classEnrollments: [
    { header: 'Class', cell: (r) => r.class_name },
    count('Sessions', (r) => r.session_count),
    count('Seats', (r) => r.capacity),
    count('Enrolled', (r) => r.enrollment_count),
    count('Approved', (r) => r.approved_count),
    percent('Enrollment rate', (r) => r.enrollment_rate),
  ],
  userEngagement: [
    month(),
    count('New users', (r) => r.new_users),
    count('Active users', (r) => r.active_users),
    count('Total users', (r) => r.total_users),
    percent('Engagement rate', (r) => r.engagement_rate),
  ],
  userActivity: [
    { header: 'Action', cell: (r) => formatAction(r.action) },
    count('Entries', (r) => r.count),
    count('Users', (r) => r.users),
  ],
};

function DataTable<T>({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
}) {
  return (
    <ScrollTable label={label} size="small" minWidth={columns.length * 110}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.header} align={c.numeric ? 'right' : 'left'}>
              {c.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={i}>
            {columns.map((c, j) => (
              <TableCell
                key={c.header}
                align={c.numeric ? 'right' : 'left'}
                component={j === 0 ? 'th' : 'td'}
                scope={j === 0 ? 'row' : undefined}
              >
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function summaryRows(s: AnalyticsSummary): [string, string][] {
  return [
    ['Monthly revenue (this calendar month)', formatUsd(s.monthly_revenue)],
    ['Payments this month', String(s.recent_payments)],
    ['Active enrollments', String(s.active_enrollments)],
    ['Enrollment rate (seats taken)', formatPercent(s.enrollment_rate)],
    ['Active users (last 30 days)', String(s.active_users)],
    ['Certificates uploaded (last 30 days)', String(s.recent_certificates)],
    ['Active classes', String(s.active_classes)],
    ['Open waitlist entries', String(s.waitlist_count)],
    ['Certificates expiring (90 days)', String(s.expiring_certificates)],
  ];
}

/** The detail panel: the figures of the metric the selector chooses, as a table. */
export function MetricDetails({
  metric,
  onMetricChange,
  queries,
}: {
  metric: AnalyticsMetric;
  onMetricChange: (metric: AnalyticsMetric) => void;
  queries: AnalyticsQueries;
}) {
  const info = metricInfo(metric);
  const selector = (
    <TextField
      select
      label="Metric"
      value={metric}
      onChange={(e) => onMetricChange(e.target.value as AnalyticsMetric)}
      margin="none"
      size="small"
      sx={{ minWidth: 200 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {METRICS.map((m) => (
        <option key={m.id} value={m.id}>
          {m.label}
        </option>
      ))}
    </TextField>
  );

  return (
    <Panel title={`Details: ${info.label}`} action={selector}>
      {() =>
        metric === 'summary' ? (
          <QueryView
            query={queries.summary}
            failure={info.failure}
            emptyText={ANALYTICS_MSG.noData}
            isEmpty={() => false}
            loadingLabel={`Loading ${info.label}`}
            height={160}
          >
            {(s) => (
              <DataTable<[string, string]>
                label={info.label}
                columns={[
                  { header: 'Figure', cell: (r) => r[0] },
                  { header: 'Value', numeric: true, cell: (r) => r[1] },
                ]}
                rows={summaryRows(s)}
              />
            )}
          </QueryView>
        ) : (
          <QueryView
            query={queries[metric] as UseQueryResult<unknown[]>}
            failure={info.failure}
            emptyText={ANALYTICS_MSG.noData}
            isEmpty={(rows) => rows.length === 0}
            loadingLabel={`Loading ${info.label}`}
            height={160}
          >
            {(rows) => (
              <DataTable
                label={info.label}
                columns={COLUMNS[metric] as Column<unknown>[]}
                rows={rows}
              />
            )}
          </QueryView>
        )
      }
    </Panel>
  );
}
