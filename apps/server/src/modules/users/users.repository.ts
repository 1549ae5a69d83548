import { eq, sql } from 'drizzle-orm';
import { paymentMethods, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const rows = await db.insert(users).values(values).returning();
  return rows[0]!;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

/** The cards a user keeps on file. */
export async function paymentMethodsOf(db: DbOrTx, userId: number) {
  return db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
}

export async function deletePaymentMethodsOf(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(paymentMethods).where(eq(paymentMethods.userId, userId));
}

export async function deleteUserRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
