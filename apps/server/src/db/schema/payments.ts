import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.ts';
import { paymentStatus, transactionStatus, transactionType } from './enums.ts';
import { classes } from './classes.ts';
import { enrollments } from './enrollments.ts';
import { users } from './users.ts';

/** What a student owes for an approved enrolment. Money rows are never deleted with a user. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    enrollmentId: integer('enrollment_id').references(() => enrollments.id, {
      onDelete: 'set null',
    }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    paidAt: tstz('paid_at'),
    /** The last status a reminder was sent for, so the sweep never sends one twice. */
    remindedStatus: paymentStatus('reminded_status'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_amount_nonnegative', sql`${t.amountCents} >= 0`),
    index('payments_user_idx').on(t.userId),
    index('payments_status_due_idx').on(t.status, t.dueDate),
    index('payments_enrollment_idx').on(t.enrollmentId),
  ],
);

/** Every payment, refund and reminder is a transaction row (DESIGN 4.11). */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: transactionType('type').notNull(),
    status: transactionStatus('status').notNull().default('completed'),
    amountCents: integer('amount_cents').notNull().default(0),
    provider: text('provider'),
    providerRef: text('provider_ref'),
    lastFour: text('last_four'),
    description: text('description'),
    /** Card payments through Stripe (docs/decisions/0035): the Checkout Session that paid. */
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** Set on a refunded Stripe payment and on its refund row. */
    stripeRefundId: text('stripe_refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transactions_created_idx').on(t.createdAt),
    // The ledger's order (finance.repository.ts): reminders are never in it.
    index('transactions_ledger_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.type} <> 'reminder'`),
    index('transactions_user_idx').on(t.userId),
    index('transactions_payment_idx').on(t.paymentId),
    // One payment row per Checkout Session, whatever arrives twice.
    uniqueIndex('transactions_stripe_payment_uq')
      .on(t.stripeCheckoutSessionId)
      .where(sql`${t.type} = 'payment'`),
  ],
);

/**
 * Stripe webhook events already handled. The primary key makes a retried or concurrent delivery
 * of the same event find its row and do nothing (docs/decisions/0035).
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});
