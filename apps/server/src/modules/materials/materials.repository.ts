import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { classMaterials, enrollments, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type MaterialRow = typeof classMaterials.$inferSelect;
export type NewMaterial = typeof classMaterials.$inferInsert;

/** A live (pending or approved, active) or completed enrolment of the student in the class. */
export async function hasMaterialsEnrollment(
  db: DbOrTx,
  userId: number,
  classId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, userId),
        eq(enrollments.classId, classId),
        or(
          and(
            inArray(enrollments.status, ['pending', 'approved']),
            eq(enrollments.enrollmentType, 'active'),
          ),
          and(eq(enrollments.status, 'approved'), isNotNull(enrollments.completedAt)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The class's materials with the uploader's name, newest first. */
export function listMaterials(db: DbOrTx, classId: number) {
  return db
    .select({
      material: classMaterials,
      uploaderName: sql<
        string | null
      >`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(classMaterials)
    .leftJoin(users, eq(users.id, classMaterials.uploadedBy))
    .where(eq(classMaterials.classId, classId))
    .orderBy(desc(classMaterials.createdAt), desc(classMaterials.id));
}

export async function findMaterial(db: DbOrTx, classId: number, materialId: number) {
  const rows = await db
    .select()
    .from(classMaterials)
    .where(and(eq(classMaterials.id, materialId), eq(classMaterials.classId, classId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertMaterial(db: DbOrTx, values: NewMaterial): Promise<MaterialRow> {
  const [row] = await db.insert(classMaterials).values(values).returning();
  return row!;
}

export async function deleteMaterial(db: DbOrTx, classId: number, materialId: number) {
  const rows = await db
    .delete(classMaterials)
    .where(and(eq(classMaterials.id, materialId), eq(classMaterials.classId, classId)))
    .returning();
  return rows[0] ?? null;
}

export async function countFileUses(db: DbOrTx, bucket: string, filePath: string) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(classMaterials)
    .where(and(eq(classMaterials.bucket, bucket), eq(classMaterials.filePath, filePath)));
  return rows[0]?.n ?? 0;
}
