import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ENROLLMENT_STATUSES, LIMITS, MSG, type EnrollmentStatus } from '@careclass/shared';
import { useFormat } from '../../../i18n/format.ts';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useMessageText } from '../../../i18n/messages.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { ClassSelect } from '../components/ClassSelect.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { Pager, useServerPages } from '../components/PagedRows.tsx';
import { StatCardsSkeleton, TableSkeleton } from '../components/LoadingStates.tsx';
import { ReasonDialog } from '../components/ReasonDialog.tsx';
import { ResponsiveTable, type Column, type ListLayout } from '../components/ResponsiveTable.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { StatCard, StatCards } from '../components/StatCard.tsx';
import { EmptyState, ErrorState } from '../components/StateViews.tsx';
import { StatusChip } from '../components/StatusChip.tsx';
import { lastMonthToToday } from '../lib/format.ts';
import { useOfficeDates, type OfficeDates } from '../classes/lib/office-dates.ts';
import type { Enrollment } from '@careclass/shared';
import { ADMIN_MSG } from '../messages.ts';
import { useChangeEnrollmentStatus } from './api/change-enrollment-status.ts';
import { useEnrollmentStats } from './api/get-enrollment-stats.ts';
import { useEnrollments, type EnrollmentFilters } from './api/get-enrollments.ts';
import { EnrollmentDetailsDialog } from './components/EnrollmentDetailsDialog.tsx';

const PAGE_SIZES = [10, LIMITS.enrollmentPageSizeDefault, 50];

/** The failure message of each target status (its button is `action.<status>`). */
const FAILURE = {
  approved: 'errors.approve',
  rejected: 'errors.reject',
  pending: 'errors.operation',
} as const satisfies Record<EnrollmentStatus, string>;

export function EnrollmentsSection() {
  const { t } = useTranslation('adminEnrollments');
  const msg = useMessageText();
  const format = useFormat();
  const dates = useOfficeDates();
  const TITLE = t('title');
  const [status, setStatus] = useState<EnrollmentStatus | ''>('');
  const [classId, setClassId] = useState('');
  const [range, setRange] = useState(lastMonthToToday);
  const pages = useServerPages(LIMITS.enrollmentPageSizeDefault);
  const [details, setDetails] = useState<Enrollment | null>(null);
  const [rejecting, setRejecting] = useState<Enrollment | null>(null);
  const rangeInvalid = Boolean(range.startDate && range.endDate && range.startDate > range.endDate);

  const filters: EnrollmentFilters = {
    ...(status ? { status } : {}),
    ...(classId ? { classId: Number(classId) } : {}),
    ...(range.startDate ? { startDate: range.startDate } : {}),
    ...(range.endDate ? { endDate: range.endDate } : {}),
    ...pages.query,
  };
  const list = useEnrollments(filters);
  const stats = useEnrollmentStats();
  const toast = useToast();
  const change = useChangeEnrollmentStatus();

  const apply = async (e: Enrollment, to: EnrollmentStatus, reason?: string) => {
    try {
      const message = await change.mutateAsync({ id: e.id, to, reason });
      // The server's own words for a status change ("Enrollment approved successfully").
      toast.success(message === ADMIN_MSG.enrollmentDone(to) ? t(`done.${to}`) : msg(message));
      setRejecting(null);
    } catch (error) {
      toast.error(msg(errorMessage(error, t(FAILURE[to]))));
    }
  };

  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      pages.setPage(0);
    };

  return (
    <>
      <PageTitle title={TITLE} />
      <SectionHeader title={TITLE} subtitle={t('subtitle')} />

      {stats.isPending ? (
        <StatCardsSkeleton count={4} />
      ) : stats.isError ? (
        <ErrorState
          error={stats.error}
          fallback={t('errors.fetchDashboardStats')}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <StatCards columns={4}>
          <StatCard
            label={t('stats.total')}
            value={format.number(stats.data.totalEnrollments)}
            hint={t('stats.rejected', { count: stats.data.rejectedEnrollments })}
          />
          <StatCard
            label={t('stats.pending')}
            value={format.number(stats.data.pendingEnrollments)}
          />
          <StatCard
            label={t('stats.activeStudents')}
            value={format.number(stats.data.activeStudents)}
            hint={t('stats.approved', { count: stats.data.approvedEnrollments })}
          />
          <StatCard
            label={t('stats.rate')}
            value={`${format.number(stats.data.enrollmentRate)}%`}
            hint={t('stats.rateHint')}
          />
        </StatCards>
      )}

      <FilterBar
        label={t('filters.label')}
        columns={{ xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }}
      >
        <TextField
          select
          label={t('filters.status')}
          value={status}
          onChange={(e) => filter(setStatus)(e.target.value as EnrollmentStatus | '')}
          margin="none"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('filters.allStatuses')}</option>
          {ENROLLMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </TextField>
        <ClassSelect
          label={t('filters.class')}
          emptyLabel={t('filters.allClasses')}
          value={classId}
          onChange={(e) => filter(setClassId)(e.target.value)}
          margin="none"
        />
        <TextField
          label={t('filters.from')}
          type="date"
          value={range.startDate}
          onChange={(e) => filter(setRange)({ ...range, startDate: e.target.value })}
          margin="none"
          error={rangeInvalid}
          helperText={rangeInvalid ? msg(MSG.startAfterEnd) : t('filters.fromHint')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t('filters.to')}
          type="date"
          value={range.endDate}
          onChange={(e) => filter(setRange)({ ...range, endDate: e.target.value })}
          margin="none"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </FilterBar>

      {list.isPending ? (
        <TableSkeleton label={t('loading')} />
      ) : list.isError ? (
        <ErrorState
          error={list.error}
          fallback={t('errors.fetchEnrollments')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.total === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <>
          <ResponsiveTable
            label={t('tableLabel')}
            minWidth={1040}
            rows={list.data.enrollments}
            rowKey={(e) => e.id}
            columns={columns(t, dates)}
            actions={{
              render: (e, layout) => (
                <EnrollmentActions
                  enrollment={e}
                  layout={layout}
                  busy={change.isPending}
                  onDetails={() => setDetails(e)}
                  onChange={(to) => (to === 'rejected' ? setRejecting(e) : void apply(e, to))}
                />
              ),
            }}
          />
          <Pager
            {...pages}
            count={Math.min(list.data.total, LIMITS.listDepthMax)}
            sizes={PAGE_SIZES}
          />
        </>
      )}

      {details && <EnrollmentDetailsDialog enrollment={details} onClose={() => setDetails(null)} />}
      <ReasonDialog
        open={rejecting !== null}
        title={t('reject.title')}
        confirmLabel={t('reject.confirm')}
        busy={change.isPending}
        onConfirm={(reason) => rejecting && void apply(rejecting, 'rejected', reason)}
        onClose={() => setRejecting(null)}
      >
        {rejecting && (
          <>
            {t('reject.text', {
              student: rejecting.student_name,
              class: rejecting.class_name,
              date: rejecting.display_date,
            })}
          </>
        )}
      </ReasonDialog>
    </>
  );
}

