import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ResponsiveTable, type Column } from '../../admin/components/ResponsiveTable.tsx';
import { PaymentChip, StatusChip } from '../../admin/components/StatusChip.tsx';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useSessionWhen } from '../lib/use-session-when.ts';
import type { Participant, RosterSession } from '@careclass/shared';

/** On a session's roster: enrollments that hold a seat (pending or approved, not closed). */
export const onRoster = (p: Participant) =>
  p.enrollment_type === 'active' &&
  (p.enrollment_status === 'pending' || p.enrollment_status === 'approved');

/** The roster's columns, with their headers in the page's language. */
function useColumns(): Column<Participant>[] {
  const { t } = useTranslation('instructor');
  const { money } = useFormat();
  return [
    {
      header: t('roster.name'),
      card: 'title',
      cell: (p) => <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>,
    },
    { header: t('roster.email'), cell: (p) => p.email, cellSx: { wordBreak: 'break-all' } },
    { header: t('roster.phone'), cell: (p) => p.phone_number || '—' },
    {
      header: t('roster.enrollment'),
      cell: (p) => <StatusChip kind="enrollment" status={p.enrollment_status} />,
    },
    {
      header: t('roster.payment'),
      cell: (p) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <PaymentChip status={p.payment_status === 'none' ? null : p.payment_status} />
          {p.amount_due > 0 && <span>{t('roster.due', { amount: money(p.amount_due) })}</span>}
        </Box>
      ),
    },
  ];
}

/** The upcoming sessions of the class, each with its roster. */
export function SessionRosters({ sessions }: { sessions: RosterSession[] }) {
  const { t } = useTranslation('instructor');
  const upcoming = sessions.filter((s) => s.is_upcoming);
  if (upcoming.length === 0) {
    return <Typography color="text.secondary">{t('roster.noUpcoming')}</Typography>;
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
  const { t } = useTranslation('instructor');
  const columns = useColumns();
  const { dayRange, timeRange } = useSessionWhen();
  const when = `${dayRange(s.start_date, s.end_date)}, ${timeRange(s.start_time, s.end_time)}`;
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
        {t('roster.seats', {
          location: s.location_details ?? t('roster.noLocation'),
          enrolled: s.enrolled_count,
          capacity: s.capacity,
          free: s.available_spots,
        })}
      </Typography>
      {people.length === 0 ? (
        <Typography color="text.secondary">{t('roster.noStudents')}</Typography>
      ) : (
        <ResponsiveTable
          label={t('roster.tableLabel', { when })}
          rows={people}
          rowKey={(p) => p.enrollment_id}
          columns={columns}
          minWidth={760}
          size="small"
        />
      )}
    </Paper>
  );
}
