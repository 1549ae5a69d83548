import {
  PAYMENT_MSG,
  centsToDollars,
  derivePaymentStatus,
  type PaymentHistory,
  type PayPaymentInput,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { todayIn } from '../../lib/time.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { getSettings } from '../settings/settings.service.ts';
import { officeLedgerProvider, type PaymentProvider } from './payment-provider.ts';
import {
  cancelOpenPaymentsOf,
  cancelPayment as cancelPaymentRow,
  findPaymentView,
  insertPayment,
  insertTransaction,
  listPaymentsForUser,
  listTransactionsForUser,
  lockPayment,
  markPaymentPaid,
  type NewTransaction,
  type PaymentView,
  updateTransactionStatus,
} from './payments.repository.ts';
import { recordPaid } from './record-paid.ts';
import { STRIPE_MSG, stripeOf } from './stripe/stripe-client.ts';
import { startCheckout } from './stripe/stripe-checkout.ts';

export { PAYMENT_MSG };

export async function providerToday(ctx: AppContext) {
  return todayIn((await getSettings(ctx.db, ['time_zone'])).time_zone);
}

/** A payment as the student sees it; the status is derived from the due date at read time. */
export function toPaymentDto(view: PaymentView, today: string) {
  const p = view.payment;
  return {
    id: p.id,
    class_id: p.classId,
    class_name: view.classTitle,
    enrollment_id: p.enrollmentId,
    amount: centsToDollars(p.amountCents),
    due_date: p.dueDate,
    status: derivePaymentStatus(p.status, p.dueDate, today),
    paid_at: p.paidAt ? p.paidAt.toISOString() : null,
    created_at: p.createdAt.toISOString(),
  };
}
export type PaymentDto = ReturnType<typeof toPaymentDto>;

export async function myPayments(ctx: AppContext, user: UserRow) {
  const [rows, today] = await Promise.all([
    listPaymentsForUser(ctx.db, user.id),
    providerToday(ctx),
  ]);
  return rows.map((r) => toPaymentDto(r, today));
}

export async function paymentHistory(ctx: AppContext, user: UserRow): Promise<PaymentHistory> {
  const [list, txs] = await Promise.all([
    myPayments(ctx, user),
    listTransactionsForUser(ctx.db, user.id),
  ]);
  return {
    payments: list,
    transactions: txs.map((t) => ({
      id: t.id,
      payment_id: t.paymentId,
      type: t.type,
      status: t.status,
      amount: centsToDollars(t.amountCents),
      last_four: t.lastFour,
      description: t.description,
      created_at: t.createdAt.toISOString(),
    })),
  };
}

/**
 * Writes a row of the money ledger (a refund, a reminder), or several in one statement, in the
 * caller's transaction.
 */
export async function recordTransaction(tx: DbOrTx, values: NewTransaction | NewTransaction[]) {
  await insertTransaction(tx, values);
}

/** Sets a transaction's status, with the Stripe refund that made it refunded when there is one. */
export async function setTransactionStatusOf(
  tx: DbOrTx,
  id: number,
  status: NonNullable<NewTransaction['status']>,
  stripeRefundId: string | null,
) {
  await updateTransactionStatus(tx, id, status, stripeRefundId);
}

/** The payment is no longer owed (its money was given back), in the caller's transaction. */
export async function cancelPayment(tx: DbOrTx, paymentId: number) {
  await cancelPaymentRow(tx, paymentId);
}

/**
 * Pay Now. The payment row is locked first, so two clicks (or two tabs) cannot pay twice: the
 * second finds it paid. The charge goes through the provider; the payment, its transaction row,
 * the activity entry and the receipt are written together.
 */
export async function pay(
  ctx: AppContext,
  user: UserRow,
  id: number,
  input: PayPaymentInput,
  provider: PaymentProvider = officeLedgerProvider,
) {
  // `lastFour` is the older client's name of the field.
  const last_four = input.last_four ?? input.lastFour ?? undefined;
  const view = await findPaymentView(ctx.db, id);
  if (!view || view.payment.userId !== user.id) throw notFound(PAYMENT_MSG.notFound);
  // With Stripe keys the card is taken on Stripe's page; the webhook marks the payment paid.
  const stripe = stripeOf(ctx.config);
  if (stripe) {
    if (view.payment.status === 'paid') throw conflict(PAYMENT_MSG.alreadyPaid, 'ALREADY_PAID');
    if (view.payment.status === 'cancelled') {
      throw conflict(PAYMENT_MSG.cancelled, 'PAYMENT_CANCELLED');
    }
    const checkoutUrl = await startCheckout(ctx, stripe, user, view);
    return {
      message: STRIPE_MSG.redirecting,
      checkout_url: checkoutUrl,
      payment: toPaymentDto(view, await providerToday(ctx)),
    };
  }
  await ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, id);
    if (!payment) throw notFound(PAYMENT_MSG.notFound);
    if (payment.status === 'paid') throw conflict(PAYMENT_MSG.alreadyPaid, 'ALREADY_PAID');
    if (payment.status === 'cancelled') throw conflict(PAYMENT_MSG.cancelled, 'PAYMENT_CANCELLED');
    const result = await provider.charge({
      paymentId: id,
      userId: user.id,
      amountCents: payment.amountCents,
      lastFour: last_four,
    });
    if (!result.ok) throw new AppError(402, 'PAYMENT_DECLINED', PAYMENT_MSG.declined);
    await markPaymentPaid(tx, id);
    await recordPaid(tx, ctx, {
      user,
      paymentId: id,
      classTitle: view.classTitle,
      amountCents: payment.amountCents,
      provider: result.provider,
      reference: result.reference,
      lastFour: last_four ?? null,
    });
  });
  const paid = (await findPaymentView(ctx.db, id))!;
  return { message: PAYMENT_MSG.paid, payment: toPaymentDto(paid, await providerToday(ctx)) };
}

// Enrolment writes (withdrawal, status changes) create and cancel what a student owes.

/** An enrolment ended or left approved: what it still owes is cancelled (kept, not deleted). */
export async function cancelOpenPaymentsForEnrollment(
  tx: DbOrTx,
  enrollmentId: number,
): Promise<void> {
  await cancelOpenPaymentsOf(tx, [enrollmentId]);
}

/** Enrolments ended together (a session cancelled): one statement for all they still owe. */
export async function cancelOpenPaymentsForEnrollments(
  tx: DbOrTx,
  enrollmentIds: number[],
): Promise<void> {
  await cancelOpenPaymentsOf(tx, enrollmentIds);
}

/** What an approved enrolment owes: one payment due, written in the caller's transaction. */
export async function createPaymentDue(
  tx: DbOrTx,
  values: {
    userId: number;
    enrollmentId: number;
    classId: number;
    amountCents: number;
    dueDate: string;
  },
) {
  return insertPayment(tx, values);
}

/** An account being anonymised: its unpaid payments are cancelled, in the caller's transaction. */
export { cancelUnpaidPaymentsOf } from './payments.repository.ts';
