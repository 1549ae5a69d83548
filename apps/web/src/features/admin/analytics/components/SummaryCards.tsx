import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format.ts';
import { useErrorText } from '../../lib/i18n.ts';
import { paths } from '../../../../lib/paths.ts';
import { StatCardsSkeleton } from '../../components/LoadingStates.tsx';
import { StatCard, StatCards } from '../../components/StatCard.tsx';
import type { AnalyticsSummary } from '@careclass/shared';

/** The summary cards: figures as of now (docs/decisions/0011). */
export function SummaryCards({ query }: { query: UseQueryResult<AnalyticsSummary> }) {
  const { t } = useTranslation('adminAnalytics');
  const { money, number } = useFormat();
  const errorText = useErrorText();
  if (query.isPending) return <StatCardsSkeleton count={5} />;
  if (query.isError) {
    return (
      <Alert severity="error" variant="outlined" sx={{ mb: 3 }}>
        {errorText(query.error, t('errors.fetchSummary'))}
      </Alert>
    );
  }
  const s = query.data;
  return (
    <StatCards columns={5}>
      <StatCard
        label={t('cards.monthlyRevenue')}
        value={money(s.monthly_revenue)}
        hint={t('cards.paymentsThisMonth', { count: s.recent_payments })}
      />
      <StatCard
        label={t('cards.activeEnrollments')}
        value={number(s.active_enrollments)}
        hint={t('cards.enrollmentRate', { rate: number(s.enrollment_rate) })}
      />
      <StatCard
        label={t('cards.activeUsers')}
        value={number(s.active_users)}
        hint={t('cards.certificatesIn30Days', { count: s.recent_certificates })}
      />
      <StatCard
        label={t('cards.activeClasses')}
        value={number(s.active_classes)}
        hint={t('cards.onWaitlists', { count: s.waitlist_count })}
      />
      <StatCard
        label={t('cards.expiring')}
        value={number(s.expiring_certificates)}
        hint={
          <Link component={RouterLink} to={`${paths.adminSection('certificates')}?view=expiring`}>
            {t('cards.viewExpiring')}
          </Link>
        }
      />
    </StatCards>
  );
}
