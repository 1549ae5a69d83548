import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { useExportMetric } from './api/export-metric.ts';
import { useAnalytics, type AnalyticsState } from './api/use-analytics.ts';
import { DashboardClock } from './components/DashboardClock.tsx';
import { DateRangeFields, type RangeError } from './components/DateRangeFields.tsx';
import { EnrollmentTrendsChart } from './components/EnrollmentTrendsChart.tsx';
import { MetricDetails, metricInfo } from './components/MetricDetails.tsx';
import { Panel, QueryView } from './components/Panel.tsx';
import { RevenueByClassList, TopClassesList } from './components/RankedLists.tsx';
import { RevenueChart } from './components/RevenueChart.tsx';
import { SummaryCards } from './components/SummaryCards.tsx';
import {
  changeEndDate,
  changeStartDate,
  defaultRange,
  type DateRange,
  type RangeChange,
} from './lib/date-range.ts';
import { formatClockTime } from './lib/format.ts';
import { ANALYTICS_MSG } from './messages.ts';
import type { AnalyticsMetric } from './types.ts';

const TITLE = 'Analytics Dashboard';

/** /admin/analytics, the default section (specification 000, 2.5 "Analytics Dashboard"). */
export function AnalyticsSection() {
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const [rangeError, setRangeError] = useState<RangeError | null>(null);
  const [metric, setMetric] = useState<AnalyticsMetric>('summary');
  const analytics = useAnalytics(range);
  const { queries } = analytics;
  useFailureToast(analytics.lastFailed);

  const apply = (field: RangeError['field'], change: RangeChange) => {
    setRangeError(change.error ? { field, message: change.error } : null);
    if (change.error) return null;
    setRange(change.range);
    return field === 'start' ? change.range.startDate : change.range.endDate;
  };

  return (
    <>
      <PageTitle title={TITLE} />
      <SectionHeader
        title={TITLE}
        subtitle={<DashboardClock />}
        actions={<HeaderActions analytics={analytics} metric={metric} range={range} />}
      />

      <DateRangeFields
        range={range}
        error={rangeError}
        onStartChange={(day) => apply('start', changeStartDate(range, day))}
        onEndChange={(day) => apply('end', changeEndDate(range, day))}
      />

      <Box sx={{ height: 4, mb: 1 }}>
        {analytics.isFetching && <LinearProgress aria-label="Loading analytics data" />}
      </Box>

      {analytics.failed.length > 0 && <FailureBanner analytics={analytics} />}

      <SummaryCards query={queries.summary} />

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          mb: 2,
        }}
      >
        <Panel title="Enrollment Trends">
          {() => (
            <QueryView
              query={queries.enrollmentTrends}
              failure={ANALYTICS_MSG.fetchEnrollmentTrends}
              emptyText={ANALYTICS_MSG.noTrendData}
              isEmpty={(rows) => rows.length === 0}
              loadingLabel="Loading enrollment trends"
              height={280}
            >
              {(rows) => <EnrollmentTrendsChart data={rows} title="Enrollment Trends" />}
            </QueryView>
          )}
        </Panel>
        <Panel title="Revenue Overview">
          {() => (
            <QueryView
              query={queries.revenue}
              failure={ANALYTICS_MSG.fetchRevenue}
              emptyText={ANALYTICS_MSG.noRevenueData}
              isEmpty={(rows) => rows.length === 0}
              loadingLabel="Loading revenue"
              height={280}
            >
              {(rows) => <RevenueChart data={rows} title="Revenue Overview" />}
            </QueryView>
          )}
        </Panel>
        <Panel title="Top Performing Classes">
          {(headingId) => (
            <QueryView
              query={queries.classEnrollments}
              failure={ANALYTICS_MSG.fetchClassEnrollments}
              emptyText={ANALYTICS_MSG.noData}
              isEmpty={(rows) => rows.length === 0}
              loadingLabel="Loading top performing classes"
            >
              {(rows) => <TopClassesList data={rows} labelledBy={headingId} />}
            </QueryView>
          )}
        </Panel>
        <Panel title="Revenue by Class">
          {(headingId) => (
            <QueryView
              query={queries.revenueByClass}
              failure={ANALYTICS_MSG.fetchRevenueByClass}
              emptyText={ANALYTICS_MSG.noData}
              isEmpty={(rows) => rows.length === 0}
              loadingLabel="Loading revenue by class"
            >
              {(rows) => <RevenueByClassList data={rows} labelledBy={headingId} />}
            </QueryView>
          )}
        </Panel>
      </Box>

      <MetricDetails metric={metric} onMetricChange={setMetric} queries={queries} />
    </>
  );
}

/** Refresh Data with the time of the newest answer, and Export Report of the selected metric. */
function HeaderActions({
  analytics,
  metric,
  range,
}: {
  analytics: AnalyticsState;
  metric: AnalyticsMetric;
  range: DateRange;
}) {
  const toast = useToast();
  const exporting = useExportMetric();
  const onExport = () =>
    exporting.mutate(
      { metric, range },
      {
        onSuccess: () => toast.success(ANALYTICS_MSG.exported),
        onError: (error) => toast.error(error, ANALYTICS_MSG.exportFailed),
      },
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <Button
          variant="contained"
          startIcon={<RefreshIcon />}
          onClick={() => void analytics.refetch()}
          disabled={analytics.isFetching}
        >
          Refresh Data
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Last updated:{' '}
          <span data-testid="last-updated">
            {analytics.lastUpdated ? formatClockTime(analytics.lastUpdated) : '—'}
          </span>
        </Typography>
      </Box>
      {/* The file holds the metric the Details selector shows, for the range above. */}
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        onClick={onExport}
        loading={exporting.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Export Report
      </Button>
    </Box>
  );
}

/** "Failed to load analytics data", what failed, and a Retry of every call. */
function FailureBanner({ analytics }: { analytics: AnalyticsState }) {
  const details = [
    ...new Set(
      analytics.failed.map((m) => errorMessage(analytics.queries[m].error, metricInfo(m).failure)),
    ),
  ];
  return (
    <Alert
      severity="error"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void analytics.refetch()}
          disabled={analytics.isFetching}
        >
          Retry
        </Button>
      }
    >
      <AlertTitle sx={{ mb: details.length ? 0.5 : 0 }}>{ANALYTICS_MSG.loadFailed}</AlertTitle>
      {details.join('. ')}
    </Alert>
  );
}

/** A toast for every new failure (the same text shown at once is not repeated). */
function useFailureToast(lastFailed: number) {
  const toast = useToast();
  const toasted = useRef(0);
  useEffect(() => {
    if (lastFailed > toasted.current) {
      toasted.current = lastFailed;
      toast.error(ANALYTICS_MSG.loadFailed);
    }
  }, [lastFailed, toast]);
}
