import {
  FINANCE_MSG,
  centsToDollars,
  derivePaymentStatus,
  MSG,
  type OutstandingPayment,
  type OutstandingPaymentsQuery,
  type PaymentNoticeInput,
  type FinanceTransactionQuery,
  type PaymentReminderInput,
  type TransactionStatusInput,
  type Language,
  sameStatusText,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { todayIn } from '../../lib/time.ts';
import { rangeOf, revenueTotalOf } from '../analytics/analytics.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { sessionPlaceOfPayment } from '../classes/session-details.ts';
import { noticeIn, type Place } from '../../mail/notice-texts.ts';
import { notifyUser, notifyUsers, type NoticeInput } from '../notifications/notify.ts';
import { getSettings } from '../settings/settings.service.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { findUserById } from '../users/profile.service.ts';
import { toCsv } from '../../lib/csv.ts';
import { boundedPage, pageInfo, pageOffset } from '../../db/paging.ts';
import { owedPayments, owedTotals } from './figures.repository.ts';
import {
  firstOwedPaymentId,
  lockPaymentWithClass,
  lockTransaction,
  countTransactionRows,
  reminderRows,
  transactionRows,
  type DayRange,
  type TransactionRow,
} from './finance.repository.ts';
import {
  cancelPayment,
  recordTransaction,
  setTransactionStatusOf,
} from '../payments/payments.service.ts';
import { refundThroughStripe } from '../payments/stripe/stripe-refund.ts';

export { FINANCE_MSG };

/** Collected, refunded and net (collected − refunded) of a range's money, in cents. */
function money(r: { gross_cents: string | number; refund_cents: string | number }) {
  const collected = Number(r.gross_cents);
  const refunded = Number(r.refund_cents);
  return { collected, refunded, net: collected - refunded };
}

/**
 * The cards (docs/decisions/0016): totalRevenue = net revenue in the range (with the collected
 * and refunded it is made of); monthlyRevenue = net revenue of the current calendar month;
 * outstandingBalance = everything owed; pendingPayments = the part of it not yet overdue. What is
 * owed comes from owedTotals, the same query as the outstanding list and its stats. Each figure
 * is one aggregate in SQL: money from the analytics rollups, what is owed from the payments.
 */
export async function summary(ctx: AppContext, query: unknown) {
  const range = await rangeOf(ctx, query);
  const today = todayIn(range.timeZone);
  const month: DayRange = {
    start: `${today.slice(0, 7)}-01`,
    end: today,
    timeZone: range.timeZone,
  };
  const [inRange, thisMonth, owed] = await Promise.all([
    revenueTotalOf(ctx, range),
    revenueTotalOf(ctx, month),
    owedTotals(ctx.db, today),
  ]);
  const revenue = money(inRange);
  return {
    totalRevenue: centsToDollars(revenue.net),
    pendingPayments: centsToDollars(owed.outstanding_cents - owed.overdue_cents),
    monthlyRevenue: centsToDollars(money(thisMonth).net),
    outstandingBalance: centsToDollars(owed.outstanding_cents),
    collected: centsToDollars(revenue.collected),
    refunded: centsToDollars(revenue.refunded),
    overdueAmount: centsToDollars(owed.overdue_cents),
  };
}

/** The money ledger: payments, refunds and adjustments; reminders have their own list. */
async function ledger(ctx: AppContext, query: unknown, id?: number) {
  const range = hasRange(query) ? await rangeOf(ctx, query) : null;
  return transactionRows(ctx.db, range, id);
}

const toTransactionDto = (t: TransactionRow) => ({
  id: t.id,
  payment_id: t.payment_id,
  user_id: t.user_id,
  student_name: t.student_name,
  student_email: t.student_email,
  class_name: t.class_name,
  type: t.type,
  status: t.status,
  amount: centsToDollars(t.amount_cents),
  provider: t.provider,
  reference: t.provider_ref,
  last_four: t.last_four,
  description: t.description,
  created_at: new Date(t.created_at).toISOString(),
});

export async function listTransactions(ctx: AppContext, query: FinanceTransactionQuery) {
  const range = hasRange(query) ? await rangeOf(ctx, query) : null;
  const [rows, total] = await Promise.all([
    transactionRows(ctx.db, range, undefined, {
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    }),
    countTransactionRows(ctx.db, range),
  ]);
  return {
    transactions: rows.map(toTransactionDto),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: total.total,
      total_is_estimate: total.estimated,
    },
  };
}

