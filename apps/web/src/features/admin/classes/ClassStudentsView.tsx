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
import { Link as RouterLink } from 'react-router';
import { SESSION_STATUSES, type SessionStatus } from '@careclass/shared';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useToast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { TableSkeleton } from '../components/LoadingStates.tsx';
import { ScrollTable } from '../components/ScrollTable.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { EmptyState, ErrorState } from '../components/StateViews.tsx';
import { PaymentChip, StatusChip, statusLabel } from '../components/StatusChip.tsx';
import { TruncatedText } from '../components/TruncatedText.tsx';
import { formatDayRange, formatInstantDay, formatTimeRange } from '../lib/format.ts';
import { ADMIN_MSG } from '../messages.ts';
import type { SessionWithStudents } from '../types.ts';
import { useClassStudents } from './api/get-class-students.ts';
import { useUpdateSessionStatus } from './api/update-session-status.ts';

const CONFIRM_TEXT: Record<Exclude<SessionStatus, 'scheduled'>, string> = {
  completed:
    'Approved enrollments move to the students’ history as completed; pending ones are archived. This cannot be undone from here.',
  cancelled:
    'Every enrollment in this session is closed, unpaid amounts are cancelled and the students are told.',
};

/** Students per class: one panel per session with its status and its students. */
export function ClassStudentsView({ classId }: { classId: number }) {
  const query = useClassStudents(classId);
  const title = query.data ? `Students: ${query.data.class_title}` : 'Students per class';

  return (
    <>
      <PageTitle title={title} />
      <SectionHeader
        title={title}
        subtitle="Every session of the class with its students."
        before={
          <Link
            component={RouterLink}
            to={paths.adminSection('classes')}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
          >
            <ArrowBack fontSize="small" aria-hidden />
            Back to classes
          </Link>
        }
      />
      {query.isPending ? (
        <TableSkeleton label="Loading sessions and students" />
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          fallback={ADMIN_MSG.fetchSessionsAndStudents}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.sessions.length === 0 ? (
        <EmptyState title={ADMIN_MSG.noSessions} />
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
  const toast = useToast();
  const update = useUpdateSessionStatus();
  const [confirming, setConfirming] = useState<Exclude<SessionStatus, 'scheduled'> | null>(null);
  const removed = s.session_type === 'historical';
  const when = `${formatDayRange(s.start_date, s.end_date)}, ${formatTimeRange(s.start_time, s.end_time)}`;
  const headingId = `session-${s.id}-heading`;

  const change = async (status: SessionStatus) => {
    try {
      toast.success(await update.mutateAsync({ id: s.id, status }));
    } catch (error) {
      toast.error(errorMessage(error, ADMIN_MSG.updateSessionStatus));
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
          {removed && <Chip size="small" variant="outlined" label="Removed" />}
          <Typography component="span" variant="body2" color="text.secondary">
            {s.students.length} {s.students.length === 1 ? 'student' : 'students'} ·{' '}
            {s.enrolled_count}/{s.capacity} seats taken
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
            {s.location_details ?? 'No location given'}
            {s.instructor_name ? ` · ${s.instructor_name}` : ''}
          </Typography>
          <TextField
            select
            label="Session status"
            value={s.status}
            disabled={removed || update.isPending}
            helperText={removed ? 'Removed sessions cannot change status' : undefined}
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
                {statusLabel(status)}
              </option>
            ))}
          </TextField>
        </Box>
        {s.students.length === 0 ? (
          <Typography color="text.secondary">No students in this session.</Typography>
        ) : (
          <StudentTable session={s} label={`Students of the session ${when}`} />
        )}
      </AccordionDetails>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'completed' ? 'Complete this session?' : 'Cancel this session?'}
        confirmLabel={confirming === 'completed' ? 'Complete session' : 'Cancel session'}
        danger={confirming === 'cancelled'}
        busy={update.isPending}
        onConfirm={() => confirming && void change(confirming)}
        onClose={() => setConfirming(null)}
      >
        {confirming && CONFIRM_TEXT[confirming]}
      </ConfirmDialog>
    </Accordion>
  );
}

function StudentTable({ session, label }: { session: SessionWithStudents; label: string }) {
  return (
    <ScrollTable label={label} minWidth={820} size="small">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Email</TableCell>
          <TableCell>Enrollment</TableCell>
          <TableCell>Payment</TableCell>
          <TableCell>Completed / archived</TableCell>
          <TableCell>Reason</TableCell>
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
                  ? `${st.completed_at ? 'Completed' : 'Archived'} ${formatInstantDay(closedAt)}`
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
