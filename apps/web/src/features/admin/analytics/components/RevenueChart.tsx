import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format.ts';
import { formatPeriod, formatPeriodTick, formatUsdCompact } from '../lib/format.ts';
import type { RevenuePoint } from '@careclass/shared';
import { ChartDataTable } from './ChartDataTable.tsx';

/** Revenue Overview: net revenue (payments less refunds) per month, in dollars. */
export function RevenueChart({ data, title }: { data: RevenuePoint[]; title: string }) {
  const theme = useTheme();
  const { t } = useTranslation('adminAnalytics');
  const { locale, money, number } = useFormat();
  const NET = t('chart.netRevenue');
  return (
    <Box data-chart="revenue">
      <BarChart
        height={280}
        xAxis={[
          {
            scaleType: 'band',
            data: data.map((d) => d.period),
            valueFormatter: (p: string, ctx) =>
              ctx.location === 'tick' ? formatPeriodTick(p, locale) : formatPeriod(p, locale),
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => formatUsdCompact(v, locale), width: 56 }]}
        series={[
          {
            id: 'net',
            label: NET,
            data: data.map((d) => d.net_revenue),
            valueFormatter: (v) => money(v ?? 0),
            color: theme.palette.primary.main,
          },
        ]}
        grid={{ horizontal: true }}
        margin={{ left: 8, right: 16 }}
      />
      <ChartDataTable
        caption={title}
        columns={[t('chart.month'), NET, t('chart.payments'), t('chart.refunds')]}
        rows={data.map((d) => [
          formatPeriod(d.period, locale),
          money(d.net_revenue),
          number(d.payment_count),
          money(d.refunds),
        ])}
      />
    </Box>
  );
}
