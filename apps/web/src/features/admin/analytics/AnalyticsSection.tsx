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
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useErrorText, useErrorToast } from '../lib/i18n.ts';
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
import type { AnalyticsMetric } from './types.ts';

/** /admin/analytics, the default section (specification 000, 2.5 "Analytics Dashboard"). */
export function AnalyticsSection() {
  const { t } = useTranslation('adminAnalytics');
  const title = t('title');
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
      <PageTitle title={title} />
      <SectionHeader
        title={title}
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
        {analytics.isFetching && <LinearProgress aria-label={t('loadingData')} />}
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
        <Panel title={t('panels.enrollmentTrends')}>
          {() => (
            <QueryView
              query={queries.enrollmentTrends}
              failure={t('errors.fetchEnrollmentTrends')}
              emptyText={t('empty.trends')}
              isEmpty={(rows) => rows.length === 0}
              loadingLabel={t('loading.enrollmentTrends')}
              height={280}
            >
              {(rows) => <EnrollmentTrendsChart data={rows} title={t('panels.enrollmentTrends')} />}
            </QueryView>
          )}
        </Panel>
        <Panel title={t('panels.revenue')}>
          {() => (
            <QueryView
              query={queries.revenue}
              failure={t('errors.fetchRevenue')}
              emptyText={t('empty.revenue')}
              isEmpty={(rows) => rows.length === 0}
              loadingLabel={t('loading.revenue')}
              height={280}
            >
              {(rows) => <RevenueChart data={rows} title={t('panels.revenue')} />}
            </QueryView>
          )}
        </Panel>
        <Panel title={t('panels.topClasses')}>
          {(headingId) => (
            <QueryView
              query={queries.classEnrollments}
              failure={t('errors.fetchClassEnrollments')}
              emptyText={t('empty.data')}
              isEmpty={(rows) => rows.length === 0}
              loadingLabel={t('loading.topClasses')}
            >
              {(rows) => <TopClassesList data={rows} labelledBy={headingId} />}
            </QueryView>
          )}
        </Panel>
        <Panel title={t('panels.revenueByClass')}>
          {(headingId) => (
            <QueryView
              query={queries.revenueByClass}
              failure={t('errors.fetchRevenueByClass')}
              emptyText={t('empty.data')}
              isEmpty={(rows) => rows.length === 0}
              loadingLabel={t('loading.revenueByClass')}
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
  const { t } = useTranslation('adminAnalytics');
  const { locale } = useFormat();
  const errorToast = useErrorToast();
  const toast = useToast();
  const exporting = useExportMetric();
  const onExport = () =>
    exporting.mutate(
      { metric, range },
      {
        onSuccess: () => toast.success(t('exported')),
        onError: (error) => errorToast(error, t('errors.exportFailed')),
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
          {t('refresh')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('lastUpdated')}{' '}
          <span data-testid="last-updated">
            {analytics.lastUpdated ? formatClockTime(analytics.lastUpdated, locale) : '—'}
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
        {t('export')}
      </Button>
    </Box>
  );
}

/** "Failed to load analytics data", what failed, and a Retry of every call. */
function FailureBanner({ analytics }: { analytics: AnalyticsState }) {
  const { t } = useTranslation('adminAnalytics');
  const errorText = useErrorText();
  const details = [
    ...new Set(
      analytics.failed.map((m) =>
        errorText(analytics.queries[m].error, t(`errors.${metricInfo(m).failure}`)),
      ),
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
          {t('retry')}
        </Button>
      }
    >
      <AlertTitle sx={{ mb: details.length ? 0.5 : 0 }}>{t('errors.loadFailed')}</AlertTitle>
      {details.join('. ')}
    </Alert>
  );
}

/** A toast for every new failure (the same text shown at once is not repeated). */
function useFailureToast(lastFailed: number) {
  const { t } = useTranslation('adminAnalytics');
  const toast = useToast();
  const toasted = useRef(0);
  useEffect(() => {
    if (lastFailed > toasted.current) {
      toasted.current = lastFailed;
      toast.error(t('errors.loadFailed'));
    }
  }, [lastFailed, toast, t]);
}
