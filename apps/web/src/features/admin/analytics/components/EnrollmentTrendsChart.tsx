import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format.ts';
import { formatPeriod, formatPeriodTick } from '../lib/format.ts';
import type { EnrollmentTrend } from '@careclass/shared';
import { ChartDataTable } from './ChartDataTable.tsx';

/** Enrollment Trends: requests per month and how many of them are approved. */
export function EnrollmentTrendsChart({ data, title }: { data: EnrollmentTrend[]; title: string }) {
  const theme = useTheme();
  const { t } = useTranslation('adminAnalytics');
  const { locale, number } = useFormat();
  const TOTAL = t('chart.totalEnrollments');
  const APPROVED = t('chart.approvedEnrollments');
  const periods = data.map((d) => d.period);
  return (
    <Box data-chart="enrollment-trends">
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType: 'point',
            data: periods,
            valueFormatter: (p: string, ctx) =>
              ctx.location === 'tick' ? formatPeriodTick(p, locale) : formatPeriod(p, locale),
          },
        ]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={[
          {
            id: 'total',
            label: TOTAL,
            data: data.map((d) => d.total_enrollments),
            color: theme.palette.primary.main,
            curve: 'linear',
          },
          {
            id: 'approved',
            label: APPROVED,
            data: data.map((d) => d.approved_enrollments),
            color: theme.palette.success.main,
            curve: 'linear',
          },
        ]}
        grid={{ horizontal: true }}
        margin={{ left: 8, right: 16 }}
      />
      <ChartDataTable
        caption={title}
        columns={[t('chart.month'), TOTAL, APPROVED]}
        rows={data.map((d) => [
          formatPeriod(d.period, locale),
          number(d.total_enrollments),
          number(d.approved_enrollments),
        ])}
      />
    </Box>
  );
}
