import { asc, eq, type SQL } from 'drizzle-orm';
import { notificationTemplates } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type TemplateRow = typeof notificationTemplates.$inferSelect;
export type NewTemplate = typeof notificationTemplates.$inferInsert;

export async function listTemplates(db: DbOrTx): Promise<TemplateRow[]> {
  return db
    .select()
    .from(notificationTemplates)
    .orderBy(asc(notificationTemplates.name), asc(notificationTemplates.id));
}

/**
 * One template. `share` locks it for the rest of the transaction, so a template being sent from
 * cannot be changed or deleted half-way (a delete waits for the send to finish).
 */
async function findTemplate(db: DbOrTx, where: SQL, share: boolean) {
  const query = db.select().from(notificationTemplates).where(where).limit(1).$dynamic();
  const rows = await (share ? query.for('share') : query);
  return rows[0];
}

export async function findTemplateById(
  db: DbOrTx,
  id: number,
  opts: { share?: boolean } = {},
): Promise<TemplateRow | undefined> {
  return findTemplate(db, eq(notificationTemplates.id, id), opts.share ?? false);
}

export async function findTemplateByName(
  db: DbOrTx,
  name: string,
  opts: { share?: boolean } = {},
): Promise<TemplateRow | undefined> {
  return findTemplate(db, eq(notificationTemplates.name, name), opts.share ?? false);
}

/** The row, locked for the rest of the transaction (an update or delete follows). */
export async function lockTemplate(db: DbOrTx, id: number): Promise<TemplateRow | undefined> {
  const rows = await db
    .select()
    .from(notificationTemplates)
    .where(eq(notificationTemplates.id, id))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function insertTemplate(db: DbOrTx, values: NewTemplate): Promise<TemplateRow> {
  const [row] = await db.insert(notificationTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(
  db: DbOrTx,
  id: number,
  values: Partial<NewTemplate>,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(notificationTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(notificationTemplates.id, id))
    .returning();
  return row;
}

export async function deleteTemplate(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(notificationTemplates)
    .where(eq(notificationTemplates.id, id))
    .returning({ id: notificationTemplates.id });
  return rows.length > 0;
}
