import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { certificates, classes, users } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** The queries of certificates issued by CareClass (docs/decisions/0049). */

/** What an issued certificate needs of each completed enrolment: class facts, session, trainer. */
export function completionFacts(tx: DbOrTx, enrollmentIds: number[]) {
  return queryRows<{
    enrollment_id: number;
    user_id: number;
    class_id: number;
    session_id: number;
    title: string;
    training_hours: string | null;
    validity_months: number | null;
    start_date: string;
    end_date: string;
    instructor_name: string | null;
  }>(
    tx,
    sql`select e.id as enrollment_id, e.user_id, e.class_id, e.session_id, c.title,
          c.training_hours::text as training_hours,
          c.certificate_validity_months as validity_months,
          s.start_date::text as start_date, s.end_date::text as end_date,
          nullif(trim(coalesce(si.first_name, ci.first_name, '') || ' ' ||
                      coalesce(si.last_name, ci.last_name, '')), '') as instructor_name
        from enrollments e
        join class_sessions s on s.id = e.session_id
        join classes c on c.id = e.class_id
        left join users si on si.id = s.instructor_id
        left join users ci on ci.id = c.instructor_id
        where e.id in (${sql.join(enrollmentIds, sql`, `)})
        order by e.id`,
  );
}

export type NewIssued = typeof certificates.$inferInsert;

/**
 * Inserts issued certificates; an enrolment that already has a current one is skipped (the
 * partial unique index certificates_issued_enrollment_uq). Answers the ids inserted.
 */
export async function insertIssued(tx: DbOrTx, rows: NewIssued[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await tx
    .insert(certificates)
    .values(rows)
    .onConflictDoNothing({
      target: certificates.enrollmentId,
      where: sql`enrollment_id is not null and superseded_at is null`,
    })
    .returning({ id: certificates.id });
  return inserted.map((r) => r.id);
}

/** An issued certificate with everything its PDF and its verification show. */
export async function issuedView(db: DbOrTx, where: { id?: number; code?: string }) {
  const rows = await db
    .select({
      certificate: certificates,
      firstName: users.firstName,
      lastName: users.lastName,
      /** The holder's language: the certificate is printed in it (decision 0053). */
      preferredLanguage: users.preferredLanguage,
      classTitle: classes.title,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .leftJoin(classes, eq(classes.id, certificates.classId))
    .where(
      and(
        sql`${certificates.verificationCode} is not null`,
        where.id !== undefined ? eq(certificates.id, where.id) : undefined,
        where.code !== undefined ? eq(certificates.verificationCode, where.code) : undefined,
      ),
    )
    .limit(1);
  return rows[0];
}
export type IssuedView = NonNullable<Awaited<ReturnType<typeof issuedView>>>;

/** Notes that the PDF is in storage. */
export async function markRendered(db: DbOrTx, id: number, size: number, at: Date) {
  await db
    .update(certificates)
    .set({ renderedAt: at, fileSize: size })
    .where(eq(certificates.id, id));
}

/** Revokes a certificate (any kind) with a reason; answers the row, or undefined if none. */
export async function revokeRow(tx: DbOrTx, id: number, reason: string, at: Date) {
  const [row] = await tx
    .update(certificates)
    .set({ status: 'revoked', revokedAt: at, revokedReason: reason })
    .where(eq(certificates.id, id))
    .returning();
  return row;
}

/** Marks the current issued certificate as replaced, so the enrolment may hold a new one. */
export async function supersedeRow(tx: DbOrTx, id: number, at: Date) {
  await tx
    .update(certificates)
    .set({ supersededAt: at })
    .where(and(eq(certificates.id, id), isNull(certificates.supersededAt)));
}

/** Locks a certificate row for a change. */
export async function lockCertificate(tx: DbOrTx, id: number) {
  const rows = await tx.select().from(certificates).where(eq(certificates.id, id)).for('update');
  return rows[0];
}

/** Issued certificates of the given enrolments (tests and the office's checks). */
export function issuedOfEnrollments(db: DbOrTx, enrollmentIds: number[]) {
  return db.select().from(certificates).where(inArray(certificates.enrollmentId, enrollmentIds));
}
