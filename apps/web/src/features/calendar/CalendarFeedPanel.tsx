import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import { formatDate } from '../profile/lib/dates.ts';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from './calendar-api.ts';

export const FEED_TEXT = {
  title: 'Calendar feed',
  intro:
    'Subscribe to this private address in your phone or computer calendar to see the sessions of your approved enrollments, kept up to date. Cancelled sessions show as cancelled.',
  loadFailed: 'Failed to load your calendar feed',
  createFailed: 'Failed to create a calendar feed address',
  revokeFailed: 'Failed to revoke the calendar feed address',
  copied: 'Address copied',
  copyFailed: 'Could not copy. Select the address and copy it yourself.',
  hidden:
    'Your feed address is shown only once, when it is made. If you need it again, make a new one: the old address stops working.',
} as const;

/**
 * The profile's calendar feed: make an address (shown once, with a copy button), make a new one,
 * or revoke it (docs/decisions/0048).
 */
export function CalendarFeedPanel() {
  const titleId = useId();
  const fieldId = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const makeAddress = () =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setUrl(answer.url);
        toast.success(answer.message);
      },
      onError: (error) => toast.error(error, FEED_TEXT.createFailed),
    });

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(FEED_TEXT.copied);
    } catch {
      toast.error(FEED_TEXT.copyFailed);
    }
  };

  const confirmRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: (answer) => {
        setUrl(null);
        setConfirming(false);
        toast.success(answer.message);
      },
      onError: (error) => toast.error(error, FEED_TEXT.revokeFailed),
    });

  let body;
  if (feed.isPending) {
    body = (
      <Box role="status" aria-label="Loading your calendar feed">
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="rounded" height={36} width={180} sx={{ mt: 1 }} />
      </Box>
    );
  } else if (feed.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void feed.refetch()}>
            Retry
          </Button>
        }
      >
        {errorMessage(feed.error, FEED_TEXT.loadFailed)}
      </Alert>
    );
  } else if (!feed.data.active) {
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          You have no calendar feed address yet.
        </Typography>
        <Button variant="contained" onClick={makeAddress} loading={create.isPending}>
          Create feed address
        </Button>
      </>
    );
  } else {
    body = (
      <>
        {url ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              id={fieldId}
              label="Calendar feed address"
              value={url}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
              onFocus={(event) => event.target.select()}
              helperText="Copy it now: it is shown only once."
            />
            <Button
              variant="contained"
              startIcon={<ContentCopyOutlined />}
              onClick={() => void copy()}
            >
              Copy address
            </Button>
          </Box>
        ) : (
          <Typography color="text.secondary">
            Feed address created {formatDate(feed.data.created_at)}. {FEED_TEXT.hidden}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {!url && (
            <Button variant="outlined" onClick={makeAddress} loading={create.isPending}>
              Make a new address
            </Button>
          )}
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            Revoke address
          </Button>
        </Box>
      </>
    );
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}
    >
      <Typography variant="h3" id={titleId} sx={{ fontSize: '1.15rem', mb: 0.5 }}>
        {FEED_TEXT.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {FEED_TEXT.intro}
      </Typography>
      {body}
      <ConfirmDialog
        open={confirming}
        title="Revoke the calendar feed address?"
        confirmLabel="Revoke"
        destructive
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setConfirming(false)}
      >
        <Typography>
          Calendars subscribed to this address stop receiving your sessions. You can make a new
          address later.
        </Typography>
      </ConfirmDialog>
    </Paper>
  );
}
