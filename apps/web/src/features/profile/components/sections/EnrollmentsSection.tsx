import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { MSG } from '@careclass/shared';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { useToast } from '../../../../lib/toast.ts';
import { isCurrentEnrollment, type Enrollment } from '../../api/types.ts';
import { useWithdrawEnrollment } from '../../../enrollment/api/enrollment.ts';
import { AddToCalendarButton } from '../../../calendar/AddToCalendarButton.tsx';
import { CalendarFeedPanel } from '../../../calendar/CalendarFeedPanel.tsx';
import { formatDate, formatDateRange, formatTimeRange } from '../../lib/dates.ts';
import {
  Detail,
  DetailList,
  EmptyState,
  EnrollmentStatusChip,
  RefreshError,
  SectionHeader,
} from '../common.tsx';
import type { SectionProps } from './types.ts';

/** Percentage of seats taken, capped at 100 (specification 001, section 9). */
export function capacityPercent(current: number | null, capacity: number | null): number {
  if (!capacity || capacity <= 0 || !current || current <= 0) return 0;
  return Math.min(100, Math.round((current / capacity) * 100));
}

function schedule(e: Enrollment): string {
  const dates = formatDateRange(e.start_date ?? e.session_date, e.end_date) || e.display_date || '';
  const times = formatTimeRange(e.start_time, e.end_time);
  return [dates, times].filter(Boolean).join(', ') || 'To be announced';
}

function EnrollmentCard({
  enrollment: e,
  onWithdraw,
}: {
  enrollment: Enrollment;
  onWithdraw?: (e: Enrollment) => void;
}) {
  const titleId = useId();
  const percent = capacityPercent(e.current_students, e.capacity);
  const name = e.class_name || e.class_title;
  const status = e.enrollment_status || e.status;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: 1,
          }}
        >
          <Typography
            variant="h3"
            id={titleId}
            sx={{ fontSize: '1.15rem', overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {name}
          </Typography>
          <EnrollmentStatusChip status={status} />
        </Box>
        {status === 'pending' && e.enrollment_type === 'active' && (
          <Alert severity="info" sx={{ mt: 1.5 }}>
            Your enrollment request is being reviewed.
          </Alert>
        )}
        <DetailList>
          <Detail label="Instructor">{e.instructor_name || 'TBA'}</Detail>
          <Detail label="Schedule">{schedule(e)}</Detail>
          <Detail label="Location">{e.location || e.location_details || 'To be announced'}</Detail>
          {(e.enrolled_at || e.enrollment_date) && (
            <Detail label="Enrolled">{formatDate(e.enrolled_at ?? e.enrollment_date)}</Detail>
          )}
          {e.approved_at && <Detail label="Approved">{formatDate(e.approved_at)}</Detail>}
          {e.completed_at && <Detail label="Completed">{formatDate(e.completed_at)}</Detail>}
          {e.completion_reason && <Detail label="Completion note">{e.completion_reason}</Detail>}
          {e.archived_at && <Detail label="Archived">{formatDate(e.archived_at)}</Detail>}
          {e.archived_reason && <Detail label="Reason">{e.archived_reason}</Detail>}
          {e.decline_reason && <Detail label="Decline reason">{e.decline_reason}</Detail>}
        </DetailList>
        {e.capacity ? (
          <Box sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary" id={`${titleId}-capacity`}>
              {e.current_students ?? 0} of {e.capacity} students enrolled
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-labelledby={`${titleId}-capacity`}
              sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
            />
          </Box>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button component={RouterLink} to={paths.classDetail(e.class_id)} size="small">
            View class
          </Button>
          {status === 'approved' && e.enrollment_type === 'active' && (
            <AddToCalendarButton enrollmentId={e.id} title={name} />
          )}
          {onWithdraw && (
            <Button size="small" color="error" onClick={() => onWithdraw(e)}>
              Withdraw
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

export function EnrollmentsSection({
  data,
  headingId,
  refresh,
  refreshing,
  refreshError,
}: SectionProps) {
  const [tab, setTab] = useState<'current' | 'past'>('current');
  const [withdrawing, setWithdrawing] = useState<Enrollment | null>(null);
  const withdraw = useWithdrawEnrollment();
  const toast = useToast();
  const tabsId = useId();

  const current = data.enrollments.filter(isCurrentEnrollment);
  const past = data.enrollments.filter((e) => !isCurrentEnrollment(e));
  const shown = tab === 'current' ? current : past;

  const confirmWithdraw = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.id, {
      onSuccess: (result) => {
        toast.success(result?.message || 'Enrollment cancelled');
        setWithdrawing(null);
      },
      onError: (err) => toast.error(err, MSG.somethingWentWrong),
    });
  };

  return (
    <>
      <SectionHeader
        title="Enrollments"
        headingId={headingId}
        onRefresh={refresh}
        refreshing={refreshing}
      />
      {refreshError ? (
        <RefreshError
          message={errorMessage(refreshError, MSG.profileLoadFailed)}
          onRetry={refresh}
        />
      ) : null}
      <CalendarFeedPanel />
      <Tabs
        value={tab}
        onChange={(_e, v: 'current' | 'past') => setTab(v)}
        aria-label="Enrollments"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="current"
          label={`Current (${current.length})`}
          id={`${tabsId}-current`}
          aria-controls={`${tabsId}-panel`}
        />
        <Tab
          value="past"
          label={`Past (${past.length})`}
          id={`${tabsId}-past`}
          aria-controls={`${tabsId}-panel`}
        />
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {shown.length === 0 ? (
          <EmptyState
            icon={<SchoolOutlined />}
            title={tab === 'current' ? 'No current enrollments' : 'No past enrollments'}
            action={
              tab === 'current' ? (
                <Button component={RouterLink} to={paths.classes} variant="contained">
                  Browse Classes
                </Button>
              ) : undefined
            }
          >
            {tab === 'current'
              ? 'Classes you enroll in appear here.'
              : 'Completed, withdrawn and declined enrollments appear here.'}
          </EmptyState>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {shown.map((e) => (
              <EnrollmentCard
                key={e.id}
                enrollment={e}
                onWithdraw={tab === 'current' ? setWithdrawing : undefined}
              />
            ))}
          </Box>
        )}
      </Box>
      <ConfirmDialog
        open={withdrawing !== null}
        title="Withdraw from this class?"
        confirmLabel="Withdraw"
        destructive
        busy={withdraw.isPending}
        onConfirm={confirmWithdraw}
        onClose={() => setWithdrawing(null)}
      >
        <Typography>
          You will give up your seat in {withdrawing?.class_name}
          {withdrawing?.display_date ? ` (${withdrawing.display_date})` : ''}. An unpaid payment for
          it is cancelled. To take part later you would need to enroll again.
        </Typography>
      </ConfirmDialog>
    </>
  );
}
