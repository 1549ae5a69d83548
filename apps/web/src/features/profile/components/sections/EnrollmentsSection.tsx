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
import { paths } from '../../../../lib/paths.ts';
import { isCurrentEnrollment, type Enrollment } from '../../api/types.ts';
import { useWithdrawEnrollment } from '../../../enrollment/api/enrollment.ts';
import { AddToCalendarButton } from '../../../calendar/AddToCalendarButton.tsx';
import { CalendarFeedPanel } from '../../../calendar/CalendarFeedPanel.tsx';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../lib/use-dates.ts';
import { useSpoken } from '../../lib/use-spoken.ts';
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

function EnrollmentCard({
  enrollment: e,
  onWithdraw,
}: {
  enrollment: Enrollment;
  onWithdraw?: (e: Enrollment) => void;
}) {
  const titleId = useId();
  const { t } = useTranslation('profile');
  const dates = useDates();
  const days = dates.dateRange(e.start_date ?? e.session_date, e.end_date) || e.display_date || '';
  const schedule =
    [days, dates.timeRange(e.start_time, e.end_time)].filter(Boolean).join(', ') ||
    t('common.toBeAnnounced');
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
            {t('enrollments.reviewing')}
          </Alert>
        )}
        <DetailList>
          <Detail label={t('enrollments.instructor')}>
            {e.instructor_name || t('enrollments.tba')}
          </Detail>
          <Detail label={t('enrollments.schedule')}>{schedule}</Detail>
          <Detail label={t('enrollments.location')}>
            {e.location || e.location_details || t('common.toBeAnnounced')}
          </Detail>
          {(e.enrolled_at || e.enrollment_date) && (
            <Detail label={t('enrollments.enrolled')}>
              {dates.date(e.enrolled_at ?? e.enrollment_date)}
            </Detail>
          )}
          {e.approved_at && (
            <Detail label={t('enrollments.approved')}>{dates.date(e.approved_at)}</Detail>
          )}
          {e.completed_at && (
            <Detail label={t('enrollments.completed')}>{dates.date(e.completed_at)}</Detail>
          )}
          {e.completion_reason && (
            <Detail label={t('enrollments.completionNote')}>{e.completion_reason}</Detail>
          )}
          {e.archived_at && (
            <Detail label={t('enrollments.archived')}>{dates.date(e.archived_at)}</Detail>
          )}
          {e.archived_reason && (
            <Detail label={t('enrollments.reason')}>{e.archived_reason}</Detail>
          )}
          {e.decline_reason && (
            <Detail label={t('enrollments.declineReason')}>{e.decline_reason}</Detail>
          )}
        </DetailList>
        {e.capacity ? (
          <Box sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary" id={`${titleId}-capacity`}>
              {t('enrollments.capacity', {
                current: e.current_students ?? 0,
                capacity: e.capacity,
              })}
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
            {t('enrollments.viewClass')}
          </Button>
          {status === 'approved' && e.enrollment_type === 'active' && (
            <AddToCalendarButton enrollmentId={e.id} title={name} />
          )}
          {onWithdraw && (
            <Button size="small" color="error" onClick={() => onWithdraw(e)}>
              {t('enrollments.withdraw')}
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
  const { t } = useTranslation('profile');
  const { errorText, toast } = useSpoken();
  const tabsId = useId();

  const current = data.enrollments.filter(isCurrentEnrollment);
  const past = data.enrollments.filter((e) => !isCurrentEnrollment(e));
  const shown = tab === 'current' ? current : past;

  const confirmWithdraw = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.id, {
      onSuccess: (result) => {
        toast.success(result?.message || t('enrollments.cancelled'));
        setWithdrawing(null);
      },
      onError: (err) => toast.error(err, MSG.somethingWentWrong),
    });
  };

  return (
    <>
      <SectionHeader
        title={t('sections.enrollments')}
        headingId={headingId}
        onRefresh={refresh}
        refreshing={refreshing}
      />
      {refreshError ? (
        <RefreshError message={errorText(refreshError, MSG.profileLoadFailed)} onRetry={refresh} />
      ) : null}
      <CalendarFeedPanel />
      <Tabs
        value={tab}
        onChange={(_e, v: 'current' | 'past') => setTab(v)}
        aria-label={t('enrollments.tabs')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="current"
          label={t('enrollments.current', { count: current.length })}
          id={`${tabsId}-current`}
          aria-controls={`${tabsId}-panel`}
        />
        <Tab
          value="past"
          label={t('enrollments.past', { count: past.length })}
          id={`${tabsId}-past`}
          aria-controls={`${tabsId}-panel`}
        />
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {shown.length === 0 ? (
          <EmptyState
            icon={<SchoolOutlined />}
            title={tab === 'current' ? t('enrollments.noCurrent') : t('enrollments.noPast')}
            action={
              tab === 'current' ? (
                <Button component={RouterLink} to={paths.classes} variant="contained">
                  {t('common.browseClasses')}
                </Button>
              ) : undefined
            }
          >
            {tab === 'current' ? t('enrollments.currentHint') : t('enrollments.pastHint')}
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
        title={t('enrollments.confirmTitle')}
        confirmLabel={t('enrollments.withdraw')}
        cancelLabel={t('common.cancel')}
        destructive
        busy={withdraw.isPending}
        onConfirm={confirmWithdraw}
        onClose={() => setWithdrawing(null)}
      >
        <Typography>
          {t('enrollments.confirmBody', {
            name: withdrawing?.class_name,
            when: withdrawing?.display_date ? ` (${withdrawing.display_date})` : '',
          })}
        </Typography>
      </ConfirmDialog>
    </>
  );
}
