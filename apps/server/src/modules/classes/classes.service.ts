import type { CatalogueQuery, ClassSessions, SessionStudent } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { getSettings } from '../settings/settings.service.ts';
import { toSessionDto } from './classes.mapper.ts';
import {
  classExists as classRowExists,
  findClassWithInstructor,
  findSession,
  listSessions,
  studentsBySession,
} from './classes.repository.ts';
import { catalogueClass, catalogueList, type CachedAnswer } from './catalogue-cache.ts';
import { isClassStaff } from './class-staff.ts';
import type { UserRow } from '../../plugins/auth.ts';

const CLASS_NOT_FOUND = 'Class not found';
const SESSION_NOT_FOUND = 'Session not found';

export async function timeZoneOf(ctx: AppContext): Promise<string> {
  return (await getSettings(ctx.db, ['time_zone'])).time_zone;
}

/** The public catalogue with upcoming sessions, from the catalogue cache (decision 0042). */
export async function listCatalogue(ctx: AppContext, q: CatalogueQuery): Promise<CachedAnswer> {
  return catalogueList(ctx, q);
}

async function publicClassOr404(ctx: AppContext, id: number) {
  const row = await findClassWithInstructor(ctx.db, id);
  if (!row || !['scheduled', 'active'].includes(row.cls.status)) throw notFound(CLASS_NOT_FOUND);
  return row;
}

/** GET /api/classes/:id: a public class with its upcoming sessions, from the cache. */
export async function getPublicClass(ctx: AppContext, id: number): Promise<CachedAnswer> {
  const found = await catalogueClass(ctx, id, 'class');
  if (!found) throw notFound(CLASS_NOT_FOUND);
  return found.answer;
}

/**
 * The class's upcoming sessions. The class's staff (an admin, or an instructor of the class or of
 * one of its sessions) also get each session's students; anyone else, signed in or not, the public
 * answer without them (the cached one).
 */
export async function getPublicSessions(
  ctx: AppContext,
  classId: number,
  viewer?: UserRow | null,
): Promise<{ cached: CachedAnswer; answer?: never } | { cached?: never; answer: ClassSessions }> {
  const found = await catalogueClass(ctx, classId, 'sessions');
  if (!found) throw notFound(CLASS_NOT_FOUND);
  if (!viewer || !(await isClassStaff(ctx.db, viewer, classId))) {
    return { cached: found.answer };
  }
  const sessions = found.cls.sessions;
  const students = await studentsBySession(
    ctx.db,
    sessions.map((s) => s.id),
  );
  return {
    answer: {
      sessions: sessions.map((s) => ({
        ...s,
        // The repository reads the status column as text; its values are the contract's.
        students: (students.get(s.id) ?? []) as SessionStudent[],
      })),
    },
  };
}

export async function getPublicSession(ctx: AppContext, id: number) {
  const view = await findSession(ctx.db, id);
  if (!view || view.session.sessionType !== 'active') throw notFound(SESSION_NOT_FOUND);
  const row = await publicClassOr404(ctx, view.session.classId);
  const instructor = row.instructorFirst
    ? `${row.instructorFirst} ${row.instructorLast ?? ''}`.trim()
    : null;
  return {
    session: { ...toSessionDto(view, instructor, row.cls.language), class_title: row.cls.title },
  };
}

/** The database or the caller's transaction, for the reads other modules make inside theirs. */
type DbOrTx = Parameters<typeof findClassWithInstructor>[0];

/** A class with its instructor's name, read with the caller's transaction (other modules' sends). */
export async function classWithInstructor(db: DbOrTx, id: number) {
  return findClassWithInstructor(db, id);
}

/** The first day (`yyyy-MM-dd`) of the class's next scheduled session that has not started yet. */
export async function nextSessionDate(
  db: DbOrTx,
  classId: number,
  timeZone: string,
): Promise<string | null> {
  const [next] = await listSessions(db, [classId], { upcomingOnly: true, timeZone });
  return next?.session.startDate ?? null;
}

/** Whether a class of this id exists, whatever its status (other modules' 404s). */
export async function classExists(db: DbOrTx, id: number): Promise<boolean> {
  return classRowExists(db, id);
}

/** A session's row (with its class id), read with the caller's transaction. */
export async function sessionById(db: DbOrTx, id: number) {
  return (await findSession(db, id))?.session;
}
