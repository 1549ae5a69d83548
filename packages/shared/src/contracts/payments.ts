import { z } from 'zod';
import { PAYMENT_STATUSES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../enums.ts';
import { timestamp } from './common.ts';

/**
 * The contract of the payments domain (issue 12): Pay Now, the receipt, Stripe's webhook and a
 * student's payment history. Amounts are dollars as JSON numbers (cents / 100), as the server
 * has always answered them; the status and due-date rules stay in ../payments.ts.
 */

/** The payment forms' own refusals (message group `paymentInput`, docs/decisions/0053). */
export const PAYMENT_INPUT_MSG = { lastFour: 'Card digits must be the last four digits' } as const;

/** The last four digits of the card the office records (optional). */
const lastFourField = z
  .string()
  .regex(/^\d{4}$/, { error: PAYMENT_INPUT_MSG.lastFour })
  .optional()
  .nullable();

/** POST /api/payments/:id/pay. `lastFour` is the older client's name of the same field. */
export const payPaymentSchema = z.object({
  last_four: lastFourField,
  lastFour: lastFourField,
});
export type PayPaymentInput = z.output<typeof payPaymentSchema>;

/** A payment as its student sees it; the status is derived from the due date at read time. */
export const paymentSchema = z.object({
  id: z.number(),
  class_id: z.number().nullable(),
  class_name: z.string().nullable(),
  enrollment_id: z.number().nullable(),
  amount: z.number(),
  due_date: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  paid_at: timestamp.nullable(),
  created_at: timestamp,
});
export type Payment = z.output<typeof paymentSchema>;

/**
 * The answer of Pay Now: paid at once through the office ledger, or (with Stripe keys) the
 * Checkout page to go to, the payment still owed.
 */
export const paymentPaidSchema = z.object({
  message: z.string(),
  checkout_url: z.string().optional(),
  payment: paymentSchema,
});
export type PaymentPaid = z.output<typeof paymentPaidSchema>;

/** One line of a student's own money history (payments, refunds, reminders). */
export const paymentTransactionSchema = z.object({
  id: z.number(),
  payment_id: z.number().nullable(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.number(),
  last_four: z.string().nullable(),
  description: z.string().nullable(),
  created_at: timestamp,
});
export type PaymentTransaction = z.output<typeof paymentTransactionSchema>;

/** GET /api/users/payment-history. */
export const paymentHistorySchema = z.object({
  payments: z.array(paymentSchema),
  transactions: z.array(paymentTransactionSchema),
});
export type PaymentHistory = z.output<typeof paymentHistorySchema>;

/** GET /api/payments/:id/receipt answers the PDF itself. */
export const receiptFileSchema = {
  description: 'The receipt (PDF)',
  content: { 'application/pdf': { schema: z.string() } },
};

/**
 * POST /api/payments/stripe/webhook: a Stripe event, JSON as Stripe sends it. The route keeps the
 * body as its raw bytes (the signature in the stripe-signature header covers exactly them), so the
 * body is not parsed against a shape here; the Stripe library reads it once the signature holds.
 */
export const stripeEventSchema = z.unknown().meta({
  description:
    'A Stripe event (JSON). Verified against the stripe-signature header on the raw bytes.',
});

/** The webhook's answer once the event is verified and handled. */
export const stripeEventReceivedSchema = z.object({ received: z.literal(true) });
export type StripeEventReceived = z.output<typeof stripeEventReceivedSchema>;
