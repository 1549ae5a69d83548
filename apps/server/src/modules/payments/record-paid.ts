import { centsToDollars, formatUsd } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { recordActivity } from '../users/profile.service.ts';
import { notifyUser } from '../notifications/notify.ts';
import { noticeIn } from '../../mail/notice-texts.ts';
import { insertTransaction } from './payments.repository.ts';
import { receiptNumber } from './receipt.service.ts';

export interface PaidRecord {
  user: UserRow;
  paymentId: number;
  classTitle: string | null;
  amountCents: number;
  provider: string;
  reference: string;
  lastFour: string | null;
  stripe?: { checkoutSessionId: string; paymentIntentId: string | null };
}

/**
 * What follows a payment becoming paid, whichever way it was paid: its transaction row, the
 * student's activity entry and the notification with the receipt attached.
 */
export async function recordPaid(tx: DbOrTx, ctx: AppContext, r: PaidRecord) {
  const what = r.classTitle ?? 'a class';
  await insertTransaction(tx, {
    paymentId: r.paymentId,
    userId: r.user.id,
    type: 'payment',
    status: 'completed',
    amountCents: r.amountCents,
    provider: r.provider,
    providerRef: r.reference,
    lastFour: r.lastFour,
    description: `Payment for ${what}`,
    stripeCheckoutSessionId: r.stripe?.checkoutSessionId ?? null,
    stripePaymentIntentId: r.stripe?.paymentIntentId ?? null,
  });
  const amount = formatUsd(centsToDollars(r.amountCents));
  await recordActivity(tx, {
    userId: r.user.id,
    action: 'payment_made',
    description: `Paid ${amount} for ${what}`,
    details: {
      class_title: r.classTitle,
      amount: centsToDollars(r.amountCents),
      ...(r.lastFour ? { last_four: r.lastFour } : {}),
    },
  });
  await notifyUser(tx, {
    user: r.user,
    said: (lang) =>
      noticeIn('paymentReceived', lang, {
        amountCents: r.amountCents,
        classTitle: r.classTitle,
        reference: r.reference,
        receipt: receiptNumber(r.paymentId),
      }),
    type: 'payment',
    actionUrl: '/profile?section=payments',
    metadata: { payment_id: r.paymentId },
    mail: 'always',
    appUrl: ctx.config.appUrl,
    attachments: [{ kind: 'receipt', paymentId: r.paymentId }],
  });
}
