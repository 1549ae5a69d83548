import { and, eq, sql } from 'drizzle-orm';
import { externalTraining, users } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** The queries of the training-hours transcript (docs/decisions/0051). */

export interface EntryRow {
  kind: 'class' | 'external';
  id: number;
  title: string;
  completed_on: string;
  /** numeric(5,1) as text, e.g. "8.5"; exact. */
  hours: string;
  cda_subject_areas: number[];
  certificate_number: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
}

/**
 * Completed enrolments (approved, with completed_at: a completed session moves them to history)
 * and external training of one student, newest first. A completed
 * enrolment's hours and dates are those of its current issued certificate when there is one
 * (frozen when issued), else the class's; an enrolment whose current certificate is revoked does
 * not count.
 */
export function transcriptEntries(db: DbOrTx, userId: number) {
  return queryRows<EntryRow>(
    db,
    sql`select * from (
          select 'class' as kind, e.id, c.title,
            coalesce(ct.session_end, s.end_date)::text as completed_on,
            coalesce(ct.training_hours, c.training_hours, 0)::numeric(6,1)::text as hours,
            c.cda_subject_areas::int[] as cda_subject_areas,
            ct.certificate_number,
            null::text as file_name, null::text as file_type, null::int as file_size
          from enrollments e
          join classes c on c.id = e.class_id
          join class_sessions s on s.id = e.session_id
          left join certificates ct
            on ct.enrollment_id = e.id and ct.superseded_at is null
          where e.user_id = ${userId} and e.status = 'approved'
            and e.completed_at is not null and ct.revoked_at is null
          union all
          select 'external' as kind, x.id, x.title, x.completed_on::text,
            x.hours::numeric(6,1)::text, x.cda_subject_areas::int[], null,
            x.file_name, x.file_type, x.file_size
          from external_training x
          where x.user_id = ${userId}
        ) t
        order by completed_on desc, kind, id desc`,
  );
}

export async function findStudent(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      preferredLanguage: users.preferredLanguage,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function insertExternal(db: DbOrTx, values: typeof externalTraining.$inferInsert) {
  const [row] = await db.insert(externalTraining).values(values).returning();
  return row!;
}

export async function deleteExternal(db: DbOrTx, id: number) {
  const [row] = await db.delete(externalTraining).where(eq(externalTraining.id, id)).returning({
    id: externalTraining.id,
    userId: externalTraining.userId,
    title: externalTraining.title,
    filePath: externalTraining.filePath,
    fileName: externalTraining.fileName,
  });
  return row ?? null;
}

/** Deletes every external training entry of a user; the files they pointed at, for removal. */
export async function deleteExternalOf(db: DbOrTx, userId: number) {
  const rows = await db
    .delete(externalTraining)
    .where(eq(externalTraining.userId, userId))
    .returning({ filePath: externalTraining.filePath });
  return rows.flatMap((row) => (row.filePath ? [row.filePath] : []));
}

/** One external training's file, when `userId` (the student reading their own) is its holder. */
export async function findExternalFile(db: DbOrTx, id: number, userId?: number) {
  const [row] = await db
    .select({
      filePath: externalTraining.filePath,
      fileName: externalTraining.fileName,
      fileType: externalTraining.fileType,
    })
    .from(externalTraining)
    .where(
      userId === undefined
        ? eq(externalTraining.id, id)
        : and(eq(externalTraining.id, id), eq(externalTraining.userId, userId)),
    );
  return row ?? null;
}

/** How many external trainings point at a file of the certificates bucket. */
export async function countExternalFileUses(db: DbOrTx, key: string) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${externalTraining} where file_path = ${key}`,
  );
  return row?.n ?? 0;
}
