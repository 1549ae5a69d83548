import { eq, inArray, sql } from 'drizzle-orm';
import type { AuditTargetNames } from '@careclass/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
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

const personName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

type Found = Partial<AuditTargetNames> & { id: number };
type Lookup = (db: DbOrTx, ids: number[]) => Promise<Found[]>;

/**
 * One batched query per kind of target on the page (never one per entry): the names a sentence
 * about the entry needs. Kinds not listed (settings, files, broadcasts) name nothing.
 */
const LOOKUPS: Record<string, Lookup> = {
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

const NONE: AuditTargetNames = {
  user_name: null,
  class_title: null,
  session_date: null,
  name: null,
};
const keyOf = (type: string, id: string | number) => `${type}:${id}`;

/** The names of each entry's target, keyed `type:id`; at most one query per kind of target. */
export async function namesOfTargets(
  db: DbOrTx,
  entries: { targetType: string; targetId: string | null }[],
): Promise<(entry: { targetType: string; targetId: string | null }) => AuditTargetNames> {
  const idsByType = new Map<string, Set<number>>();
  for (const e of entries) {
    // Ids of these tables are integers; anything else (a file path, a batch) names nothing here.
    if (!LOOKUPS[e.targetType] || !e.targetId || !/^\d{1,9}$/.test(e.targetId)) continue;
    const set = idsByType.get(e.targetType) ?? new Set<number>();
    set.add(Number(e.targetId));
    idsByType.set(e.targetType, set);
  }
  const found = new Map<string, AuditTargetNames>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      for (const row of await LOOKUPS[type]!(db, [...ids])) {
        const { id, ...names } = row;
        found.set(keyOf(type, id), { ...NONE, ...names });
      }
    }),
  );
  return (e) => (e.targetId ? (found.get(keyOf(e.targetType, e.targetId)) ?? NONE) : NONE);
}
