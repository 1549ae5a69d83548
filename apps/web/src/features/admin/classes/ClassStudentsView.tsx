import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SESSION_STATUSES, type SessionStatus } from '@careclass/shared';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useClassText } from './lib/class-text.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useToast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { TableSkeleton } from '../components/LoadingStates.tsx';
import { ScrollTable } from '../components/ScrollTable.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { EmptyState, ErrorState } from '../components/StateViews.tsx';
import { PaymentChip, StatusChip } from '../components/StatusChip.tsx';
import { TruncatedText } from '../components/TruncatedText.tsx';
import { useOfficeDates } from './lib/office-dates.ts';
import type { SessionWithStudents } from '../types.ts';
import { useClassStudents } from './api/get-class-students.ts';
import { useUpdateSessionStatus } from './api/update-session-status.ts';

const CONFIRM_TEXT = {
  completed: 'students.confirm.completedText',
  cancelled: 'students.confirm.cancelledText',
} as const satisfies Record<Exclude<SessionStatus, 'scheduled'>, string>;

/** Students per class: one panel per session with its status and its students. */
export function ClassStudentsView({ classId }: { classId: number }) {
  const { t } = useTranslation('adminClasses');
  const query = useClassStudents(classId);
  const title = query.data
    ? t('students.title', { title: query.data.class_title })
    : t('students.defaultTitle');

  return (
    <>
      <PageTitle title={title} />
      <SectionHeader
        title={title}
        subtitle={t('students.subtitle')}
        before={
          <Link
            component={RouterLink}
            to={paths.adminSection('classes')}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
          >
            <ArrowBack fontSize="small" aria-hidden />
            {t('students.back')}
          </Link>
        }
      />
      {query.isPending ? (
        <TableSkeleton label={t('students.loading')} />
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          fallback={t('errors.fetchSessionsAndStudents')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.sessions.length === 0 ? (
        <EmptyState title={t('errors.noSessions')} />
      ) : (
        query.data.sessions.map((s, i) => (
          <SessionPanel key={s.id} session={s} defaultExpanded={i === 0} />
        ))
      )}
    </>
  );
}

function SessionPanel({
  session: s,
  defaultExpanded,
}: {
  session: SessionWithStudents;
  defaultExpanded: boolean;
}) {
  const { t } = useTranslation('adminClasses');
  const msg = useClassText();
  const toast = useToast();
  const update = useUpdateSessionStatus();
  const { formatDayRange, formatTimeRange } = useOfficeDates();
  const [confirming, setConfirming] = useState<Exclude<SessionStatus, 'scheduled'> | null>(null);
  const removed = s.session_type === 'historical';
  const when = `${formatDayRange(s.start_date, s.end_date)}, ${formatTimeRange(s.start_time, s.end_time)}`;
  const headingId = `session-${s.id}-heading`;

  const change = async (status: SessionStatus) => {
    try {
      toast.success(msg(await update.mutateAsync({ id: s.id, status })));
    } catch (error) {
      toast.error(msg(errorMessage(error, t('errors.updateSessionStatus'))));
    }
    setConfirming(null);
  };

  return (
    <Accordion defaultExpanded={defaultExpanded} disableGutters variant="outlined" sx={{ mb: 1 }}>
      <AccordionSummary expandIcon={<ExpandMore />} id={headingId}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {when}
          </Typography>
          <StatusChip kind="session" status={s.status} />
          {removed && <Chip size="small" variant="outlined" label={t('students.removed')} />}
          <Typography component="span" variant="body2" color="text.secondary">
            {t('students.count', { count: s.students.length })} ·{' '}
            {t('students.seatsTaken', { enrolled: s.enrolled_count, capacity: s.capacity })}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 2,
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {s.location_details ?? t('students.noLocation')}
            {s.instructor_name ? ` · ${s.instructor_name}` : ''}
          </Typography>
          <TextField
            select
            label={t('students.sessionStatus')}
            value={s.status}
            disabled={removed || update.isPending}
            helperText={removed ? t('students.removedCannotChange') : undefined}
            onChange={(e) => {
              const status = e.target.value as SessionStatus;
              if (status === 'scheduled') void change(status);
              else setConfirming(status);
            }}
            margin="none"
            fullWidth={false}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {SESSION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.session.${status}`)}
              </option>
            ))}
          </TextField>
        </Box>
        {s.students.length === 0 ? (
          <Typography color="text.secondary">{t('students.noStudents')}</Typography>
        ) : (
          <StudentTable session={s} label={t('students.tableLabel', { when })} />
        )}
      </AccordionDetails>
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming === 'completed'
            ? t('students.confirm.completeTitle')
            : t('students.confirm.cancelTitle')
        }
        confirmLabel={
          confirming === 'completed' ? t('students.confirm.complete') : t('students.confirm.cancel')
        }
        danger={confirming === 'cancelled'}
        busy={update.isPending}
        onConfirm={() => confirming && void change(confirming)}
        onClose={() => setConfirming(null)}
      >
        {confirming && t(CONFIRM_TEXT[confirming])}
      </ConfirmDialog>
    </Accordion>
  );
}

function StudentTable({ session, label }: { session: SessionWithStudents; label: string }) {
  const { t } = useTranslation('adminClasses');
  const { formatInstantDay } = useOfficeDates();
  return (
    <ScrollTable label={label} minWidth={820} size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t('students.columns.name')}</TableCell>
          <TableCell>{t('students.columns.email')}</TableCell>
          <TableCell>{t('students.columns.enrollment')}</TableCell>
          <TableCell>{t('students.columns.payment')}</TableCell>
          <TableCell>{t('students.columns.closed')}</TableCell>
          <TableCell>{t('students.columns.reason')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {session.students.map((st) => {
          const closedAt = st.completed_at ?? st.archived_at;
          return (
            <TableRow key={st.enrollment_id}>
              <TableCell>{st.name}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{st.email}</TableCell>
              <TableCell>
                <StatusChip kind="enrollment" status={st.enrollment_status} />
              </TableCell>
              <TableCell>
                <PaymentChip status={st.payment_status} />
              </TableCell>
              <TableCell>
                {closedAt
                  ? t(st.completed_at ? 'students.completedOn' : 'students.archivedOn', {
                      date: formatInstantDay(closedAt),
                    })
                  : '—'}
              </TableCell>
              <TableCell>
                <TruncatedText text={st.completion_reason ?? st.archived_reason} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </ScrollTable>
  );
}
