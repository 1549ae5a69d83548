import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MSG } from '@careclass/shared';
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
  switch (action.kind) {
    case 'none':
      return null;
    case 'staff': {
      const noteId = `session-${sessionId}-staff-note`;
      return (
        <Box sx={row}>
          <Button variant="contained" disabled aria-describedby={noteId}>
            {action.label}
          </Button>
          <Typography id={noteId} sx={{ color: 'text.secondary' }}>
            {MSG.cannotEnrollShort}
          </Typography>
        </Box>
      );
    }
    case 'checking':
      return (
        <Box role="status" aria-label="Checking your enrollment">
          <Skeleton variant="rounded" width={140} height={40} />
        </Box>
      );
    case 'enrolled-elsewhere':
      return (
        <Typography sx={{ color: 'text.secondary' }}>
          You are enrolled in another session of this class.
        </Typography>
      );
    case 'enrolled':
      return <EnrollmentState status={action.status} />;
    case 'offer-held':
      return (
        <Typography sx={{ fontWeight: 600, color: 'success.main' }}>
          A seat in this session is held for you. Accept or decline it above.
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
          Enroll Now
        </Button>
      );
    case 'waitlisted-elsewhere':
      return (
        <Typography sx={{ color: 'text.secondary' }}>
          This session is full. You are on the waitlist for another session.
        </Typography>
      );
    case 'waitlisted':
      return (
        <Box sx={row}>
          <Typography sx={{ fontWeight: 600 }}>
            You are on the waitlist{action.position ? ` (position ${action.position})` : ''}.
          </Typography>
          <Button
            variant="outlined"
            onClick={onLeave}
            loading={running === 'leave'}
            disabled={blocked}
          >
            Leave Waitlist
          </Button>
        </Box>
      );
    case 'full':
      return <Typography sx={{ color: 'text.secondary' }}>This session is full.</Typography>;
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
            Join Waitlist
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            This session is full. We will tell you when a seat frees up.
          </Typography>
        </Box>
      );
  }
}
