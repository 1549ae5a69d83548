import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { classes, payments, stripeEvents, transactions } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export async function listPaymentsForUser(db: DbOrTx, userId: number) {
  return db
    .select({ payment: payments, classTitle: classes.title })
    .from(payments)
    .leftJoin(classes, eq(classes.id, payments.classId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.dueDate), desc(payments.id));
}
export type PaymentView = Awaited<ReturnType<typeof listPaymentsForUser>>[number];

export async function findPaymentView(db: DbOrTx, id: number) {
  const rows = await db
    .select({ payment: payments, classTitle: classes.title })
    .from(payments)
    .leftJoin(classes, eq(classes.id, payments.classId))
    .where(eq(payments.id, id))
    .limit(1);
  return rows[0];
}

export async function lockPayment(db: DbOrTx, id: number) {
  const rows = await db.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
  return rows[0];
}

export type NewTransaction = typeof transactions.$inferInsert;

export async function insertTransaction(db: DbOrTx, values: NewTransaction | NewTransaction[]) {
  if (Array.isArray(values) && values.length === 0) return;
  await db.insert(transactions).values(Array.isArray(values) ? values : [values]);
}

/** Sets a transaction's status, with the Stripe refund that made it refunded when there is one. */
export async function updateTransactionStatus(
  db: DbOrTx,
  id: number,
  status: (typeof transactions.$inferSelect)['status'],
  stripeRefundId: string | null,
) {
  await db
    .update(transactions)
    .set({ status, updatedAt: new Date(), ...(stripeRefundId ? { stripeRefundId } : {}) })
    .where(eq(transactions.id, id));
}

/** The payment is no longer owed. */
export async function cancelPayment(db: DbOrTx, id: number) {
  await db
    .update(payments)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(eq(payments.id, id));
}

/** Pay Now went through: the payment is paid from now on. */
export async function markPaymentPaid(db: DbOrTx, id: number) {
  await db
    .update(payments)
    .set({ status: 'paid', paidAt: new Date(), updatedAt: new Date() })
    .where(eq(payments.id, id));
}

/** Marks the payment paid only while it is still owed; whether it changed. */
export async function markPaymentPaidIfOwed(db: DbOrTx, id: number, now: Date) {
  const marked = await db
    .update(payments)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(and(eq(payments.id, id), notInArray(payments.status, ['paid', 'cancelled'])))
    .returning({ id: payments.id });
  return marked.length > 0;
}

/** Whether this Stripe event was handled before. */
export async function stripeEventSeen(db: DbOrTx, eventId: string) {
  const seen = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, eventId));
  return seen.length > 0;
}

/** Stores the event's id; false when it was already there (another delivery got it first). */
export async function storeStripeEvent(db: DbOrTx, event: { id: string; type: string }) {
  const fresh = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return fresh.length > 0;
}

/** Whether a payment transaction was already written for this Checkout Session. */
export async function checkoutSessionRecorded(db: DbOrTx, checkoutSessionId: string) {
  const recorded = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.stripeCheckoutSessionId, checkoutSessionId),
        eq(transactions.type, 'payment'),
      ),
    );
  return recorded.length > 0;
}

export async function listTransactionsForUser(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
}

// Enrolment writes (withdrawal, status changes) create and cancel what a student owes.

/** Cancels (keeps, not deletes) the payments of the enrolments that are still unpaid. */
export async function cancelOpenPaymentsOf(db: DbOrTx, enrollmentIds: number[]): Promise<void> {
  if (!enrollmentIds.length) return;
  await db
    .update(payments)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        inArray(payments.enrollmentId, enrollmentIds),
        inArray(payments.status, ['pending', 'due_soon', 'overdue']),
      ),
    );
}

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert) {
  const [payment] = await db.insert(payments).values(values).returning();
  return payment!;
}

/** Cancels the user's unpaid payments (kept, not deleted); the ones cancelled, with their amounts. */
export async function cancelUnpaidPaymentsOf(db: DbOrTx, userId: number) {
  return db
    .update(payments)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        eq(payments.userId, userId),
        inArray(payments.status, ['pending', 'due_soon', 'overdue']),
      ),
    )
    .returning({ id: payments.id, amountCents: payments.amountCents });
}
