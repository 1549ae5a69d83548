import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notifications, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type NotificationRow = typeof notifications.$inferSelect;
const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');

const selection = {
  n: notifications,
  senderFirst: sender.firstName,
  senderLast: sender.lastName,
  recipientFirst: recipient.firstName,
  recipientLast: recipient.lastName,
  recipientEmail: recipient.email,
};

export async function listForUser(db: DbOrTx, userId: number, limit = 200) {
  return db
    .select(selection)
    .from(notifications)
    .innerJoin(recipient, eq(recipient.id, notifications.userId))
    .leftJoin(sender, eq(sender.id, notifications.senderId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** One notification; `userId` restricts it to its recipient (omit for admins). */
export async function findNotification(db: DbOrTx, id: number, userId?: number) {
  const where =
    userId === undefined
      ? eq(notifications.id, id)
      : and(eq(notifications.id, id), eq(notifications.userId, userId));
  const rows = await db
    .select(selection)
    .from(notifications)
    .innerJoin(recipient, eq(recipient.id, notifications.userId))
    .leftJoin(sender, eq(sender.id, notifications.senderId))
    .where(where)
    .limit(1);
  return rows[0];
}
export type NotificationView = NonNullable<Awaited<ReturnType<typeof findNotification>>>;

/** Several notifications with their sender and recipient names, in one query. */
export async function findNotificationsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(selection)
    .from(notifications)
    .innerJoin(recipient, eq(recipient.id, notifications.userId))
    .leftJoin(sender, eq(sender.id, notifications.senderId))
    .where(inArray(notifications.id, ids));
}

export async function unreadCount(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return Number(rows[0]?.n ?? 0);
}

export type NewNotification = typeof notifications.$inferInsert;

/** Notification rows written per insert statement: well inside the bound-parameter limit. */
const INSERT_CHUNK = 500;

/**
 * Writes many notifications in a few multi-row inserts (one per 500 rows) and returns their ids in
 * the order of `rows`.
 */
export async function insertNotifications(
  db: DbOrTx,
  rows: readonly NewNotification[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < rows.length; from += INSERT_CHUNK) {
    const written = await db
      .insert(notifications)
      .values(rows.slice(from, from + INSERT_CHUNK))
      .returning({ id: notifications.id });
    ids.push(...written.map((r) => r.id));
  }
  return ids;
}

/**
 * The insert of `insertNotifications` for a statement of several writes: for each row of `from` (a
 * CTE of the caller's statement, with an `id` column), one notification to each recipient (a user
 * id, or a query answering `user_id`), that row's id added to the metadata under `idKey`.
 */
export function insertNotificationsFromSql(
  notice: Omit<NewNotification, 'userId'> & { metadata: Record<string, unknown> },
  opts: { from: SQL; recipients: number | SQL; idKey: string },
): SQL {
  const recipients =
    typeof opts.recipients === 'number'
      ? sql`select ${opts.recipients}::int as user_id`
      : opts.recipients;
  return sql`insert into notifications
      (user_id, sender_id, title, message, type, action_url, template_id, metadata)
    select r.user_id, ${notice.senderId ?? null}::int, ${notice.title}::text,
           ${notice.message}::text, ${notice.type ?? 'user_notification'}::notification_type,
           ${notice.actionUrl ?? null}::text, ${notice.templateId ?? null}::int,
           ${JSON.stringify(notice.metadata)}::jsonb || jsonb_build_object(${opts.idKey}::text, src.id)
    from ${opts.from} src cross join lateral (${recipients}) r`;
}

/** Marks one of the user's notifications read, unless it already is. */
export async function markNotificationRead(db: DbOrTx, id: number, userId: number) {
  await db
    .update(notifications)
    .set({ isRead: true, readAt: new Date() })
    .where(
      and(
        eq(notifications.id, id),
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
      ),
    );
}

/** Marks every unread notification of the user read; returns how many were. */
export async function markAllNotificationsRead(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true, readAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes one of the user's notifications. */
export async function deleteUserNotification(db: DbOrTx, id: number, userId: number) {
  await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
}

/** Deletes notifications by id (a withdrawn Sent entry). */
export async function deleteNotificationsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(notifications).where(inArray(notifications.id, ids));
}
