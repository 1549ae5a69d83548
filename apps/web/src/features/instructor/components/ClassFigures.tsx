import { formatUsd } from '@careclass/shared';
import { StatCardsSkeleton } from '../../admin/components/LoadingStates.tsx';
import { StatCard, StatCards } from '../../admin/components/StatCard.tsx';
import { ErrorState } from '../../admin/components/StateViews.tsx';
import { useClassStats } from '../api/get-class-stats.ts';

/** The class's figures (GET /classes/{id}/stats): seats, enrollments, waitlist, completion, money. */
export function ClassFigures({ classId }: { classId: number }) {
  const stats = useClassStats(classId);
  if (stats.isPending) return <StatCardsSkeleton count={5} />;
  if (stats.isError) {
    return (
      <ErrorState
        error={stats.error}
        fallback="Failed to load the class figures"
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  const s = stats.data;
  return (
    <section aria-label="Class figures">
      <StatCards columns={5}>
        <StatCard
          label="Free seats"
          value={`${s.seats.free} of ${s.seats.total}`}
          hint={`${s.seats.upcoming_sessions} upcoming ${s.seats.upcoming_sessions === 1 ? 'session' : 'sessions'}`}
        />
        <StatCard
          label="Enrollments"
          value={s.enrollments.approved}
          hint={`approved; ${s.enrollments.pending} pending, ${s.enrollments.rejected} rejected`}
        />
        <StatCard
          label="Waitlist"
          value={s.waitlist.length}
          hint={s.waitlist.offered > 0 ? `${s.waitlist.offered} offered a seat` : 'waiting'}
        />
        <StatCard
          label="Completed"
          value={s.completion.count}
          hint={`${s.completion.rate}% completion`}
        />
        <StatCard
          label="Paid"
          value={formatUsd(s.revenue.paid)}
          hint={`${formatUsd(s.revenue.outstanding)} outstanding`}
        />
      </StatCards>
    </section>
  );
}
