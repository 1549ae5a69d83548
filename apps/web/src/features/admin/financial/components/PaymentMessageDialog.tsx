import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatUsd } from '@careclass/shared';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { useToast } from '../../../../lib/toast.ts';
import { AutoDismissAlert, useAutoDismissError } from '../../components/AutoDismissAlert.tsx';
import { formatDay } from '../../lib/format.ts';
import { useSendPaymentMessage } from '../api/mutations.ts';
import { FIN_MSG } from '../messages.ts';
import type { OutstandingPayment } from '@careclass/shared';

const draft = (p: OutstandingPayment) => {
  const what = p.class_name ?? 'your class';
  return {
    title: `Payment reminder: ${formatUsd(p.amount)} for ${what}`,
    message:
      p.status === 'overdue'
        ? `Hello ${p.student_name}, our records show that ${formatUsd(p.amount)} for ${what} was due on ${formatDay(p.due_date)}. Please pay it from your profile, or contact the office if something is wrong.`
        : `Hello ${p.student_name}, a reminder that ${formatUsd(p.amount)} for ${what} is due on ${formatDay(p.due_date)}. You can pay it from your profile.`,
  };
};

/** A reminder in the office's own words, to the student who owes the payment (and nobody else). */
export function PaymentMessageDialog({
  payment,
  onClose,
}: {
  payment: OutstandingPayment;
  onClose: () => void;
}) {
  const titleId = useId();
  const toast = useToast();
  const banner = useAutoDismissError();
  const send = useSendPaymentMessage();
  const [values, setValues] = useState(() => draft(payment));
  const [missing, setMissing] = useState<{ title?: boolean; message?: boolean }>({});

  const submit = async () => {
    const blank = { title: !values.title.trim(), message: !values.message.trim() };
    if (blank.title || blank.message) {
      setMissing(blank);
      banner.show(FIN_MSG.titleAndMessage);
      return;
    }
    try {
      toast.success(
        await send.mutateAsync({
          paymentId: payment.id,
          userId: payment.user_id,
          title: values.title,
          message: values.message,
        }),
      );
      onClose();
    } catch (error) {
      if (isApiError(error) && error.silent) return;
      banner.show(errorMessage(error, FIN_MSG.reminder));
    }
  };

  return (
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>Send payment reminder</DialogTitle>
        <DialogContent>
          <AutoDismissAlert error={banner.error} onClose={banner.clear} />
          <Alert severity="info" icon={false} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            To {payment.student_name} ({payment.student_email}): {formatUsd(payment.amount)} for{' '}
            {payment.class_name ?? 'a class'}, due {formatDay(payment.due_date)}. Sent in the app
            and by e-mail.
          </Alert>
          <TextField
            label="Title"
            required
            value={values.title}
            onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
            error={Boolean(missing.title && !values.title.trim())}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label="Message"
            required
            multiline
            minRows={4}
            value={values.message}
            onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
            error={Boolean(missing.message && !values.message.trim())}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            Send message
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
