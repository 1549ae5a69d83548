import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MSG } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../i18n/messages.ts';
import type { SessionAction } from '../lib/session-actions.ts';
import { EnrollmentState } from './EnrollmentState.tsx';

export interface SessionActionsProps {
  sessionId: number;
  action: SessionAction;
  /** Which call is running for this session, if any. */
  running: 'enroll' | 'join' | 'leave' | null;
  /** Another session's call is running: this one's buttons wait. */
  blocked: boolean;
  onEnroll: () => void;
  onJoin: () => void;
  onLeave: () => void;
}

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 } as const;

/** The buttons or state of the viewer for one session (what sessionAction decided). */
export function SessionActions({
  sessionId,
  action,
  running,
  blocked,
  onEnroll,
  onJoin,
  onLeave,
}: SessionActionsProps) {
  const { t } = useTranslation('public');
  const messageText = useMessageText();
  switch (action.kind) {
    case 'none':
      return null;
    case 'staff': {
      const noteId = `session-${sessionId}-staff-note`;
      return (
        <Box sx={row}>
          <Button variant="contained" disabled aria-describedby={noteId}>
            {action.label === 'Join Waitlist' ? t('enroll.join') : t('enroll.enroll')}
          </Button>
          <Typography id={noteId} sx={{ color: 'text.secondary' }}>
            {messageText(MSG.cannotEnrollShort)}
          </Typography>
        </Box>
      );
    }
    case 'checking':
      return (
        <Box role="status" aria-label={t('enroll.checking')}>
          <Skeleton variant="rounded" width={140} height={40} />
        </Box>
      );
    case 'enrolled-elsewhere':
      return (
        <Typography sx={{ color: 'text.secondary' }}>{t('enroll.enrolledElsewhere')}</Typography>
      );
    case 'enrolled':
      return <EnrollmentState status={action.status} />;
    case 'offer-held':
      return (
        <Typography sx={{ fontWeight: 600, color: 'success.main' }}>
          {t('enroll.offerHeld')}
        </Typography>
      );
    case 'enroll':
      return (
        <Button
          variant="contained"
          onClick={onEnroll}
          loading={running === 'enroll'}
          disabled={blocked}
        >
          {t('enroll.enroll')}
        </Button>
      );
    case 'waitlisted-elsewhere':
      return (
        <Typography sx={{ color: 'text.secondary' }}>{t('enroll.waitlistedElsewhere')}</Typography>
      );
    case 'waitlisted':
      return (
        <Box sx={row}>
          <Typography sx={{ fontWeight: 600 }}>
            {action.position
              ? t('enroll.onWaitlistAt', { position: action.position })
              : t('enroll.onWaitlist')}
          </Typography>
          <Button
            variant="outlined"
            onClick={onLeave}
            loading={running === 'leave'}
            disabled={blocked}
          >
            {t('enroll.leave')}
          </Button>
        </Box>
      );
    case 'full':
      return <Typography sx={{ color: 'text.secondary' }}>{t('enroll.full')}</Typography>;
    case 'join-waitlist':
      return (
        <Box sx={row}>
          <Button
            variant="contained"
            color="secondary"
            onClick={onJoin}
            loading={running === 'join'}
            disabled={blocked}
          >
            {t('enroll.join')}
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('enroll.fullJoinHint')}
          </Typography>
        </Box>
      );
  }
}
