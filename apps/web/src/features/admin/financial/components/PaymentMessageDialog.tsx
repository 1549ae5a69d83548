import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import {
  UI_TIMING,
  formatUsd,
  paymentNoticeSchema,
  type OutstandingPayment,
} from '@careclass/shared';
import { FormDialog, fieldProps } from '../../../../components/FormDialog.tsx';
import { useToast } from '../../../../lib/toast.ts';
import { formatDay } from '../../lib/format.ts';
import { useSendPaymentMessage } from '../api/mutations.ts';
import { FIN_MSG } from '../messages.ts';

/** The notice's title and message, both required (the server's rule, with its text). */
const { title, message } = paymentNoticeSchema.shape;
const noticeSchema = z.object({
  title: title.unwrap().unwrap().min(1, FIN_MSG.titleAndMessage),
  message: message.unwrap().unwrap().min(1, FIN_MSG.titleAndMessage),
});

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
  const toast = useToast();
  const send = useSendPaymentMessage();
  // The fields are only marked; the banner says what is missing.
  const bind = { showMessage: false, disableWhileSubmitting: false };

  return (
    <FormDialog
      title="Send payment reminder"
      schema={noticeSchema}
      defaultValues={draft(payment)}
      submitLabel="Send message"
      busySpinner
      bannerMs={UI_TIMING.errorBannerMs}
      focusInvalid={false}
      invalidText={() => FIN_MSG.titleAndMessage}
      failureText={FIN_MSG.reminder}
      failureFields={() => ({})}
      intro={
        <Alert severity="info" icon={false} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          To {payment.student_name} ({payment.student_email}): {formatUsd(payment.amount)} for{' '}
          {payment.class_name ?? 'a class'}, due {formatDay(payment.due_date)}. Sent in the app and
          by e-mail.
        </Alert>
      }
      onSubmit={async (values) => {
        toast.success(
          await send.mutateAsync({ paymentId: payment.id, userId: payment.user_id, ...values }),
        );
        onClose();
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField
            label="Title"
            required
            {...fieldProps(form, 'title', bind)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label="Message"
            required
            multiline
            minRows={4}
            {...fieldProps(form, 'message', bind)}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
        </>
      )}
    </FormDialog>
  );
}
