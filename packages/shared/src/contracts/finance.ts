import { z } from 'zod';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { idSchema, textSchema, tooLongMessage } from '../input.ts';
import { LIMITS } from '../limits.ts';
import { listPageQuery, pageInfoSchema, pageQueryFields, timestamp } from './common.ts';

/**
 * The contract of Financial Management (issue 12): /api/admin/financial/... Amounts are dollars as
 * JSON numbers (cents / 100), as the server has always answered them.
 */

export const FINANCE_INPUT_MSG = {
  paymentNotFound: 'Payment not found',
  invalidStatus: 'Invalid status',
  notifyType: 'Only a payment notification can be sent here',
} as const;

/**
 * The date range of the finance calls: `startDate`/`endDate` (yyyy-MM-dd) or their snake_case
 * names. The range itself is checked by the server (both needed for the summary, optional
 * elsewhere, start before end, not too long) with the analytics range's messages.
 */
const rangeField = z.string({ error: MSG.datesRequired }).optional();
export const financeRangeQuerySchema = z.object({
  startDate: rangeField,
  endDate: rangeField,
  start_date: rangeField,
  end_date: rangeField,
});
export type FinanceRangeQuery = z.output<typeof financeRangeQuerySchema>;

/** GET /api/admin/financial/payments/outstanding: the due-date range and the page. */
export const outstandingPaymentsQuerySchema = financeRangeQuerySchema.extend(pageQueryFields);
export type OutstandingPaymentsQuery = z.output<typeof outstandingPaymentsQuerySchema>;

/** GET /api/admin/financial/summary: the cards (docs/decisions/0016). */
export const financeSummarySchema = z.object({
  totalRevenue: z.number(),
  pendingPayments: z.number(),
  monthlyRevenue: z.number(),
  outstandingBalance: z.number(),
  collected: z.number(),
  refunded: z.number(),
  overdueAmount: z.number(),
});
export type FinanceSummary = z.output<typeof financeSummarySchema>;

/** One line of the money ledger (payments, refunds, adjustments). */
export const financeTransactionSchema = z.object({
  id: z.number(),
  payment_id: z.number().nullable(),
  user_id: z.number(),
  student_name: z.string(),
  student_email: z.string(),
  class_name: z.string().nullable(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.number(),
  provider: z.string().nullable(),
  reference: z.string().nullable(),
  last_four: z.string().nullable(),
  description: z.string().nullable(),
  created_at: timestamp,
});
export type FinanceTransaction = z.output<typeof financeTransactionSchema>;

/** GET /api/admin/financial/transactions. */
export const financeTransactionListSchema = z.object({
  transactions: z.array(financeTransactionSchema),
  /** Added for long ledgers (docs/decisions/0043); the specification's answer has no pagination. */
  pagination: pageInfoSchema,
});

/** GET /api/admin/financial/transactions: the range, and an optional page (100 rows, at most 500). */
export const financeTransactionQuerySchema = financeRangeQuerySchema.extend(
  listPageQuery(LIMITS.transactionPageSize[0], LIMITS.transactionPageSize[1]),
);
export type FinanceTransactionQuery = z.output<typeof financeTransactionQuerySchema>;
export type FinanceTransactionList = z.output<typeof financeTransactionListSchema>;

/** GET /api/admin/financial/transactions/export answers CSV text. */
export const transactionsCsvSchema = {
  description: 'The transactions of the range as CSV',
  content: { 'text/csv': { schema: z.string() } },
};

/** PATCH /api/admin/financial/transactions/:id. */
export const transactionStatusSchema = z.object({
  status: z.enum(TRANSACTION_STATUSES, { error: FINANCE_INPUT_MSG.invalidStatus }),
});
export type TransactionStatusInput = z.output<typeof transactionStatusSchema>;

export const transactionUpdatedSchema = z.object({
  message: z.string(),
  transaction: financeTransactionSchema,
});
export type TransactionUpdated = z.output<typeof transactionUpdatedSchema>;

/** An owed payment of the outstanding list. */
export const outstandingPaymentSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  student_name: z.string(),
  student_email: z.string(),
  class_name: z.string().nullable(),
  amount: z.number(),
  due_date: z.string(),
  status: z.enum(['overdue', 'due_soon', 'pending']),
  days_overdue: z.number(),
  days_until_due: z.number(),
  last_four: z.string().nullable(),
});
export type OutstandingPayment = z.output<typeof outstandingPaymentSchema>;

/** GET /api/admin/financial/payments/outstanding: the list and the stats of exactly that list. */
export const outstandingPaymentsSchema = z.object({
  /** One page of them, soonest due first; `stats` and `pagination.total` count every page. */
  payments: z.array(outstandingPaymentSchema),
  pagination: pageInfoSchema,
  stats: z.object({
    total_outstanding: z.number(),
    overdue_amount: z.number(),
    overdue_count: z.number(),
    due_soon_amount: z.number(),
    due_soon_count: z.number(),
    not_yet_due_amount: z.number(),
    not_yet_due_count: z.number(),
  }),
});
export type OutstandingPayments = z.output<typeof outstandingPaymentsSchema>;

/** A reminder sent (button, custom message or the payment sweep). */
export const paymentReminderSchema = z.object({
  id: z.number(),
  payment_id: z.number().nullable(),
  user_id: z.number(),
  student_name: z.string(),
  student_email: z.string(),
  class_name: z.string().nullable(),
  amount: z.number().nullable(),
  due_date: z.string().nullable(),
  title: z.string().nullable(),
  sent_at: timestamp,
});
export type PaymentReminder = z.output<typeof paymentReminderSchema>;

/** GET /api/admin/financial/reminders. */
export const paymentReminderListSchema = z.object({ reminders: z.array(paymentReminderSchema) });
export type PaymentReminderList = z.output<typeof paymentReminderListSchema>;

/** POST /api/admin/financial/payments/reminder. */
export const paymentReminderInputSchema = z.object({
  payment_id: idSchema(FINANCE_INPUT_MSG.paymentNotFound),
});
export type PaymentReminderInput = z.output<typeof paymentReminderInputSchema>;

/**
 * POST /api/admin/financial/payments/notify: a custom message about a payment. `userId` is the
 * client form's name of `user_id`. Title and message are required together (checked by the
 * server with its own message).
 */
export const paymentNoticeSchema = z.object({
  payment_id: idSchema(FINANCE_INPUT_MSG.paymentNotFound).optional(),
  user_id: idSchema(MSG.userNotFound).optional(),
  userId: idSchema(MSG.userNotFound).optional(),
  // The client's form names its kind; only a payment notice is sent here.
  type: z.enum(['payment_reminder', 'payment'], { error: FINANCE_INPUT_MSG.notifyType }).optional(),
  title: textSchema(200, tooLongMessage('Title', 200)).optional().default(''),
  message: textSchema(5000, tooLongMessage('Message', 5000)).optional().default(''),
});
export type PaymentNoticeInput = z.output<typeof paymentNoticeSchema>;

export const paymentNoticeSentSchema = z.object({
  message: z.string(),
  payment_id: z.number().nullable(),
});
export type PaymentNoticeSent = z.output<typeof paymentNoticeSentSchema>;
