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

import { and, inArray } from 'drizzle-orm';

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
