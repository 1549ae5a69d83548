import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { ENROLLMENT_STATUSES, LIMITS, type EnrollmentStatus } from '@careclass/shared';
import { PageTitle } from '../../../components/PageTitle.tsx';
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
import { StatusChip, statusLabel } from '../components/StatusChip.tsx';
import { formatInstantDay, formatTimeRange, lastMonthToToday } from '../lib/format.ts';
import { ADMIN_MSG } from '../messages.ts';
import type { Enrollment } from '@careclass/shared';
import { useChangeEnrollmentStatus } from './api/change-enrollment-status.ts';
import { useEnrollmentStats } from './api/get-enrollment-stats.ts';
import { useEnrollments, type EnrollmentFilters } from './api/get-enrollments.ts';
import { EnrollmentDetailsDialog } from './components/EnrollmentDetailsDialog.tsx';

const TITLE = 'Enrollment Management';
const PAGE_SIZES = [10, LIMITS.enrollmentPageSizeDefault, 50];

/** What each target status is called on its button and in a failure message. */
const ACTION: Record<EnrollmentStatus, { label: string; failure: string }> = {
  approved: { label: 'Approve', failure: ADMIN_MSG.enrollmentAction('approve') },
  rejected: { label: 'Reject', failure: ADMIN_MSG.enrollmentAction('reject') },
  pending: { label: 'Move to pending', failure: ADMIN_MSG.enrollmentOperationFailed },
};

export function EnrollmentsSection() {
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
      toast.success(await change.mutateAsync({ id: e.id, to, reason }));
      setRejecting(null);
    } catch (error) {
      toast.error(errorMessage(error, ACTION[to].failure));
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
      <SectionHeader title={TITLE} subtitle="Review, approve and reject enrollment requests." />

      {stats.isPending ? (
        <StatCardsSkeleton count={4} />
      ) : stats.isError ? (
        <ErrorState
          error={stats.error}
          fallback={ADMIN_MSG.fetchDashboardStats}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <StatCards columns={4}>
          <StatCard
            label="Total Enrollments"
            value={stats.data.totalEnrollments}
            hint={`${stats.data.rejectedEnrollments} rejected`}
          />
          <StatCard label="Pending Approval" value={stats.data.pendingEnrollments} />
          <StatCard
            label="Active Students"
            value={stats.data.activeStudents}
            hint={`${stats.data.approvedEnrollments} approved enrollments`}
          />
          <StatCard
            label="Enrollment Rate"
            value={`${stats.data.enrollmentRate}%`}
            hint="of the seats in sessions still to run"
          />
        </StatCards>
      )}

      <FilterBar
        label="Filter enrollments"
        columns={{ xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }}
      >
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => filter(setStatus)(e.target.value as EnrollmentStatus | '')}
          margin="none"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">All statuses</option>
          {ENROLLMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </TextField>
        <ClassSelect
          label="Class"
          emptyLabel="All classes"
          value={classId}
          onChange={(e) => filter(setClassId)(e.target.value)}
          margin="none"
        />
        <TextField
          label="Enrolled from"
          type="date"
          value={range.startDate}
          onChange={(e) => filter(setRange)({ ...range, startDate: e.target.value })}
          margin="none"
          error={rangeInvalid}
          helperText={
            rangeInvalid
              ? 'Start date cannot be after end date'
              : 'Pending requests are listed whatever their date.'
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Enrolled to"
          type="date"
          value={range.endDate}
          onChange={(e) => filter(setRange)({ ...range, endDate: e.target.value })}
          margin="none"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </FilterBar>

      {list.isPending ? (
        <TableSkeleton label="Loading enrollments" />
      ) : list.isError ? (
        <ErrorState
          error={list.error}
          fallback={ADMIN_MSG.fetchEnrollments}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.total === 0 ? (
        <EmptyState title="No enrollments match these filters" />
      ) : (
        <>
          <ResponsiveTable
            label="Enrollments"
            minWidth={1040}
            rows={list.data.enrollments}
            rowKey={(e) => e.id}
            columns={COLUMNS}
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
        title="Reject enrollment"
        confirmLabel="Reject enrollment"
        busy={change.isPending}
        onConfirm={(reason) => rejecting && void apply(rejecting, 'rejected', reason)}
        onClose={() => setRejecting(null)}
      >
        {rejecting && (
          <>
            {rejecting.student_name} in {rejecting.class_name} ({rejecting.display_date}). The seat
            is freed.
          </>
        )}
      </ReasonDialog>
    </>
  );
}

const COLUMNS: Column<Enrollment>[] = [
  {
    header: 'Student',
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
    header: 'Class and session',
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
    header: 'Status',
    cell: (e) => (
      <>
        <StatusChip kind="enrollment" status={e.enrollment_status} />
        {e.enrollment_type === 'historical' && (
          <Typography variant="body2" color="text.secondary">
            Historical
          </Typography>
        )}
      </>
    ),
  },
  { header: 'Enrolled', cell: (e) => formatInstantDay(e.enrolled_at) },
  { header: 'Seats', cell: (e) => `${e.current_students}/${e.capacity}` },
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
          aria-label={`${ACTION[to].label} ${e.student_name}`}
        >
          {ACTION[to].label}
        </Button>
      ))}
      <IconButton
        aria-label={`Details of ${e.student_name}'s enrollment`}
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
