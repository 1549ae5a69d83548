import { useMutation } from '@tanstack/react-query';
import {
  messageAnswer,
  paymentNoticeSentSchema,
  transactionUpdatedSchema,
  type TransactionStatus,
} from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { saveBlob } from '../../../../lib/save-blob.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';
import { exportFileName } from '../lib/range.ts';
import { FIN_MSG } from '../messages.ts';
import type { DateRange } from '../types.ts';

/** GET /admin/financial/transactions/export?startDate&endDate (CSV, with the token), saved. */
export async function exportTransactions(range: DateRange): Promise<void> {
  const blob = await api.blob('/admin/financial/transactions/export', { query: { ...range } });
  saveBlob(blob, exportFileName(range));
}

export function useExportTransactions() {
  return useMutation({ mutationFn: exportTransactions });
}

/**
 * PATCH /admin/financial/transactions/{id} {status}. Refunding a completed payment also records
 * the refund and cancels the payment; refunded and cancelled are final (docs/decisions/0016).
 */
export async function setTransactionStatus({
  id,
  status,
}: {
  id: number;
  status: TransactionStatus;
}): Promise<string> {
  return messageOf(
    await api.patch(
      `/admin/financial/transactions/${id}`,
      { status },
      { schema: transactionUpdatedSchema },
    ),
    FIN_MSG.transactionUpdated,
  );
}

export function useSetTransactionStatus() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: setTransactionStatus, onSuccess: refresh });
}

/** POST /admin/financial/payments/reminder {payment_id}: the standard reminder, in-app and mail. */
export async function sendReminder(paymentId: number): Promise<string> {
  return messageOf(
    await api.post(
      '/admin/financial/payments/reminder',
      { payment_id: paymentId },
      { schema: messageAnswer },
    ),
    FIN_MSG.reminderSent,
  );
}

export function useSendReminder() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: sendReminder, onSuccess: refresh });
}

export interface PaymentMessage {
  paymentId: number;
  userId: number;
  title: string;
  message: string;
}

/**
 * POST /admin/financial/payments/notify: a message of the office's own words about one payment.
 * The server sends it only to the student who owes the payment (user_id must be theirs).
 */
export async function sendPaymentMessage(input: PaymentMessage): Promise<string> {
  return messageOf(
    await api.post(
      '/admin/financial/payments/notify',
      {
        payment_id: input.paymentId,
        user_id: input.userId,
        title: input.title.trim(),
        message: input.message.trim(),
        type: 'payment_reminder',
      },
      { schema: paymentNoticeSentSchema },
    ),
    FIN_MSG.notificationSent,
  );
}

export function useSendPaymentMessage() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: sendPaymentMessage, onSuccess: refresh });
}
