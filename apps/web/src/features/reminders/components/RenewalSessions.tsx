import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RENEWAL_HOLD_HOURS, type RenewalSession } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useProviderTimeZone } from '../../contact/api/get-public-settings.ts';
import { useSpoken } from '../../profile/lib/use-spoken.ts';
import { useHoldSeat, useReminder } from '../api/reminders.ts';

const waitlistPath = paths.profileSection('waitlist');

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
  const { t } = useTranslation('reminders');
  const f = useFormat();
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
          {f.sessionWhen(session)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {session.location?.trim() || t('placeNotSet')}
        </Typography>
        <Typography sx={{ mt: 0.5, fontWeight: 600 }}>
          {full ? t('full') : t('seatsLeft', { count: session.seats_left })}
        </Typography>
        {canHold && (
          <Button
            variant="contained"
            sx={{ mt: 1.5 }}
            disabled={full || busy}
            aria-describedby={titleId}
            onClick={onHold}
          >
            {t('hold')}
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
  const { t } = useTranslation('reminders');
  const f = useFormat();
  const { errorText, toast } = useSpoken();
  const navigate = useNavigate();
  const timeZone = useProviderTimeZone();
  const headingId = useId();

  if (query.isPending) return <Spinner label={t('loading')} showLabel />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {errorText(query.error, t('loadFailed'))}
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
        onSuccess: () => {
          toast.success(t('held', { hours: RENEWAL_HOLD_HOURS }));
          void navigate(waitlistPath);
        },
        onError: (error) => toast.error(error, t('holdFailed')),
      },
    );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('renewWith', { title: r.renewal_class_title })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('expiresOn', { name: r.certificate_name, date: f.date(r.expiration_date) })}
        {canHold && ` ${t('howItWorks', { hours: RENEWAL_HOLD_HOURS })}`}
      </Typography>
      {r.enrolled && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('enrolled', { title: r.renewal_class_title })}{' '}
          <Link component={RouterLink} to={paths.profileSection('enrollments')}>
            {t('seeEnrollments')}
          </Link>
        </Alert>
      )}
      {held && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('heldUntil', { until: f.instant(held.offer_expires_at, timeZone) })}{' '}
          <Link component={RouterLink} to={waitlistPath}>
            {t('acceptFromWaitlist')}
          </Link>
        </Alert>
      )}
      {r.sessions.length === 0 ? (
        <Alert severity="info">
          {t('noSessions', { title: r.renewal_class_title })}{' '}
          <Link component={RouterLink} to={paths.classDetail(r.renewal_class_id)}>
            {t('classPage')}
          </Link>
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
