import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { StatusChip } from '../../admin/components/StatusChip.tsx';
import { formatDayRange, formatTimeRange } from '../../admin/lib/format.ts';
import type { TaughtClass } from '@careclass/shared';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The instructor's classes as cards; each card is one link to the class's workspace. */
export function ClassCards({ classes }: { classes: TaughtClass[] }) {
  return (
    <Box
      component="ul"
      aria-label="Classes you teach"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {classes.map((c) => (
        <Box component="li" key={c.id} sx={{ minWidth: 0 }}>
          <ClassCard cls={c} />
        </Box>
      ))}
    </Box>
  );
}

function ClassCard({ cls }: { cls: TaughtClass }) {
  const next = cls.upcoming_sessions[0];
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.myClass(cls.id)}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent sx={{ overflowWrap: 'anywhere' }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
            <Typography component="h2" variant="h6" sx={{ flexGrow: 1, lineHeight: 1.3 }}>
              {cls.title}
            </Typography>
            <StatusChip kind="class" status={cls.status} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {cls.teaches_class ? 'You lead this class' : 'You teach some of its sessions'}
          </Typography>
          <Typography variant="body2">
            {plural(cls.student_count, 'student', 'students')}
            {cls.pending_count > 0 ? ` (${cls.pending_count} pending)` : ''} ·{' '}
            {plural(cls.upcoming_session_count, 'upcoming session', 'upcoming sessions')}
            {cls.waitlist_count > 0 ? ` · ${cls.waitlist_count} waiting` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {next
              ? `Next: ${formatDayRange(next.start_date, next.end_date)}, ${formatTimeRange(next.start_time, next.end_time)}`
              : 'No upcoming sessions'}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
