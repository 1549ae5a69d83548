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
import { useTranslation } from 'react-i18next';
import { useDates } from '../profile/lib/use-dates.ts';
import { useSpoken } from '../profile/lib/use-spoken.ts';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from './calendar-api.ts';

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
  const { t } = useTranslation('profile');
  const { errorText, toast } = useSpoken();
  const dates = useDates();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const makeAddress = () =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setUrl(answer.url);
        toast.success(answer.message);
      },
      onError: (error) => toast.error(error, t('calendar.feed.createFailed')),
    });

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendar.feed.copied'));
    } catch {
      toast.error(t('calendar.feed.copyFailed'));
    }
  };

  const confirmRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: (answer) => {
        setUrl(null);
        setConfirming(false);
        toast.success(answer.message);
      },
      onError: (error) => toast.error(error, t('calendar.feed.revokeFailed')),
    });

  let body;
  if (feed.isPending) {
    body = (
      <Box role="status" aria-label={t('calendar.feed.loading')}>
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
            {t('common.retry')}
          </Button>
        }
      >
        {errorText(feed.error, t('calendar.feed.loadFailed'))}
      </Alert>
    );
  } else if (!feed.data.active) {
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('calendar.feed.none')}
        </Typography>
        <Button variant="contained" onClick={makeAddress} loading={create.isPending}>
          {t('calendar.feed.create')}
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
              label={t('calendar.feed.address')}
              value={url}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
              onFocus={(event) => event.target.select()}
              helperText={t('calendar.feed.copyNow')}
            />
            <Button
              variant="contained"
              startIcon={<ContentCopyOutlined />}
              onClick={() => void copy()}
            >
              {t('calendar.feed.copy')}
            </Button>
          </Box>
        ) : (
          <Typography color="text.secondary">
            {t('calendar.feed.created', { date: dates.date(feed.data.created_at) })}{' '}
            {t('calendar.feed.hidden')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {!url && (
            <Button variant="outlined" onClick={makeAddress} loading={create.isPending}>
              {t('calendar.feed.makeNew')}
            </Button>
          )}
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            {t('calendar.feed.revoke')}
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
        {t('calendar.feed.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('calendar.feed.intro')}
      </Typography>
      {body}
      <ConfirmDialog
        open={confirming}
        title={t('calendar.feed.revokeTitle')}
        confirmLabel={t('calendar.feed.revokeConfirm')}
        cancelLabel={t('common.cancel')}
        destructive
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setConfirming(false)}
      >
        <Typography>{t('calendar.feed.revokeBody')}</Typography>
      </ConfirmDialog>
    </Paper>
  );
}
