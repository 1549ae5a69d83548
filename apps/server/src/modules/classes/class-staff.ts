import { MSG } from '@careclass/shared';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { classExists, teachesClass } from './classes.repository.ts';

/**
 * The class's staff: every admin, plus an instructor named on the class or on any of its sessions
 * (a guest instructor who teaches one session sees that class's roster and materials too). Students,
 * other instructors and visitors are not staff. One query, no N+1 over sessions.
 */
export async function isClassStaff(db: DbOrTx, user: UserRow, classId: number): Promise<boolean> {
  if (user.role === 'admin') return true;
  if (user.role !== 'instructor') return false;
  return teachesClass(db, user.id, classId);
}

/**
 * 404 when the class does not exist (for anyone: existence of a class is public), 403 when the
 * caller is not one of its staff.
 */
export async function requireClassStaff(db: DbOrTx, user: UserRow, classId: number): Promise<void> {
  if (!(await classExists(db, classId))) throw notFound(MSG.classNotFound);
  if (!(await isClassStaff(db, user, classId))) throw forbidden();
}
