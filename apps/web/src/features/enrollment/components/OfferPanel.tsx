import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EventSeatOutlined from '@mui/icons-material/EventSeatOutlined';
import type { WaitlistEntry } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useProviderTimeZone } from '../../contact/api/get-public-settings.ts';
import { formatCountdown, formatDateRange } from '../../catalogue/lib/format.ts';

interface OfferPanelProps {
  entry: WaitlistEntry;
  /** The session whose seat is held, when it is still listed. */
  session:
    { start_date: string; end_date: string; start_time: string; end_time: string } | undefined;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
  /** Called once when the hold runs out, so the page can ask the server again. */
  onExpired: () => void;
}

function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** A seat freed up and is held for this student: accept or decline before the hold ends. */
export function OfferPanel({
  entry,
  session,
  busy,
  onAccept,
  onDecline,
  onExpired,
}: OfferPanelProps) {
  const now = useNow(1000);
  const { t } = useTranslation('public');
  const format = useFormat();
  const timeZone = useProviderTimeZone();
  const expiresAt = entry.offer_expires_at ? new Date(entry.offer_expires_at).getTime() : null;
  const left = expiresAt === null ? null : expiresAt - now;
  const expired = left !== null && left <= 0;

  useEffect(() => {
    if (expired) onExpired();
    // Once per expiry: onExpired only refetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expired]);

  return (
    <Paper
      component="section"
      aria-labelledby="offer-heading"
      elevation={0}
      sx={{
        p: { xs: 2.5, sm: 3 },
        mb: 4,
        border: 2,
        borderColor: 'success.main',
        bgcolor: '#eef7f0',
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <EventSeatOutlined aria-hidden sx={{ color: 'success.main', fontSize: 36, mt: 0.5 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id="offer-heading"
            component="h2"
            variant="h2"
            sx={{ fontSize: '1.35rem', mb: 1 }}
          >
            {t('offer.heading')}
          </Typography>
          {entry.offer_expires_at && (
            <Typography sx={{ fontWeight: 600 }}>
              {/* Worded as the offer e-mail words it, in the provider's zone. */}
              {t('offer.heldUntil', { when: format.instant(entry.offer_expires_at, timeZone) })}
            </Typography>
          )}
          {session && (
            <Typography sx={{ mt: 0.5 }}>
              {t('enroll.session', {
                dates: formatDateRange(session.start_date, session.end_date, format.locale),
                times: `${format.time(session.start_time)} - ${format.time(session.end_time)}`,
              })}
            </Typography>
          )}
          {left !== null && (
            <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
              {expired ? t('offer.expired') : t('offer.timeLeft', { left: formatCountdown(left) })}
            </Typography>
          )}
          <Typography sx={{ mt: 1 }}>
            {entry.approved_on_accept ? t('offer.acceptEnrols') : t('offer.acceptRequests')}{' '}
            {t('offer.declineHint')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
            <Button
              variant="contained"
              color="success"
              onClick={onAccept}
              loading={busy}
              disabled={expired}
            >
              {t('offer.accept')}
            </Button>
            <Button variant="outlined" onClick={onDecline} disabled={busy || expired}>
              {t('offer.decline')}
            </Button>
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