export const CSV_HEADER = [
  'Date',
  'Transaction ID',
  'Student',
  'Email',
  'Class',
  'Type',
  'Status',
  'Amount (USD)',
  'Card',
  'Reference',
  'Description',
];

/** The transactions of the range as CSV, in the same order as the screen. */
export async function exportTransactions(ctx: AppContext, query: unknown) {
  const rows = await ledger(ctx, query);
  return toCsv(
    CSV_HEADER,
    rows.map((t) => [
      new Date(t.created_at).toISOString(),
      t.id,
      t.student_name,
      t.student_email,
      t.class_name,
      t.type,
      t.status,
      centsToDollars(t.amount_cents).toFixed(2),
      t.last_four ? `**** ${t.last_four}` : '',
      t.provider_ref,
      t.description,
    ]),
  );
}

/**
 * Changes a transaction's status. Refunding a completed payment also writes the refund as its own
 * transaction (so revenue stays right) and cancels the payment it paid: nothing is owed any more.
 * Refunded and cancelled are final.
 */
export async function setTransactionStatus(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  { status }: TransactionStatusInput,
  ip?: string,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, id);
    if (!row) throw notFound(FINANCE_MSG.transactionNotFound);
    if (row.status === status) throw conflict(sameStatusText('transaction', status), 'SAME_STATUS');
    if (row.status === 'refunded' || row.status === 'cancelled')
      throw conflict(FINANCE_MSG.finalStatus, 'FINAL_STATUS');
    if (status === 'refunded' && !(row.type === 'payment' && row.status === 'completed')) {
      throw conflict(FINANCE_MSG.refundOnlyPayments, 'NOT_REFUNDABLE');
    }
    // A card payment taken by Stripe is refunded there first; if Stripe says no, nothing changes.
    const stripeRefundId =
      status === 'refunded' && row.provider === 'stripe'
        ? await refundThroughStripe(ctx, row)
        : null;
    await setTransactionStatusOf(tx, id, status, stripeRefundId);
    if (status === 'refunded') {
      await recordTransaction(tx, {
        paymentId: row.paymentId,
        userId: row.userId,
        type: 'refund',
        status: 'completed',
        amountCents: row.amountCents,
        provider: row.provider,
        description: `Refund of transaction ${row.id}`,
        ...(stripeRefundId
          ? {
              providerRef: stripeRefundId,
              lastFour: row.lastFour,
              stripeCheckoutSessionId: row.stripeCheckoutSessionId,
              stripePaymentIntentId: row.stripePaymentIntentId,
              stripeRefundId,
            }
          : {}),
      });
      if (row.paymentId) await cancelPayment(tx, row.paymentId);
      const user = await findUserById(tx, row.userId);
      if (user) {
        await notifyUser(tx, {
          user,
          said: (lang) => noticeIn('refundIssued', lang, { amountCents: row.amountCents }),
          type: 'payment',
          actionUrl: '/profile?section=payments',
          mail: 'always',
          appUrl: ctx.config.appUrl,
        });
      }
    }
    await recordAudit(tx, {
      actor: admin,
      action: 'transaction.status',
      targetType: 'transaction',
      targetId: id,
      before: { status: row.status },
      after: { status },
      ip,
    });
  });
  const [updated] = await ledger(ctx, {}, id);
  return { message: FINANCE_MSG.statusUpdated, transaction: toTransactionDto(updated!) };
}

/** Whether the call names a date range at all (both names of the parameters are accepted). */
function hasRange(query: unknown) {
  const q = (query ?? {}) as Record<string, unknown>;
  return !!(q.startDate ?? q.start_date ?? q.endDate ?? q.end_date);
}

/**
 * A page of the owed payments (overdue, due soon and not yet due) with the stats of the whole list;
 * administrators' accounts are left out (docs/decisions/0016). `startDate`/`endDate`, when given,
 * filter on the due date.
 */
