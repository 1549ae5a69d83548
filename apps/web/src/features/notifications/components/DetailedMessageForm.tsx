import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { MSG, isSafeLink } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { useSpoken } from '../../profile/lib/use-spoken.ts';
import { completeLinks, useSendDetailedMessage } from '../api/send-detailed-message.ts';
import type { AppNotification, NotificationLink } from '../api/types.ts';

interface Row extends NotificationLink {
  key: number;
}

let nextKey = 1;
const emptyRow = (): Row => ({ key: nextKey++, label: '', url: '' });

/**
 * Send Detailed Message (admins and instructors): a follow-up to this notification with optional
 * links. Rows with an empty label or url are dropped before sending.
 */
export function DetailedMessageForm({
  notification,
  recipientText,
}: {
  notification: AppNotification;
  recipientText: string;
}) {
  const { t } = useTranslation('notifications');
  const { msg, toast } = useSpoken();
  const mutation = useSendDetailedMessage();
  const [message, setMessage] = useState('');
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [messageError, setMessageError] = useState<string | null>(null);
  const [linkErrors, setLinkErrors] = useState<Record<number, string>>({});
  const busy = mutation.isPending;

  const update = (key: number, change: Partial<NotificationLink>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const badLinks: Record<number, string> = {};
    for (const row of rows) {
      if (row.label.trim() && row.url.trim() && !isSafeLink(row.url))
        badLinks[row.key] = t('detailed.badLink');
    }
    const emptyMessage = message.trim() === '';
    setMessageError(emptyMessage ? MSG.enterMessage : null);
    setLinkErrors(badLinks);
    if (emptyMessage || Object.keys(badLinks).length > 0) return;

    mutation.mutate(
      {
        originalNotificationId: notification.id,
        message: message.trim(),
        links: completeLinks(rows),
        timestamp: new Date().toISOString(),
      },
      {
        onSuccess: () => {
          toast.success(MSG.detailedMessageSent);
          setMessage('');
          setRows([emptyRow()]);
        },
        onError: (err) => toast.error(err, MSG.detailedMessageFailed),
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Box component="form" noValidate aria-labelledby="detailed-message-title" onSubmit={onSubmit}>
        <Typography variant="h2" id="detailed-message-title" sx={{ fontSize: '1.3rem' }}>
          {t('detailed.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {recipientText}
        </Typography>
        <TextField
          label={t('detailed.message')}
          multiline
          minRows={4}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={Boolean(messageError)}
          helperText={messageError && msg(messageError)}
          disabled={busy}
        />
        <Typography variant="h3" sx={{ fontSize: '1.05rem', mt: 2 }}>
          {t('detailed.links')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('detailed.linksHint')}
        </Typography>
        <Box
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('detailed.linksList')}
        >
          {rows.map((row, i) => (
            <Box
              component="li"
              key={row.key}
              sx={{
                display: 'grid',
                gap: { sm: 2 },
                gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1.5fr auto' },
                alignItems: 'start',
              }}
            >
              <TextField
                label={t('detailed.linkLabel', { n: i + 1 })}
                value={row.label}
                onChange={(e) => update(row.key, { label: e.target.value })}
                disabled={busy}
                sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' } }}
              />
              <TextField
                label={t('detailed.linkAddress', { n: i + 1 })}
                value={row.url}
                placeholder={t('detailed.addressPlaceholder')}
                onChange={(e) => update(row.key, { url: e.target.value })}
                error={Boolean(linkErrors[row.key])}
                helperText={linkErrors[row.key]}
                disabled={busy}
                slotProps={{ htmlInput: { inputMode: 'url' } }}
                sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
              />
              <IconButton
                aria-label={t('detailed.remove', { n: i + 1 })}
                onClick={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
                disabled={busy}
                sx={{
                  mt: 3,
                  gridColumn: { xs: '2 / 3', sm: 'auto' },
                  gridRow: { xs: '1 / 3', sm: 'auto' },
                }}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button
            startIcon={<Add aria-hidden />}
            onClick={() => setRows((rs) => [...rs, emptyRow()])}
            disabled={busy || rows.length >= 20}
          >
            {t('detailed.add')}
          </Button>
          <Button type="submit" variant="contained" loading={busy} sx={{ ml: 'auto' }}>
            {t('detailed.send')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
