import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { StatusChip } from '../../admin/components/StatusChip.tsx';
import { useTranslation } from 'react-i18next';
import { useSessionWhen } from '../lib/use-session-when.ts';
import type { TaughtClass } from '@careclass/shared';

/** The instructor's classes as cards; each card is one link to the class's workspace. */
export function ClassCards({ classes }: { classes: TaughtClass[] }) {
  const { t } = useTranslation('instructor');
  return (
    <Box
      component="ul"
      aria-label={t('cards.list')}
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
  const { t } = useTranslation('instructor');
  const { dayRange, timeRange } = useSessionWhen();
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
            {cls.teaches_class ? t('cards.leads') : t('cards.someSessions')}
          </Typography>
          <Typography variant="body2">
            {t('cards.students', { count: cls.student_count })}
            {cls.pending_count > 0 ? t('cards.pending', { count: cls.pending_count }) : ''} ·{' '}
            {t('cards.upcoming', { count: cls.upcoming_session_count })}
            {cls.waitlist_count > 0 ? t('cards.waiting', { count: cls.waitlist_count }) : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {next
              ? t('cards.next', {
                  dates: dayRange(next.start_date, next.end_date),
                  times: timeRange(next.start_time, next.end_time),
                })
              : t('cards.noUpcoming')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
