import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuditTargetNames } from '@careclass/shared';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  auditLog,
  certificates,
  classes,
  classSessions,
  enrollments,
  notifications,
  notificationTemplates,
  payments,
  transactions,
  users,
  waitlistEntries,
} from '../../db/schema/index.ts';

export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: DbOrTx, values: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(values);
}

export interface AuditLogFilter {
  actorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Days of the provider's calendar (YYYY-MM-DD) in the time zone `timeZone`. */
  startDate?: string;
  endDate?: string;
  timeZone: string;
  limit: number;
  offset: number;
}

/** A page of entries, newest first, each with its actor's name (joined), and the total. */
export async function auditLogPage(db: DbOrTx, f: AuditLogFilter) {
  const conditions: SQL[] = [];
  if (f.actorId) conditions.push(eq(auditLog.actorId, f.actorId));
  if (f.action) conditions.push(eq(auditLog.action, f.action));
  if (f.targetType) conditions.push(eq(auditLog.targetType, f.targetType));
  if (f.targetId) conditions.push(eq(auditLog.targetId, f.targetId));
  const tz = f.timeZone;
  if (f.startDate) {
    conditions.push(
      sql`${auditLog.createdAt} >= (${f.startDate}::date::timestamp at time zone ${tz})`,
    );
  }
  if (f.endDate) {
    conditions.push(
      sql`${auditLog.createdAt} < ((${f.endDate}::date + 1)::timestamp at time zone ${tz})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        log: auditLog,
        actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

/** Audit entries whose target is the user, newest first (served by the target index). */
export async function auditEntriesForUser(db: DbOrTx, userId: number, limit: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

const personName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

export type FoundTargetNames = Partial<AuditTargetNames> & { id: number };
type Lookup = (db: DbOrTx, ids: number[]) => Promise<FoundTargetNames[]>;

type Named = AnyPgTable & { id: AnyPgColumn };
interface Join {
  kind: 'inner' | 'left';
  table: Named;
  on: SQL;
}
/** Joins the row of `table` whose id is `key` (a column, or an expression of the row). */
const inner = (table: Named, key: AnyPgColumn | SQL): Join => ({
  kind: 'inner',
  table,
  on: eq(table.id, key),
});
const left = (table: Named, key: AnyPgColumn | SQL): Join => ({
  ...inner(table, key),
  kind: 'left',
});

/** One batched query: `fields` of the rows of `table` with the given ids, through `joins`. */
function lookup(
  table: Named,
  fields: Record<string, AnyPgColumn | SQL>,
  joins: Join[] = [],
): Lookup {
  return (db, ids) => {
    let query = db
      .select({ id: table.id, ...fields })
      .from(table)
      .$dynamic();
    for (const j of joins) {
      query = j.kind === 'inner' ? query.innerJoin(j.table, j.on) : query.leftJoin(j.table, j.on);
    }
    return query.where(inArray(table.id, ids)) as Promise<FoundTargetNames[]>;
  };
}

const studentAndClass = { user_name: personName, class_title: classes.title };
const studentClassAndDay = { ...studentAndClass, session_date: classSessions.startDate };

/**
 * The names a sentence about an entry needs, one batched query per kind of target (never one per
 * entry). The audit log points into every module's rows, so these read-only lookups join them
 * here. Kinds not listed (settings, files, broadcasts) name nothing.
 */
export const TARGET_NAME_LOOKUPS: Record<string, Lookup> = {
  user: lookup(users, { user_name: personName }),
  class: lookup(classes, { class_title: classes.title }),
  session: lookup(
    classSessions,
    { class_title: classes.title, session_date: classSessions.startDate },
    [inner(classes, classSessions.classId)],
  ),
  enrollment: lookup(enrollments, studentClassAndDay, [
    inner(users, enrollments.userId),
    inner(classes, enrollments.classId),
    inner(classSessions, enrollments.sessionId),
  ]),
  waitlist_entry: lookup(waitlistEntries, studentClassAndDay, [
    inner(users, waitlistEntries.userId),
    inner(classes, waitlistEntries.classId),
    // The session offered, else the one asked for; a class-wide entry has neither.
    left(
      classSessions,
      sql`coalesce(${waitlistEntries.offeredSessionId}, ${waitlistEntries.preferredSessionId})`,
    ),
  ]),
  certificate: lookup(certificates, studentAndClass, [
    inner(users, certificates.userId),
    left(classes, certificates.classId),
  ]),
  payment: lookup(payments, studentAndClass, [
    inner(users, payments.userId),
    left(classes, payments.classId),
  ]),
  transaction: lookup(transactions, studentAndClass, [
    inner(users, transactions.userId),
    left(payments, transactions.paymentId),
    left(classes, payments.classId),
  ]),
  notification: lookup(notifications, { user_name: personName, name: notifications.title }, [
    inner(users, notifications.userId),
  ]),
  notification_template: lookup(notificationTemplates, { name: notificationTemplates.name }),
};
