import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatUsd } from '@careclass/shared';
import { formatPeriod, formatPeriodTick, formatUsdCompact } from '../lib/format.ts';
import type { RevenuePoint } from '@careclass/shared';
import { ChartDataTable } from './ChartDataTable.tsx';

const NET = 'Net Revenue';

/** Revenue Overview: net revenue (payments less refunds) per month, in dollars. */
export function RevenueChart({ data, title }: { data: RevenuePoint[]; title: string }) {
  const theme = useTheme();
  return (
    <Box data-chart="revenue">
      <BarChart
        height={280}
        xAxis={[
          {
            scaleType: 'band',
            data: data.map((d) => d.period),
            valueFormatter: (p: string, ctx) =>
              ctx.location === 'tick' ? formatPeriodTick(p) : formatPeriod(p),
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => formatUsdCompact(v), width: 56 }]}
        series={[
          {
            id: 'net',
            label: NET,
            data: data.map((d) => d.net_revenue),
            valueFormatter: (v) => formatUsd(v ?? 0),
            color: theme.palette.primary.main,
          },
        ]}
        grid={{ horizontal: true }}
        margin={{ left: 8, right: 16 }}
      />
      <ChartDataTable
        caption={title}
        columns={['Month', NET, 'Payments', 'Refunds']}
        rows={data.map((d) => [
          formatPeriod(d.period),
          formatUsd(d.net_revenue),
          String(d.payment_count),
          formatUsd(d.refunds),
        ])}
      />
    </Box>
  );
}
