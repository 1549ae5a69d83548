import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuditTargetNames } from '@careclass/shared';
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

/**
 * The names a sentence about an entry needs, one batched query per kind of target (never one per
 * entry). The audit log points into every module's rows, so these read-only lookups join them
 * here. Kinds not listed (settings, files, broadcasts) name nothing.
 */
export const TARGET_NAME_LOOKUPS: Record<string, Lookup> = {
  user: (db, ids) =>
    db.select({ id: users.id, user_name: personName }).from(users).where(inArray(users.id, ids)),
  class: (db, ids) =>
    db
      .select({ id: classes.id, class_title: classes.title })
      .from(classes)
      .where(inArray(classes.id, ids)),
  session: (db, ids) =>
    db
      .select({
        id: classSessions.id,
        class_title: classes.title,
        session_date: classSessions.startDate,
      })
      .from(classSessions)
      .innerJoin(classes, eq(classes.id, classSessions.classId))
      .where(inArray(classSessions.id, ids)),
  enrollment: (db, ids) =>
    db
      .select({
        id: enrollments.id,
        user_name: personName,
        class_title: classes.title,
        session_date: classSessions.startDate,
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .innerJoin(classes, eq(classes.id, enrollments.classId))
      .innerJoin(classSessions, eq(classSessions.id, enrollments.sessionId))
      .where(inArray(enrollments.id, ids)),
  waitlist_entry: (db, ids) =>
    db
      .select({
        id: waitlistEntries.id,
        user_name: personName,
        class_title: classes.title,
        session_date: classSessions.startDate,
      })
      .from(waitlistEntries)
      .innerJoin(users, eq(users.id, waitlistEntries.userId))
      .innerJoin(classes, eq(classes.id, waitlistEntries.classId))
      // The session offered, else the one asked for; a class-wide entry has neither.
      .leftJoin(
        classSessions,
        eq(
          classSessions.id,
          sql`coalesce(${waitlistEntries.offeredSessionId}, ${waitlistEntries.preferredSessionId})`,
        ),
      )
      .where(inArray(waitlistEntries.id, ids)),
  certificate: (db, ids) =>
    db
      .select({ id: certificates.id, user_name: personName, class_title: classes.title })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .leftJoin(classes, eq(classes.id, certificates.classId))
      .where(inArray(certificates.id, ids)),
  payment: (db, ids) =>
    db
      .select({ id: payments.id, user_name: personName, class_title: classes.title })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(classes, eq(classes.id, payments.classId))
      .where(inArray(payments.id, ids)),
  transaction: (db, ids) =>
    db
      .select({ id: transactions.id, user_name: personName, class_title: classes.title })
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.userId))
      .leftJoin(payments, eq(payments.id, transactions.paymentId))
      .leftJoin(classes, eq(classes.id, payments.classId))
      .where(inArray(transactions.id, ids)),
  notification: (db, ids) =>
    db
      .select({ id: notifications.id, user_name: personName, name: notifications.title })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(inArray(notifications.id, ids)),
  notification_template: (db, ids) =>
    db
      .select({ id: notificationTemplates.id, name: notificationTemplates.name })
      .from(notificationTemplates)
      .where(inArray(notificationTemplates.id, ids)),
};
