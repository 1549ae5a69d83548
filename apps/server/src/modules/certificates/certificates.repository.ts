import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { certificates, classes, classSessions, enrollments, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { boundedCount } from '../../db/paging.ts';

/** Certificates with their class, session and student, newest first. */
export function listCertificateViews(db: DbOrTx, where?: SQL) {
  const query = db
    .select({
      certificate: certificates,
      classTitle: classes.title,
      session: classSessions,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .leftJoin(classes, eq(classes.id, certificates.classId))
    .leftJoin(classSessions, eq(classSessions.id, certificates.sessionId))
    .where(where)
    .orderBy(desc(certificates.uploadDate), desc(certificates.id));
  return query;
}
export type CertificateView = Awaited<ReturnType<typeof listCertificateViews>>[number];

export const listCertificatesForUser = (db: DbOrTx, userId: number) =>
  listCertificateViews(db, eq(certificates.userId, userId));

export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;

export interface CertificateFilters {
  id?: number;
  userId?: number;
  classId?: number;
  /** Matched, case-insensitively and literally, in the name, the student's name or address, or the class title. */
  search?: string;
  /** The status as shown (expired is derived from the expiration date and `today`). */
  status?: CertificateRow['status'];
  today?: string;
}

/**
 * The filters on the joined rows of listCertificateViews. The search reads the joined student and
 * class directly: no sub-query runs per certificate (docs/decisions/0043).
 */
function certificateWhere(filters: CertificateFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.id !== undefined) conditions.push(eq(certificates.id, filters.id));
  if (filters.userId !== undefined) conditions.push(eq(certificates.userId, filters.userId));
  if (filters.classId !== undefined) conditions.push(eq(certificates.classId, filters.classId));
  if (filters.search) {
    const like = `%${filters.search.replace(/[%_\\]/g, '\\$&').toLowerCase()}%`;
    conditions.push(sql`(lower(${certificates.certificateName}) like ${like}
      or lower(${users.firstName} || ' ' || ${users.lastName}) like ${like}
      or lower(${users.email}) like ${like}
      or lower(${classes.title}) like ${like})`);
  }
  if (filters.status === 'revoked') conditions.push(eq(certificates.status, 'revoked'));
  if (filters.status === 'expired' || filters.status === 'active') {
    const expired = sql`${certificates.expirationDate} < ${filters.today}::date`;
    conditions.push(
      sql`${certificates.status} <> 'revoked' and ${filters.status === 'expired' ? expired : sql`not coalesce(${expired}, false)`}`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Certificates matching every filter given, with their class, session and student, newest first. */
export function findCertificateViews(db: DbOrTx, filters: CertificateFilters) {
  return listCertificateViews(db, certificateWhere(filters));
}

/** A page of findCertificateViews, and the total (exact up to LIMITS.exactCountMax). */
export async function findCertificatePage(
  db: DbOrTx,
  filters: CertificateFilters,
  page: { limit: number; offset: number },
) {
  const where = certificateWhere(filters) ?? sql`true`;
  // Without a search every filter is on the certificate itself: the page's ids come from
  // certificates_upload_idx and only they are joined (docs/decisions/0043).
  const rowsOfPage = filters.search
    ? listCertificateViews(db, where).limit(page.limit).offset(page.offset)
    : listCertificateViews(
        db,
        inArray(
          certificates.id,
          db
            .select({ id: certificates.id })
            .from(certificates)
            .where(where)
            .orderBy(desc(certificates.uploadDate), desc(certificates.id))
            .limit(page.limit)
            .offset(page.offset),
        ),
      );
  const [rows, total] = await Promise.all([
    rowsOfPage,
    boundedCount(
      db,
      sql`from ${certificates} join ${users} on ${users.id} = ${certificates.userId}
          left join ${classes} on ${classes.id} = ${certificates.classId} where ${where}`,
    ),
  ]);
  return { rows, total };
}

export async function findCertificate(db: DbOrTx, id: number): Promise<CertificateRow | undefined> {
  const rows = await db.select().from(certificates).where(eq(certificates.id, id)).limit(1);
  return rows[0];
}

export async function insertCertificate(
  db: DbOrTx,
  values: NewCertificate,
): Promise<CertificateRow> {
  const [row] = await db.insert(certificates).values(values).returning();
  return row!;
}

/** Deletes the certificates and returns the rows that were deleted. */
export async function deleteCertificatesByIds(
  db: DbOrTx,
  ids: number[],
): Promise<CertificateRow[]> {
  if (ids.length === 0) return [];
  return db.delete(certificates).where(inArray(certificates.id, ids)).returning();
}

export async function updateCertificateStatus(
  db: DbOrTx,
  id: number,
  status: CertificateRow['status'],
): Promise<CertificateRow | undefined> {
  const [row] = await db
    .update(certificates)
    .set({ status })
    .where(eq(certificates.id, id))
    .returning();
  return row;
}

/** Sessions of the class with a completed enrolment (of the user, when given), by first day. */
export async function completedSessionsOf(db: DbOrTx, classId: number, userId?: number) {
  return db
    .selectDistinct({
      id: classSessions.id,
      startDate: classSessions.startDate,
      startTime: classSessions.startTime,
      endTime: classSessions.endTime,
    })
    .from(classSessions)
    .innerJoin(enrollments, eq(enrollments.sessionId, classSessions.id))
    .where(
      and(
        eq(classSessions.classId, classId),
        sql`${enrollments.completedAt} is not null`,
        userId ? eq(enrollments.userId, userId) : sql`true`,
      ),
    )
    .orderBy(classSessions.startDate);
}
