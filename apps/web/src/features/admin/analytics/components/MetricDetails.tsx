import type { ReactNode } from 'react';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format.ts';
import type adminAnalytics from '../../../../i18n/locales/en/adminAnalytics.json';
import { useActivityLabel } from '../../components/StatusChip.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import type { AnalyticsQueries } from '../api/use-analytics.ts';
import { formatPercent, formatPeriod } from '../lib/format.ts';
import type { AnalyticsSummary } from '@careclass/shared';
import type { AnalyticsData, AnalyticsMetric } from '../types.ts';
import { Panel, QueryView } from './Panel.tsx';

type ErrorKey = keyof typeof adminAnalytics.errors;
type ColumnKey = keyof typeof adminAnalytics.columns;
type SummaryKey = keyof typeof adminAnalytics.summaryRows;

/** The metric selector's options, in the specification's order; names in `metrics.{id}`. */
export const METRICS: { id: AnalyticsMetric; failure: ErrorKey }[] = [
  { id: 'summary', failure: 'fetchSummary' },
  { id: 'revenue', failure: 'fetchRevenue' },
  { id: 'revenueByClass', failure: 'fetchRevenueByClass' },
  { id: 'enrollmentTrends', failure: 'fetchEnrollmentTrends' },
  { id: 'classEnrollments', failure: 'fetchClassEnrollments' },
  { id: 'userEngagement', failure: 'fetchUserEngagement' },
  { id: 'userActivity', failure: 'fetchAnalytics' },
];

export const metricInfo = (id: AnalyticsMetric) => METRICS.find((m) => m.id === id)!;

/** How a cell is written, in the page's language. */
interface Writers {
  money: (dollars: number) => string;
  number: (value: number) => string;
  percent: (value: number) => string;
  period: (period: string) => string;
  action: (action: string) => string;
}

interface Column<T> {
  /** The header's key in the catalogue's `columns`. */
  header: ColumnKey;
  numeric?: boolean;
  cell: (row: T, w: Writers) => ReactNode;
}

type Row<M extends AnalyticsMetric> = AnalyticsData[M] extends (infer R)[] ? R : never;

const month = <T extends { period: string }>(): Column<T> => ({
  header: 'month',
  cell: (r, w) => w.period(r.period),
});
const usd = <T,>(header: ColumnKey, pick: (r: T) => number): Column<T> => ({
  header,
  numeric: true,
  cell: (r, w) => w.money(pick(r)),
});
const count = <T,>(header: ColumnKey, pick: (r: T) => number): Column<T> => ({
  header,
  numeric: true,
  cell: (r, w) => w.number(pick(r)),
});
const percent = <T,>(header: ColumnKey, pick: (r: T) => number): Column<T> => ({
  header,
  numeric: true,
  cell: (r, w) => w.percent(pick(r)),
});

const COLUMNS: { [M in Exclude<AnalyticsMetric, 'summary'>]: Column<Row<M>>[] } = {
  revenue: [
    month(),
    usd('grossRevenue', (r) => r.gross_revenue),
    usd('refunds', (r) => r.refunds),
    usd('netRevenue', (r) => r.net_revenue),
    count('payments', (r) => r.payment_count),
    count('refundCount', (r) => r.refund_count),
  ],
  revenueByClass: [
    { header: 'class', cell: (r) => r.class_name },
    usd('grossRevenue', (r) => r.gross_revenue),
    usd('refunds', (r) => r.refunds),
    usd('netRevenue', (r) => r.net_revenue),
    count('payments', (r) => r.payment_count),
  ],
  enrollmentTrends: [
    month(),
    count('total', (r) => r.total_enrollments),
    count('approved', (r) => r.approved_enrollments),
    count('pending', (r) => r.pending_enrollments),
    count('rejected', (r) => r.rejected_enrollments),
  ],
  classEnrollments: [
    { header: 'class', cell: (r) => r.class_name },
    count('sessions', (r) => r.session_count),
    count('seats', (r) => r.capacity),
    count('enrolled', (r) => r.enrollment_count),
    count('approved', (r) => r.approved_count),
    percent('enrollmentRate', (r) => r.enrollment_rate),
  ],
  userEngagement: [
    month(),
    count('newUsers', (r) => r.new_users),
    count('activeUsers', (r) => r.active_users),
    count('totalUsers', (r) => r.total_users),
    percent('engagementRate', (r) => r.engagement_rate),
  ],
  userActivity: [
    { header: 'action', cell: (r, w) => w.action(r.action) },
    count('entries', (r) => r.count),
    count('users', (r) => r.users),
  ],
};

