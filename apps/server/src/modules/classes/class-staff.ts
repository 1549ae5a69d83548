import { and, eq, or, sql } from 'drizzle-orm';
import { MSG } from '@careclass/shared';
import { classes, classSessions } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';

/**
 * The class's staff: every admin, plus an instructor named on the class or on any of its sessions
 * (a guest instructor who teaches one session sees that class's roster and materials too). Students,
 * other instructors and visitors are not staff. One query, no N+1 over sessions.
 */
export async function isClassStaff(db: DbOrTx, user: UserRow, classId: number): Promise<boolean> {
  if (user.role === 'admin') return true;
  if (user.role !== 'instructor') return false;
  const rows = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.id, classId),
        or(
          eq(classes.instructorId, user.id),
          sql`exists (select 1 from ${classSessions} where ${classSessions.classId} = ${classes.id}
            and ${classSessions.instructorId} = ${user.id})`,
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * 404 when the class does not exist (for anyone: existence of a class is public), 403 when the
 * caller is not one of its staff.
 */
export async function requireClassStaff(db: DbOrTx, user: UserRow, classId: number): Promise<void> {
  const exists = await db
    .select({ id: classes.id })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  if (exists.length === 0) throw notFound(MSG.classNotFound);
  if (!(await isClassStaff(db, user, classId))) throw forbidden();
}
