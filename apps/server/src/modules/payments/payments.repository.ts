import { desc, eq } from 'drizzle-orm';
import { classes, payments, transactions } from '../../db/schema/index.ts';
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

export async function listTransactionsForUser(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
}

// Enrolment writes (withdrawal, status changes) create and cancel what a student owes.
import { and, inArray } from 'drizzle-orm';

/** Cancels (keeps, not deletes) the payments of an enrolment that are still unpaid. */
export async function cancelOpenPaymentsOf(db: DbOrTx, enrollmentId: number): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        eq(payments.enrollmentId, enrollmentId),
        inArray(payments.status, ['pending', 'due_soon', 'overdue']),
      ),
    );
}

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert) {
  const [payment] = await db.insert(payments).values(values).returning();
  return payment!;
}
