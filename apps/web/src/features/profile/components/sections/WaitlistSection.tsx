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
import { paths } from '../../../../lib/paths.ts';
import {
  useAcceptOffer,
  useDeclineOffer,
  useLeaveWaitlist,
} from '../../../enrollment/api/enrollment.ts';
import type { WaitlistEntry } from '../../api/types.ts';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../lib/use-dates.ts';
import { useSpoken } from '../../lib/use-spoken.ts';
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
  const { t } = useTranslation('profile');
  const dates = useDates();
  const offered = entry.status === 'offered';
  const left = offered ? dates.timeLeft(entry.offer_expires_at, now) : null;
  const wait = dates.estimatedWait(entry.estimated_wait_time);
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
            {t('waitlist.held')}{' '}
            {left
              ? t('waitlist.acceptBefore', {
                  deadline: dates.deadline(entry.offer_expires_at, timeZone),
                  left,
                })
              : t('waitlist.ranOut')}
            {left &&
              ` ${entry.approved_on_accept ? t('waitlist.enrolledOnAccept') : t('waitlist.officeConfirms')}`}
          </Alert>
        )}
        <DetailList>
          {entry.position !== null && entry.position !== undefined && (
            <Detail label={t('waitlist.position')}>#{entry.position}</Detail>
          )}
          <Detail label={t('waitlist.joined')}>{dates.date(entry.joined_at)}</Detail>
          {(entry.start_date || entry.next_session_date) && (
            <Detail label={t('waitlist.sessionDates')}>
              {dates.dateRange(entry.start_date ?? entry.next_session_date, entry.end_date)}
            </Detail>
          )}
          <Detail label={t('waitlist.location')}>
            {entry.location_details || t('common.toBeAnnounced')}
          </Detail>
          {!offered && wait && <Detail label={t('waitlist.estimatedWait')}>{wait}</Detail>}
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
                {t('waitlist.accept')}
              </Button>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => onAsk({ kind: 'decline', entry })}
              >
                {t('waitlist.decline')}
              </Button>
            </>
          )}
          <Button component={RouterLink} to={paths.classDetail(entry.class_id)}>
            {t('waitlist.viewClass')}
          </Button>
          {!offered && (
            <Button color="error" disabled={busy} onClick={() => onAsk({ kind: 'leave', entry })}>
              {t('waitlist.leave')}
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
  const { t } = useTranslation('profile');
  const { errorText, toast } = useSpoken();
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
        onSuccess: (result) => toast.success(result.message || t('waitlist.offerDeclined')),
        onError: (err) => toast.error(err, MSG.somethingWentWrong),
      });
    }
  };

  return (
    <>
      <SectionHeader
        title={t('sections.waitlist')}
        headingId={headingId}
        description={t('waitlist.description')}
        onRefresh={refresh}
        refreshing={refreshing}
      />
      {refreshError ? (
        <RefreshError message={errorText(refreshError, MSG.waitlistLoadFailed)} onRetry={refresh} />
      ) : null}
      {entries.length === 0 ? (
        <EmptyState
          icon={<HourglassEmpty />}
          title={t('waitlist.empty')}
          action={
            <Button component={RouterLink} to={paths.classes} variant="contained">
              {t('common.browseClasses')}
            </Button>
          }
        >
          {t('waitlist.emptyHint')}
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
        title={pending?.kind === 'decline' ? t('waitlist.declineTitle') : t('waitlist.leaveTitle')}
        confirmLabel={
          pending?.kind === 'decline' ? t('waitlist.declineConfirm') : t('waitlist.leave')
        }
        cancelLabel={pending?.kind === 'decline' ? t('waitlist.keepOffer') : t('waitlist.stay')}
        destructive
        busy={leave.isPending || decline.isPending}
        onConfirm={onConfirm}
        onClose={() => setPending(null)}
      >
        <Typography>
          {pending?.kind === 'decline'
            ? t('waitlist.declineBody', { name: pending.entry.class_title })
            : t('waitlist.leaveBody', {
                name: pending?.entry.class_title ?? t('waitlist.thisClass'),
              })}
        </Typography>
      </ConfirmDialog>
    </>
  );
}