function DataTable<T>({
  label,
  columns,
  rows,
  writers,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
  writers: Writers;
}) {
  const { t } = useTranslation('adminAnalytics');
  return (
    <ScrollTable label={label} size="small" minWidth={columns.length * 110}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.header} align={c.numeric ? 'right' : 'left'}>
              {t(`columns.${c.header}`)}
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
                {c.cell(row, writers)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function summaryRows(s: AnalyticsSummary, w: Writers): [SummaryKey, string][] {
  return [
    ['monthlyRevenue', w.money(s.monthly_revenue)],
    ['payments', w.number(s.recent_payments)],
    ['activeEnrollments', w.number(s.active_enrollments)],
    ['enrollmentRate', w.percent(s.enrollment_rate)],
    ['activeUsers', w.number(s.active_users)],
    ['certificates', w.number(s.recent_certificates)],
    ['activeClasses', w.number(s.active_classes)],
    ['waitlist', w.number(s.waitlist_count)],
    ['expiring', w.number(s.expiring_certificates)],
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
  const { t } = useTranslation('adminAnalytics');
  const format = useFormat();
  const actionLabel = useActivityLabel();
  const writers: Writers = {
    money: format.money,
    number: format.number,
    percent: (value) => formatPercent(value, format.locale),
    period: (period) => formatPeriod(period, format.locale),
    action: actionLabel,
  };
  const info = metricInfo(metric);
  const label = t(`metrics.${metric}`);
  const failure = t(`errors.${info.failure}`);
  const selector = (
    <TextField
      select
      label={t('metrics.selector')}
      value={metric}
      onChange={(e) => onMetricChange(e.target.value as AnalyticsMetric)}
      margin="none"
      size="small"
      sx={{ minWidth: 200 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {METRICS.map((m) => (
        <option key={m.id} value={m.id}>
          {t(`metrics.${m.id}`)}
        </option>
      ))}
    </TextField>
  );

  return (
    <Panel title={t('panels.details', { metric: label })} action={selector}>
      {() =>
        metric === 'summary' ? (
          <QueryView
            query={queries.summary}
            failure={failure}
            emptyText={t('empty.data')}
            isEmpty={() => false}
            loadingLabel={t('loading.metric', { metric: label })}
            height={160}
          >
            {(s) => (
              <DataTable<[SummaryKey, string]>
                label={label}
                columns={[
                  { header: 'figure', cell: (r) => t(`summaryRows.${r[0]}`) },
                  { header: 'value', numeric: true, cell: (r) => r[1] },
                ]}
                rows={summaryRows(s, writers)}
                writers={writers}
              />
            )}
          </QueryView>
        ) : (
          <QueryView
            query={queries[metric] as UseQueryResult<unknown[]>}
            failure={failure}
            emptyText={t('empty.data')}
            isEmpty={(rows) => rows.length === 0}
            loadingLabel={t('loading.metric', { metric: label })}
            height={160}
          >
            {(rows) => (
              <DataTable
                label={label}
                columns={COLUMNS[metric] as Column<unknown>[]}
                rows={rows}
                writers={writers}
              />
            )}
          </QueryView>
        )
      }
    </Panel>
  );
}
