import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import { MSG } from '@careclass/shared';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { useToast } from '../../../../lib/toast.ts';
import {
  useAcceptOffer,
  useDeclineOffer,
  useLeaveWaitlist,
} from '../../../enrollment/api/enrollment.ts';
import type { WaitlistEntry } from '../../api/types.ts';
import {
  estimatedWait,
  formatDate,
  formatDateRange,
  formatDeadline,
  timeLeft,
} from '../../lib/dates.ts';
import { useProviderTimeZone } from '../../../contact/api/get-public-settings.ts';
import { useNow } from '../../lib/use-now.ts';
import {
  Detail,
  DetailList,
  EmptyState,
  RefreshError,
  SectionHeader,
  WaitlistStatusChip,
} from '../common.tsx';
import type { SectionProps } from './types.ts';

type Pending = { kind: 'leave' | 'decline'; entry: WaitlistEntry } | null;

function EntryCard({
  entry,
  now,
  busy,
  onAccept,
  onAsk,
}: {
  entry: WaitlistEntry;
  now: Date;
  busy: boolean;
  onAccept: (entry: WaitlistEntry) => void;
  onAsk: (pending: NonNullable<Pending>) => void;
}) {
  const titleId = useId();
  const timeZone = useProviderTimeZone();
  const offered = entry.status === 'offered';
  const left = offered ? timeLeft(entry.offer_expires_at, now) : null;
  const wait = estimatedWait(entry.estimated_wait_time);
  const name = entry.class_title || entry.class_name;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: 1,
          }}
        >
          <Typography variant="h3" id={titleId} sx={{ fontSize: '1.15rem', minWidth: 0 }}>
            {name}
          </Typography>
          <WaitlistStatusChip status={entry.status} />
        </Box>
        {offered && (
          <Alert severity="success" sx={{ mt: 1.5 }}>
            A seat is held for you.{' '}
            {left
              ? `Accept it before ${formatDeadline(entry.offer_expires_at, timeZone)} (${left}).`
              : 'The offer has run out of time.'}
            {left &&
              (entry.approved_on_accept
                ? ' Once you accept, you are enrolled.'
                : ' Once you accept, the office will confirm your enrollment.')}
          </Alert>
        )}
        <DetailList>
          {entry.position !== null && entry.position !== undefined && (
            <Detail label="Position">#{entry.position}</Detail>
          )}
          <Detail label="Joined">{formatDate(entry.joined_at)}</Detail>
          {(entry.start_date || entry.next_session_date) && (
            <Detail label="Session dates">
              {formatDateRange(entry.start_date ?? entry.next_session_date, entry.end_date)}
            </Detail>
          )}
          <Detail label="Location">{entry.location_details || 'To be announced'}</Detail>
          {!offered && wait && <Detail label="Estimated wait">{wait}</Detail>}
        </DetailList>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {offered && (
            <>
              <Button
                variant="contained"
                color="success"
                disabled={busy || !left}
                onClick={() => onAccept(entry)}
              >
                Accept
              </Button>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => onAsk({ kind: 'decline', entry })}
              >
                Decline
              </Button>
            </>
          )}
          <Button component={RouterLink} to={paths.classDetail(entry.class_id)}>
            View Class Details
          </Button>
          {!offered && (
            <Button color="error" disabled={busy} onClick={() => onAsk({ kind: 'leave', entry })}>
              Leave Waitlist
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

export function WaitlistSection({
  data,
  headingId,
  refresh,
  refreshing,
  refreshError,
}: SectionProps) {
  const now = useNow(30_000);
  const toast = useToast();
  const leave = useLeaveWaitlist();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const [pending, setPending] = useState<Pending>(null);
  const busy = leave.isPending || accept.isPending || decline.isPending;
  const entries = data.waitlist_entries;

  const onAccept = (entry: WaitlistEntry) =>
    accept.mutate(entry.id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (err) => toast.error(err, MSG.somethingWentWrong),
    });

  const onConfirm = () => {
    if (!pending) return;
    const done = { onSettled: () => setPending(null) };
    if (pending.kind === 'leave') {
      leave.mutate(pending.entry.class_id, {
        ...done,
        onSuccess: () => toast.success(MSG.waitlistRemoved),
        onError: (err) => toast.error(err, MSG.waitlistLeaveFailed),
      });
    } else {
      decline.mutate(pending.entry.id, {
        ...done,
        onSuccess: (result) => toast.success(result.message || 'Offer declined'),
        onError: (err) => toast.error(err, MSG.somethingWentWrong),
      });
    }
  };

  return (
    <>
      <SectionHeader
        title="My Waitlist"
        headingId={headingId}
        description="Full sessions you are waiting for. When a seat frees up it is offered to the next person and held for a limited time."
        onRefresh={refresh}
        refreshing={refreshing}
      />
      {refreshError ? (
        <RefreshError
          message={errorMessage(refreshError, MSG.waitlistLoadFailed)}
          onRetry={refresh}
        />
      ) : null}
      {entries.length === 0 ? (
        <EmptyState
          icon={<HourglassEmpty />}
          title="You are not on any waitlist"
          action={
            <Button component={RouterLink} to={paths.classes} variant="contained">
              Browse Classes
            </Button>
          }
        >
          When a session you want is full, join its waitlist from the class page.
        </EmptyState>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {entries.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              now={now}
              busy={busy}
              onAccept={onAccept}
              onAsk={setPending}
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'decline' ? 'Decline this seat?' : 'Leave this waitlist?'}
        confirmLabel={pending?.kind === 'decline' ? 'Decline seat' : 'Leave Waitlist'}
        cancelLabel={pending?.kind === 'decline' ? 'Keep the offer' : 'Stay on the waitlist'}
        destructive
        busy={leave.isPending || decline.isPending}
        onConfirm={onConfirm}
        onClose={() => setPending(null)}
      >
        <Typography>
          {pending?.kind === 'decline'
            ? `The seat in ${pending.entry.class_title} goes to the next person on the waitlist.`
            : `You will lose your place on the waitlist for ${pending?.entry.class_title ?? 'this class'}.`}
        </Typography>
      </ConfirmDialog>
    </>
  );
}
