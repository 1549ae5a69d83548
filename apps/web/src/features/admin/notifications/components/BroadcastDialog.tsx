import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MSG, TEMPLATE_LIMITS, UI_TIMING, broadcastSchema } from '@careclass/shared';
import { useMessageText } from '../../../../i18n/messages.ts';
import { z } from 'zod';
import { FormDialog, fieldProps } from '../../../../components/FormDialog.tsx';
import { useToast } from '../../../../lib/toast.ts';
import { useSendBroadcast } from '../api/send-broadcast.ts';
import type { BroadcastResult } from '../types.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';

/** The steps of a broadcast (specification: idle, preparing, sending, success summary). */
export type BroadcastPhase = 'idle' | 'preparing' | 'sending' | 'success';

/** The preparing step is held this long so that it can be seen and announced. */
export const PREPARE_MS = 600;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

type T = TFunction<'adminNotifications'>;

export function broadcastSummary(t: T, result: BroadcastResult): string {
  return t('broadcastDialog.summary', { sent: result.sent_count, total: result.total_users });
}

/** What the live region says at each step. */
function announcement(t: T, phase: BroadcastPhase, result: BroadcastResult | null): string {
  if (phase === 'preparing') return t('broadcastDialog.preparing');
  if (phase === 'sending') return t('broadcastDialog.sendingBroadcast');
  if (phase === 'success' && result)
    return t('broadcastDialog.done', { summary: broadcastSummary(t, result) });
  return '';
}

/** The broadcast form: the contract's texts, each required (one message for both). */
const broadcastForm = broadcastSchema.pick({ title: true, message: true }).extend({
  title: z
    .string()
    .trim()
    .min(1, { error: MSG.broadcastNeedsTitleAndMessage })
    .max(TEMPLATE_LIMITS.title),
  message: z
    .string()
    .trim()
    .min(1, { error: MSG.broadcastNeedsTitleAndMessage })
    .max(TEMPLATE_LIMITS.message),
});

/**
 * Broadcast: one message to every active student. After the success summary the dialog closes by
 * itself (3 seconds).
 */
export function BroadcastDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('adminNotifications');
  const msg = useMessageText();
  const toast = useToast();
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

  return (
    <FormDialog
      title={t('broadcastDialog.title')}
      schema={broadcastForm}
      defaultValues={{ title: '', message: '' }}
      submitLabel={t('broadcastDialog.submit')}
      busyLabel={t('broadcastDialog.sending')}
      fullScreenBelow="sm"
      dividers
      checksInBanner
      focusInvalid={false}
      bannerMs={UI_TIMING.errorBannerMs}
      failureText={msg(MSG.broadcastFailed)}
      submitDisabled={() => phase !== 'idle'}
      actions={
        phase === 'success' ? (
          <Button variant="contained" onClick={onClose}>
            {t('broadcastDialog.close')}
          </Button>
        ) : undefined
      }
      onSubmit={async (texts) => {
        setPhase('preparing');
        await wait(PREPARE_MS);
        setPhase('sending');
        try {
          const sent = await broadcast.mutateAsync(texts);
          setResult(sent);
          setPhase('success');
          toast.success(msg(sent.message));
        } catch (error) {
          setPhase('idle');
          throw error;
        }
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          {phase === 'success' && result ? (
            <Alert severity="success">
              <Typography component="p" sx={{ fontWeight: 600 }}>
                {broadcastSummary(t, result)}
              </Typography>
              <Typography component="p" variant="body2">
                {result.failed_count === 0
                  ? t('broadcastDialog.noneFailed')
                  : t('broadcastDialog.someFailed', { count: result.failed_count })}{' '}
                {t('broadcastDialog.closesIn', { seconds: UI_TIMING.broadcastCloseMs / 1000 })}
              </Typography>
            </Alert>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>{t('broadcastDialog.intro')}</DialogContentText>
              <TextField
                label={t('broadcastDialog.titleField')}
                required
                slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.title } }}
                {...fieldProps(form, 'title')}
              />
              <TextField
                label={t('broadcastDialog.messageField')}
                required
                multiline
                minRows={4}
                slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.message } }}
                {...fieldProps(form, 'message')}
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
            {announcement(t, phase, result)}
          </Typography>
        </>
      )}
    </FormDialog>
  );
}
