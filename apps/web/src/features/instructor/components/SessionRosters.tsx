import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@careclass/shared';
import { ResponsiveTable, type Column } from '../../admin/components/ResponsiveTable.tsx';
import { PaymentChip, StatusChip } from '../../admin/components/StatusChip.tsx';
import { formatDayRange, formatTimeRange } from '../../admin/lib/format.ts';
import type { Participant, RosterSession } from '@careclass/shared';

/** On a session's roster: enrollments that hold a seat (pending or approved, not closed). */
export const onRoster = (p: Participant) =>
  p.enrollment_type === 'active' &&
  (p.enrollment_status === 'pending' || p.enrollment_status === 'approved');

const COLUMNS: Column<Participant>[] = [
  {
    header: 'Name',
    card: 'title',
    cell: (p) => <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>,
  },
  { header: 'Email', cell: (p) => p.email, cellSx: { wordBreak: 'break-all' } },
  { header: 'Phone', cell: (p) => p.phone_number || '—' },
  {
    header: 'Enrollment',
    cell: (p) => <StatusChip kind="enrollment" status={p.enrollment_status} />,
  },
  {
    header: 'Payment',
    cell: (p) => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <PaymentChip status={p.payment_status === 'none' ? null : p.payment_status} />
        {p.amount_due > 0 && <span>{formatUsd(p.amount_due)} due</span>}
      </Box>
    ),
  },
];

/** The upcoming sessions of the class, each with its roster. */
export function SessionRosters({ sessions }: { sessions: RosterSession[] }) {
  const upcoming = sessions.filter((s) => s.is_upcoming);
  if (upcoming.length === 0) {
    return <Typography color="text.secondary">No upcoming sessions.</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {upcoming.map((s) => (
        <SessionRoster key={s.session_id} session={s} />
      ))}
    </Box>
  );
}

function SessionRoster({ session: s }: { session: RosterSession }) {
  const when = `${formatDayRange(s.start_date, s.end_date)}, ${formatTimeRange(s.start_time, s.end_time)}`;
  const people = s.participants.filter(onRoster);
  const headingId = `roster-${s.session_id}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, md: 2 }, minWidth: 0 }}
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {when}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {s.location_details ?? 'No location given'} · {s.enrolled_count} of {s.capacity} seats taken
        · {s.available_spots} free
      </Typography>
      {people.length === 0 ? (
        <Typography color="text.secondary">No students enrolled yet.</Typography>
      ) : (
        <ResponsiveTable
          label={`Students of the session ${when}`}
          rows={people}
          rowKey={(p) => p.enrollment_id}
          columns={COLUMNS}
          minWidth={760}
          size="small"
        />
      )}
    </Paper>
  );
}
