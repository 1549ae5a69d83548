import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { UI_TIMING, paymentNoticeSchema, type OutstandingPayment } from '@careclass/shared';
import { useFormat, type Format } from '../../../../i18n/format.ts';
import { FormDialog, fieldProps } from '../../../../components/FormDialog.tsx';
import { useToast } from '../../../../lib/toast.ts';
import { useOfficeDates, type OfficeDates } from '../../classes/lib/office-dates.ts';
import { useSendPaymentMessage } from '../api/mutations.ts';
import { FIN_MSG, useFinanceText } from '../messages.ts';

/** The notice's title and message, both required (the server's rule, with its text). */
const { title, message } = paymentNoticeSchema.shape;
const noticeSchema = z.object({
  title: title.unwrap().unwrap().min(1, FIN_MSG.titleAndMessage),
  message: message.unwrap().unwrap().min(1, FIN_MSG.titleAndMessage),
});

const draft = (
  t: TFunction<'adminFinance'>,
  format: Format,
  { formatDay }: OfficeDates,
  p: OutstandingPayment,
) => {
  const values = {
    name: p.student_name,
    amount: format.money(p.amount),
    what: p.class_name ?? t('messageDialog.yourClass'),
    due: formatDay(p.due_date),
  };
  return {
    title: t('messageDialog.draftTitle', values),
    message:
      p.status === 'overdue'
        ? t('messageDialog.draftOverdue', values)
        : t('messageDialog.draftDue', values),
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
  const { t } = useTranslation('adminFinance');
  const text = useFinanceText();
  const format = useFormat();
  const dates = useOfficeDates();
  const { formatDay } = dates;
  const toast = useToast();
  const send = useSendPaymentMessage();
  // The fields are only marked; the banner says what is missing.
  const bind = { showMessage: false, disableWhileSubmitting: false };

  return (
    <FormDialog
      title={t('messageDialog.title')}
      schema={noticeSchema}
      defaultValues={draft(t, format, dates, payment)}
      submitLabel={t('messageDialog.submit')}
      busySpinner
      bannerMs={UI_TIMING.errorBannerMs}
      focusInvalid={false}
      invalidText={() => text(FIN_MSG.titleAndMessage)}
      failureText={text(FIN_MSG.reminder)}
      failureFields={() => ({})}
      intro={
        <Alert severity="info" icon={false} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('messageDialog.intro', {
            name: payment.student_name,
            email: payment.student_email,
            amount: format.money(payment.amount),
            class: payment.class_name ?? t('messageDialog.aClass'),
            due: formatDay(payment.due_date),
          })}
        </Alert>
      }
      onSubmit={async (values) => {
        toast.success(
          text(
            await send.mutateAsync({ paymentId: payment.id, userId: payment.user_id, ...values }),
          ),
        );
        onClose();
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField
            label={t('messageDialog.titleField')}
            required
            {...fieldProps(form, 'title', bind)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={t('messageDialog.messageField')}
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
