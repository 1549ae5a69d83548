import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { StatCardsSkeleton } from '../../admin/components/LoadingStates.tsx';
import { StatCard, StatCards } from '../../admin/components/StatCard.tsx';
import { ErrorState } from '../../admin/components/StateViews.tsx';
import { useClassStats } from '../api/get-class-stats.ts';

/** The class's figures (GET /classes/{id}/stats): seats, enrollments, waitlist, completion, money. */
export function ClassFigures({ classId }: { classId: number }) {
  const { t } = useTranslation('instructor');
  const { money } = useFormat();
  const stats = useClassStats(classId);
  if (stats.isPending) return <StatCardsSkeleton count={5} />;
  if (stats.isError) {
    return (
      <ErrorState
        error={stats.error}
        fallback={t('figures.loadFailed')}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  const s = stats.data;
  return (
    <section aria-label={t('figures.label')}>
      <StatCards columns={5}>
        <StatCard
          label={t('figures.freeSeats')}
          value={t('figures.seats', { free: s.seats.free, total: s.seats.total })}
          hint={t('figures.upcoming', { count: s.seats.upcoming_sessions })}
        />
        <StatCard
          label={t('figures.enrollments')}
          value={s.enrollments.approved}
          hint={t('figures.enrollmentsHint', {
            pending: s.enrollments.pending,
            rejected: s.enrollments.rejected,
          })}
        />
        <StatCard
          label={t('figures.waitlist')}
          value={s.waitlist.length}
          hint={
            s.waitlist.offered > 0
              ? t('figures.offered', { count: s.waitlist.offered })
              : t('figures.waiting')
          }
        />
        <StatCard
          label={t('figures.completed')}
          value={s.completion.count}
          hint={t('figures.completion', { rate: s.completion.rate })}
        />
        <StatCard
          label={t('figures.paid')}
          value={money(s.revenue.paid)}
          hint={t('figures.outstanding', { amount: money(s.revenue.outstanding) })}
        />
      </StatCards>
    </section>
  );
}