const columns = (
  t: TFunction<'adminEnrollments'>,
  { formatInstantDay, formatTimeRange }: OfficeDates,
): Column<Enrollment>[] => [
  {
    header: t('columns.student'),
    card: 'title',
    cell: (e) => (
      <>
        <Box sx={{ fontWeight: 600 }}>{e.student_name}</Box>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {e.student_email}
        </Typography>
      </>
    ),
  },
  {
    header: t('columns.classSession'),
    cell: (e) => (
      <>
        <Box>{e.class_name}</Box>
        <Typography variant="body2" color="text.secondary">
          {e.display_date}, {formatTimeRange(e.start_time, e.end_time)}
        </Typography>
      </>
    ),
  },
  {
    header: t('columns.status'),
    cell: (e) => (
      <>
        <StatusChip kind="enrollment" status={e.enrollment_status} />
        {e.enrollment_type === 'historical' && (
          <Typography variant="body2" color="text.secondary">
            {t('historical')}
          </Typography>
        )}
      </>
    ),
  },
  { header: t('columns.enrolled'), cell: (e) => formatInstantDay(e.enrolled_at) },
  { header: t('columns.seats'), cell: (e) => `${e.current_students}/${e.capacity}` },
];

function EnrollmentActions({
  enrollment: e,
  layout,
  busy,
  onDetails,
  onChange,
}: {
  enrollment: Enrollment;
  layout: ListLayout;
  busy: boolean;
  onDetails: () => void;
  onChange: (to: EnrollmentStatus) => void;
}) {
  const { t } = useTranslation('adminEnrollments');
  // Historical enrollments (completed, archived) are records: no status actions.
  const actions =
    e.enrollment_type === 'historical'
      ? []
      : ENROLLMENT_STATUSES.filter((s) => s !== e.enrollment_status);
  const buttons = (
    <>
      {actions.map((to) => (
        <Button
          key={to}
          size={layout === 'cards' ? 'medium' : 'small'}
          variant={to === 'approved' ? 'contained' : 'outlined'}
          color={to === 'rejected' ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => onChange(to)}
          aria-label={t(`actionFor.${to}`, { name: e.student_name })}
        >
          {t(`action.${to}`)}
        </Button>
      ))}
      <IconButton
        aria-label={t('details', { name: e.student_name })}
        onClick={onDetails}
        sx={layout === 'cards' ? { ml: 'auto' } : undefined}
      >
        <InfoOutlined />
      </IconButton>
    </>
  );
  // On a card the buttons wrap in the card's action row; in the table they stay on one line.
  if (layout === 'cards') return buttons;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        justifyContent: 'flex-end',
        alignItems: 'center',
        whiteSpace: 'nowrap',
      }}
    >
      {buttons}
    </Box>
  );
}
