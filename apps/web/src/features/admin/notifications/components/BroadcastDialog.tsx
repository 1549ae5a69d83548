import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MSG, TEMPLATE_LIMITS, UI_TIMING } from '@careclass/shared';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useToast } from '../../../../lib/toast.ts';
import { AutoDismissAlert, useAutoDismissError } from '../../components/AutoDismissAlert.tsx';
import { useSendBroadcast } from '../api/send-broadcast.ts';
import type { BroadcastResult } from '../types.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';

/** The steps of a broadcast (specification: idle, preparing, sending, success summary). */
export type BroadcastPhase = 'idle' | 'preparing' | 'sending' | 'success';

/** The preparing step is held this long so that it can be seen and announced. */
export const PREPARE_MS = 600;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export function broadcastSummary(result: BroadcastResult): string {
  return `Sent to ${result.sent_count} of ${result.total_users} users`;
}

/** What the live region says at each step. */
function announcement(phase: BroadcastPhase, result: BroadcastResult | null): string {
  if (phase === 'preparing') return 'Preparing the broadcast…';
  if (phase === 'sending') return 'Sending the broadcast…';
  if (phase === 'success' && result) return `Broadcast sent. ${broadcastSummary(result)}.`;
  return '';
}

/**
 * Broadcast: one message to every active student. After the success summary the dialog closes by
 * itself (3 seconds).
 */
export function BroadcastDialog({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const toast = useToast();
  const banner = useAutoDismissError();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState<{ title: boolean; message: boolean } | null>(null);
  const [phase, setPhase] = useState<BroadcastPhase>('idle');
  const [result, setResult] = useState<BroadcastResult | null>(null);
  const broadcast = useSendBroadcast();
  const busy = phase === 'preparing' || phase === 'sending';

  // The latest onClose, so the parent re-rendering (the lists reload) never restarts the timer.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (phase !== 'success') return;
    const timer = window.setTimeout(() => close.current(), UI_TIMING.broadcastCloseMs);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const submit = async () => {
    const texts = { title: title.trim(), message: message.trim() };
    if (!texts.title || !texts.message) {
      setInvalid({ title: !texts.title, message: !texts.message });
      banner.show(MSG.broadcastNeedsTitleAndMessage);
      return;
    }
    setInvalid(null);
    banner.clear();
    setPhase('preparing');
    await wait(PREPARE_MS);
    setPhase('sending');
    try {
      const sent = await broadcast.mutateAsync(texts);
      setResult(sent);
      setPhase('success');
      toast.success(sent.message);
    } catch (error) {
      setPhase('idle');
      banner.show(errorMessage(error, MSG.broadcastFailed));
    }
  };

  const invalidProps = (field: 'title' | 'message') =>
    invalid?.[field] ? { error: true, helperText: MSG.broadcastNeedsTitleAndMessage } : {};

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Broadcast</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (phase === 'idle') void submit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogContent dividers>
          <AutoDismissAlert error={banner.error} onClose={banner.clear} />
          {phase === 'success' && result ? (
            <Alert severity="success">
              <Typography component="p" sx={{ fontWeight: 600 }}>
                {broadcastSummary(result)}
              </Typography>
              <Typography component="p" variant="body2">
                {result.failed_count === 0
                  ? 'None failed.'
                  : `${result.failed_count} could not be sent.`}{' '}
                This window closes in {UI_TIMING.broadcastCloseMs / 1000} seconds.
              </Typography>
            </Alert>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>
                Every active student receives this message in their notifications, and by e-mail if
                they keep e-mail notifications on.
              </DialogContentText>
              <TextField
                label="Title"
                value={title}
                onChange={(e) => {
                  setTitle(e.target.value);
                  setInvalid((v) => (v ? { ...v, title: false } : v));
                }}
                required
                disabled={busy}
                {...invalidProps('title')}
                slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.title } }}
              />
              <TextField
                label="Message"
                value={message}
                onChange={(e) => {
                  setMessage(e.target.value);
                  setInvalid((v) => (v ? { ...v, message: false } : v));
                }}
                required
                multiline
                minRows={4}
                disabled={busy}
                {...invalidProps('message')}
                slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.message } }}
              />
            </>
          )}
          {busy && <LinearProgress sx={{ mt: 2 }} aria-hidden />}
          {/* Announces each step; the success summary is on screen already, so it is only read. */}
          <Typography
            role="status"
            aria-live="polite"
            variant="body2"
            color="text.secondary"
            sx={phase === 'success' ? visuallyHidden : { mt: busy ? 1 : 0 }}
          >
            {announcement(phase, result)}
          </Typography>
        </DialogContent>
        <DialogActions>
          {phase === 'success' ? (
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          ) : (
            <>
              <Button onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={busy}>
                {busy ? 'Sending…' : 'Send Broadcast'}
              </Button>
            </>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
