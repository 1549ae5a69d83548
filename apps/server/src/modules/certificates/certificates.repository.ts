import { desc, eq, type SQL } from 'drizzle-orm';
import { certificates, classes, classSessions, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

/** Certificates with their class, session and student, newest first. */
export async function listCertificateViews(db: DbOrTx, where?: SQL) {
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
    .orderBy(desc(certificates.uploadDate), desc(certificates.id));
  return where ? query.where(where) : query;
}
export type CertificateView = Awaited<ReturnType<typeof listCertificateViews>>[number];

export const listCertificatesForUser = (db: DbOrTx, userId: number) =>
  listCertificateViews(db, eq(certificates.userId, userId));
