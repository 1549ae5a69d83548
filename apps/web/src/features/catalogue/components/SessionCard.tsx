import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { formatDateRange, hoursPerDay } from '../lib/format.ts';
import type { TeachingLanguage } from '@careclass/shared';
import type { ClassSession } from '../types.ts';

interface SessionCardProps {
  session: ClassSession;
  /** The class duration ("4 weeks"). */
  duration: string | null;
  /** Where the class meets when the session does not say. */
  classLocation: string | null;
  /** The class's teaching language: the session's is shown when it differs. */
  classLanguage?: TeachingLanguage;
  /** A chip beside the date ("Your session", "Seat held for you"). */
  badge?: ReactNode;
  /** Buttons and state of the viewer for this session. */
  children?: ReactNode;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '130px 1fr' }, gap: { sm: 2 } }}
    >
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One dated session: when, how long, who teaches, where, and how many seats are left. */
export function SessionCard({
  session,
  duration,
  classLocation,
  classLanguage,
  badge,
  children,
}: SessionCardProps) {
  const headingId = `session-${session.id}-title`;
  const { t } = useTranslation('public');
  const format = useFormat();
  const perDay = hoursPerDay(session.start_time, session.end_time);
  const hours =
    perDay === null
      ? null
      : t('session.hoursPerDay', { count: perDay, hours: format.number(perDay) });
  const location = session.location_details ?? session.session_location ?? classLocation;
  const full = session.available_spots <= 0;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-session-id={session.id}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography
          id={headingId}
          component="h3"
          variant="h3"
          sx={{ fontSize: '1.15rem', mr: 'auto' }}
        >
          {formatDateRange(session.start_date, session.end_date, format.locale)}
        </Typography>
        {badge}
        {session.status === 'scheduled' && full && (
          <Chip label={t('session.full')} color="warning" size="small" variant="outlined" />
        )}
        {session.status !== 'scheduled' && (
          <Chip
            label={session.status === 'cancelled' ? t('session.cancelled') : t('session.completed')}
            size="small"
            variant="outlined"
          />
        )}
      </Box>
      <Box component="dl" sx={{ display: 'grid', gap: 0.75, m: 0, mb: 2 }}>
        <Row label={t('session.time')}>
          {`${format.time(session.start_time)} - ${format.time(session.end_time)}`}
          {hours ? ` (${hours})` : ''}
        </Row>
        {duration && <Row label={t('session.duration')}>{duration}</Row>}
        <Row label={t('session.instructor')}>
          {session.instructor_name?.trim() || t('session.tba')}
        </Row>
        {location && <Row label={t('session.location')}>{location}</Row>}
        {classLanguage && session.language !== classLanguage && (
          <Row label={t('session.language')}>{t(`language.name.${session.language}`)}</Row>
        )}
        <Row label={t('session.availability')}>
          {t('session.spots', {
            count: session.capacity,
            available: session.available_spots,
          })}
        </Row>
      </Box>
      {children}
    </Paper>
  );
}