export async function outstanding(ctx: AppContext, query: OutstandingPaymentsQuery) {
  const range = hasRange(query) ? await rangeOf(ctx, query) : null;
  const { time_zone } = await getSettings(ctx.db, ['time_zone']);
  const today = todayIn(time_zone);
  const due = range ? { start: range.start, end: range.end } : undefined;
  const page = boundedPage(query);
  const [rows, totals] = await Promise.all([
    owedPayments(ctx.db, today, page, due),
    owedTotals(ctx.db, today, due),
  ]);
  const total = totals.overdue_count + totals.due_soon_count + totals.not_yet_due_count;
  return {
    payments: rows.map((p): OutstandingPayment => ({
      id: p.id,
      user_id: p.user_id,
      student_name: `${p.first_name} ${p.last_name}`,
      student_email: p.email,
      class_name: p.class_name,
      amount: centsToDollars(p.amount_cents),
      due_date: p.due_date,
      status: p.status,
      days_overdue: p.days_until_due < 0 ? -p.days_until_due : 0,
      days_until_due: p.days_until_due >= 0 ? p.days_until_due : 0,
      last_four: p.last_four,
    })),
    pagination: pageInfo(page, total),
    stats: {
      total_outstanding: centsToDollars(totals.outstanding_cents),
      overdue_amount: centsToDollars(totals.overdue_cents),
      overdue_count: totals.overdue_count,
      due_soon_amount: centsToDollars(totals.due_soon_cents),
      due_soon_count: totals.due_soon_count,
      not_yet_due_amount: centsToDollars(totals.not_yet_due_cents),
      not_yet_due_count: totals.not_yet_due_count,
    },
  };
}

/** The reminders sent (button, custom message, payment sweep) in the range, newest first. */
export async function listReminders(ctx: AppContext, query: unknown) {
  const range = hasRange(query) ? await rangeOf(ctx, query) : null;
  const rows = await reminderRows(ctx.db, range);
  return {
    reminders: rows.map((r) => ({
      id: r.id,
      payment_id: r.payment_id,
      user_id: r.user_id,
      student_name: r.student_name,
      student_email: r.student_email,
      class_name: r.class_name,
      amount: r.amount_cents === null ? null : centsToDollars(r.amount_cents),
      due_date: r.due_date,
      title: r.title,
      sent_at: new Date(r.sent_at).toISOString(),
    })),
  };
}

async function owedPayment(tx: DbOrTx, paymentId: number) {
  const p = await lockPaymentWithClass(tx, paymentId);
  if (!p) throw notFound(FINANCE_MSG.paymentNotFound);
  if (p.status === 'paid') throw conflict(FINANCE_MSG.alreadyPaid, 'ALREADY_PAID');
  if (p.status === 'cancelled') throw conflict(FINANCE_MSG.notOwed, 'NOT_OWED');
  return p;
}

/**
 * The reminder both the button and the daily sweep send, in the reader's language; `place` names
 * the session.
 */
export function reminderText(
  p: { amount_cents: number; due_date: string; class_name: string | null },
  status: string,
  place: Place = null,
) {
  return (lang: Language) =>
    noticeIn('paymentReminder', lang, {
      amountCents: p.amount_cents,
      dueDate: p.due_date,
      classTitle: p.class_name,
      place,
      status,
    });
}

interface ReminderPayment {
  id: number;
  user_id: number;
  amount_cents: number;
  due_date: string;
  class_name: string | null;
}

/** Sends a reminder in-app and by e-mail, recorded as a reminder transaction (DESIGN.md 4.11). */
export async function sendReminder(
  tx: DbOrTx,
  ctx: AppContext,
  p: ReminderPayment,
  status: string,
) {
  await sendReminders(tx, ctx, [{ payment: p, status }]);
}

/**
 * Sends the reminders of several payments at once (the payment sweep's batch): each is worded for
 * its payment and session as `sendReminder` words it, and the notices, e-mails and ledger lines go
 * in one multi-row insert each. Answers how many were sent (a deleted user's payment gets none).
 */
