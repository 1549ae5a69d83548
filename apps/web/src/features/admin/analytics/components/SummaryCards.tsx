import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatUsd } from '@careclass/shared';
import { errorMessage } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { StatCardsSkeleton } from '../../components/LoadingStates.tsx';
import { StatCard, StatCards } from '../../components/StatCard.tsx';
import { ANALYTICS_MSG } from '../messages.ts';
import type { AnalyticsSummary } from '@careclass/shared';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The summary cards: figures as of now (docs/decisions/0011). */
export function SummaryCards({ query }: { query: UseQueryResult<AnalyticsSummary> }) {
  if (query.isPending) return <StatCardsSkeleton count={5} />;
  if (query.isError) {
    return (
      <Alert severity="error" variant="outlined" sx={{ mb: 3 }}>
        {errorMessage(query.error, ANALYTICS_MSG.fetchSummary)}
      </Alert>
    );
  }
  const s = query.data;
  return (
    <StatCards columns={5}>
      <StatCard
        label="Monthly Revenue"
        value={formatUsd(s.monthly_revenue)}
        hint={`${plural(s.recent_payments, 'payment', 'payments')} this month`}
      />
      <StatCard
        label="Active Enrollments"
        value={s.active_enrollments}
        hint={`${s.enrollment_rate}% enrollment rate`}
      />
      <StatCard
        label="Active Users"
        value={s.active_users}
        hint={`${plural(s.recent_certificates, 'certificate', 'certificates')} in 30 days`}
      />
      <StatCard
        label="Active Classes"
        value={s.active_classes}
        hint={`${plural(s.waitlist_count, 'person', 'people')} on waitlists`}
      />
      <StatCard
        label="Certificates expiring (90 days)"
        value={s.expiring_certificates}
        hint={
          <Link component={RouterLink} to={`${paths.adminSection('certificates')}?view=expiring`}>
            View Expiring Soon
          </Link>
        }
      />
    </StatCards>
  );
}
