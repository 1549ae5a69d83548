import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  formatDateForPeople,
  formatSessionWhen,
  PLACE_NOT_SET,
  RENEWAL_HOLD_HOURS,
  type RenewalSession,
} from '@careclass/shared';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useToast } from '../../../lib/toast.ts';
import { useProviderTimeZone } from '../../contact/api/get-public-settings.ts';
import { formatDeadline } from '../../profile/lib/dates.ts';
import { useHoldSeat, useReminder } from '../api/reminders.ts';

const waitlistPath = paths.profileSection('waitlist');

const seatsText = (n: number) => (n === 0 ? 'Full' : n === 1 ? '1 seat left' : `${n} seats left`);

function SessionCard({
  session,
  highlighted,
  canHold,
  busy,
  onHold,
}: {
  session: RenewalSession;
  highlighted: boolean;
  canHold: boolean;
  busy: boolean;
  onHold: () => void;
}) {
  const titleId = useId();
  const full = session.seats_left === 0;
  return (
    <Card
      variant="outlined"
      component="li"
      aria-labelledby={titleId}
      sx={{
        listStyle: 'none',
        ...(highlighted ? { borderColor: 'primary.main', borderWidth: 2 } : {}),
      }}
    >
      <CardContent>
        <Typography
          variant="h3"
          id={titleId}
          sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}
        >
          {formatSessionWhen(session)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {session.location?.trim() || PLACE_NOT_SET}
        </Typography>
        <Typography sx={{ mt: 0.5, fontWeight: 600 }}>{seatsText(session.seats_left)}</Typography>
        {canHold && (
          <Button
            variant="contained"
            sx={{ mt: 1.5 }}
            disabled={full || busy}
            aria-describedby={titleId}
            onClick={onHold}
          >
            Hold a seat for me
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The renewal sessions of an expiry reminder, each with "Hold a seat for me": the seat is held for
 * 48 hours as a waitlist offer, and the student is taken to their waitlist to accept it.
 */
export function RenewalSessions({
  reminderId,
  highlight,
}: {
  reminderId: string;
  highlight?: number;
}) {
  const query = useReminder(reminderId);
  const hold = useHoldSeat();
  const toast = useToast();
  const navigate = useNavigate();
  const timeZone = useProviderTimeZone();
  const headingId = useId();

  if (query.isPending) return <Spinner label="Loading renewal sessions" showLabel />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {errorMessage(query.error, 'The renewal sessions could not be loaded.')}
      </Alert>
    );
  }

  const r = query.data;
  const held = r.held_entry;
  const canHold = !r.enrolled && !held;
  const onHold = (sessionId: number) =>
    hold.mutate(
      { reminderId, sessionId },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          void navigate(waitlistPath);
        },
        onError: (error) => toast.error(error, 'The seat could not be held.'),
      },
    );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', mb: 1 }}>
        Renew with {r.renewal_class_title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {r.certificate_name} expires on {formatDateForPeople(r.expiration_date)}.
        {canHold &&
          ` "Hold a seat for me" keeps a seat for you for ${RENEWAL_HOLD_HOURS} hours; accept it from your waitlist to ask for enrollment.`}
      </Typography>
      {r.enrolled && (
        <Alert severity="success" sx={{ mb: 2 }}>
          You are enrolled in a session of {r.renewal_class_title}.{' '}
          <Link component={RouterLink} to={paths.profileSection('enrollments')}>
            See your enrollments
          </Link>
        </Alert>
      )}
      {held && (
        <Alert severity="success" sx={{ mb: 2 }}>
          A seat is held for you until {formatDeadline(held.offer_expires_at, timeZone)}.{' '}
          <Link component={RouterLink} to={waitlistPath}>
            Accept it from your waitlist
          </Link>
        </Alert>
      )}
      {r.sessions.length === 0 ? (
        <Alert severity="info">
          No session of {r.renewal_class_title} is scheduled yet. New sessions appear in the{' '}
          <Link component={RouterLink} to={paths.classDetail(r.renewal_class_id)}>
            class page
          </Link>
          .
        </Alert>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {r.sessions.map((s) => (
            <SessionCard
              key={s.id}
              session={s}
              highlighted={s.id === highlight}
              canHold={canHold}
              busy={hold.isPending}
              onHold={() => onHold(s.id)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