export async function sendReminders(
  tx: DbOrTx,
  ctx: AppContext,
  items: readonly { payment: ReminderPayment; status: string }[],
): Promise<number> {
  const notices: NoticeInput[] = [];
  const lines: Parameters<typeof recordTransaction>[1] = [];
  for (const { payment: p, status } of items) {
    const user = await findUserById(tx, p.user_id);
    if (!user) continue;
    const said = reminderText(p, status, await sessionPlaceOfPayment(tx, p.id));
    notices.push({
      user,
      said,
      type: 'payment',
      actionUrl: '/profile?section=payments',
      metadata: { payment_id: p.id, status },
      mail: 'always',
      appUrl: ctx.config.appUrl,
    });
    lines.push({
      paymentId: p.id,
      userId: p.user_id,
      type: 'reminder',
      status: 'completed',
      amountCents: 0,
      // The ledger is the office's: its line is kept in English.
      description: said('en').title,
    });
  }
  if (notices.length === 0) return 0;
  await notifyUsers(tx, notices);
  await recordTransaction(tx, lines);
  return notices.length;
}

export async function remind(
  ctx: AppContext,
  admin: UserRow,
  { payment_id }: PaymentReminderInput,
  ip?: string,
) {
  const today = todayIn((await getSettings(ctx.db, ['time_zone'])).time_zone);
  await ctx.db.transaction(async (tx) => {
    const p = await owedPayment(tx, payment_id);
    await sendReminder(tx, ctx, p, derivePaymentStatus(p.status as 'pending', p.due_date, today));
    await recordAudit(tx, {
      actor: admin,
      action: 'payment.reminder',
      targetType: 'payment',
      targetId: p.id,
      ip,
    });
  });
  return { message: FINANCE_MSG.reminderSent };
}

type NotifyInput = PaymentNoticeInput & { user_id?: number };

/**
 * A custom message about a payment to the student who owes it (never to anyone else). With a
 * payment_id it is about that payment. The client's form sends only the user (type
 * payment_reminder, title, message, userId): then it is about that user's outstanding payment
 * due first, or a plain payment notice when they owe nothing.
 */
export async function notifyAboutPayment(
  ctx: AppContext,
  admin: UserRow,
  body: PaymentNoticeInput,
  ip?: string,
) {
  // `userId` is the client form's name of `user_id`.
  const input: NotifyInput = { ...body, user_id: body.user_id ?? body.userId };
  if (!input.title || !input.message) throw badRequest(FINANCE_MSG.titleAndMessage);
  if (input.payment_id === undefined && input.user_id === undefined)
    throw badRequest(MSG.selectRecipient, { userId: MSG.selectRecipient });
  const paymentId = await ctx.db.transaction(async (tx) => {
    const p =
      input.payment_id !== undefined
        ? await owedPayment(tx, input.payment_id)
        : await firstOwedPaymentOf(tx, input.user_id!);
    if (p && input.user_id !== undefined && input.user_id !== p.user_id)
      throw badRequest(FINANCE_MSG.wrongUser);
    const user = await findUserById(tx, p ? p.user_id : input.user_id!);
    if (!user) throw notFound(MSG.userNotFound);
    await notifyUser(tx, {
      user,
      title: input.title,
      message: input.message,
      type: 'payment',
      senderId: admin.id,
      actionUrl: '/profile?section=payments',
      metadata: p ? { payment_id: p.id } : {},
      mail: 'always',
      appUrl: ctx.config.appUrl,
    });
    await recordNotice(tx, admin, input, p ? { id: p.id, user_id: p.user_id } : null, user.id, ip);
    return p?.id ?? null;
  });
  return { message: FINANCE_MSG.notificationSent, payment_id: paymentId };
}

/** The user's payment still owed that is due first (oldest first on a tie), locked; none: null. */
async function firstOwedPaymentOf(tx: DbOrTx, userId: number) {
  const id = await firstOwedPaymentId(tx, userId);
  return id !== undefined ? owedPayment(tx, id) : null;
}

/** The reminder row of the payment's history (when there is a payment) and the audit entry. */
async function recordNotice(
  tx: DbOrTx,
  admin: UserRow,
  input: NotifyInput,
  p: { id: number; user_id: number } | null,
  userId: number,
  ip?: string,
) {
  if (p) {
    await recordTransaction(tx, {
      paymentId: p.id,
      userId: p.user_id,
      type: 'reminder',
      status: 'completed',
      amountCents: 0,
      description: input.title,
    });
  }
  await recordAudit(tx, {
    actor: admin,
    action: 'payment.notify',
    targetType: p ? 'payment' : 'user',
    targetId: p ? p.id : userId,
    after: { title: input.title },
    ip,
  });
}
