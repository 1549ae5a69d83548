import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format.ts';
import { formatPercent } from '../lib/format.ts';
import type { ClassEnrollmentFigures, ClassRevenue } from '@careclass/shared';

/** At most this many classes in each list; the metric details show them all. */
const SHOWN = 5;

function RankedList({
  labelledBy,
  items,
}: {
  labelledBy: string;
  items: { key: string; name: string; detail: string; value: string; share: number }[];
}) {
  return (
    <Box component="ol" aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item, index) => (
        <Box
          component="li"
          key={item.key}
          sx={{
            py: 1.25,
            borderTop: index === 0 ? 0 : 1,
            borderColor: 'divider',
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            columnGap: 2,
            alignItems: 'baseline',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {item.detail}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{item.value}</Typography>
          {/* A bar of the item's share, for the eye only: the value above says it. */}
          <Box
            aria-hidden
            sx={{
              gridColumn: '1 / -1',
              mt: 0.75,
              height: 6,
              borderRadius: 3,
              bgcolor: 'action.hover',
              overflow: 'hidden',
            }}
          >
            <Box
              sx={{
                height: '100%',
                width: `${Math.max(0, Math.min(100, item.share))}%`,
                bgcolor: 'primary.main',
              }}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Top Performing Classes: most enrolments first, with the share of seats taken. */
export function TopClassesList({
  data,
  labelledBy,
}: {
  data: ClassEnrollmentFigures[];
  labelledBy: string;
}) {
  const { t } = useTranslation('adminAnalytics');
  const { locale } = useFormat();
  return (
    <RankedList
      labelledBy={labelledBy}
      items={data.slice(0, SHOWN).map((c) => ({
        key: String(c.class_id),
        name: c.class_name,
        detail: t('ranked.topClassDetail', {
          enrolled: c.enrollment_count,
          seats: c.capacity,
          count: c.session_count,
        }),
        value: formatPercent(c.enrollment_rate, locale),
        share: c.enrollment_rate,
      }))}
    />
  );
}

/** Revenue by Class: largest net revenue first, then the most enrollments made in the range. */
export function RevenueByClassList({
  data,
  labelledBy,
}: {
  data: ClassRevenue[];
  labelledBy: string;
}) {
  const { t } = useTranslation('adminAnalytics');
  const { money } = useFormat();
  const top = Math.max(0, ...data.map((c) => c.net_revenue));
  return (
    <RankedList
      labelledBy={labelledBy}
      items={data.slice(0, SHOWN).map((c) => ({
        key: String(c.class_id ?? 'none'),
        name: c.class_name,
        detail: t('ranked.revenueDetail', {
          enrollments:
            c.enrollment_count === undefined
              ? ''
              : t('ranked.enrollments', { count: c.enrollment_count }),
          count: c.payment_count,
          refunds: money(c.refunds),
        }),
        value: money(c.net_revenue),
        share: top > 0 ? (c.net_revenue / top) * 100 : 0,
      }))}
    />
  );
}
