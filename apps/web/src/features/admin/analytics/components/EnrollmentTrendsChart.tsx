import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatPeriod, formatPeriodTick } from '../lib/format.ts';
import type { EnrollmentTrend } from '@careclass/shared';
import { ChartDataTable } from './ChartDataTable.tsx';

const TOTAL = 'Total Enrollments';
const APPROVED = 'Approved Enrollments';

/** Enrollment Trends: requests per month and how many of them are approved. */
export function EnrollmentTrendsChart({ data, title }: { data: EnrollmentTrend[]; title: string }) {
  const theme = useTheme();
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
              ctx.location === 'tick' ? formatPeriodTick(p) : formatPeriod(p),
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
        columns={['Month', TOTAL, APPROVED]}
        rows={data.map((d) => [
          formatPeriod(d.period),
          String(d.total_enrollments),
          String(d.approved_enrollments),
        ])}
      />
    </Box>
  );
}
