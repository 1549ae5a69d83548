import { PRICE_RANGES, durationBucket, type CatalogueQuery } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { getSettings } from '../settings/settings.service.ts';
import { toClassDto, toSessionDto, type SessionView } from './classes.mapper.ts';
import {
  classExists as classRowExists,
  enrolmentCounts,
  findClassWithInstructor,
  findSession,
  listPublicClasses,
  listSessions,
  studentsBySession,
} from './classes.repository.ts';
import { isClassStaff } from './class-staff.ts';
import type { UserRow } from '../../plugins/auth.ts';

const CLASS_NOT_FOUND = 'Class not found';
const SESSION_NOT_FOUND = 'Session not found';

export async function timeZoneOf(ctx: AppContext): Promise<string> {
  return (await getSettings(ctx.db, ['time_zone'])).time_zone;
}

const groupByClass = (views: SessionView[]) => {
  const map = new Map<number, SessionView[]>();
  for (const view of views) {
    const list = map.get(view.session.classId) ?? [];
    list.push(view);
    map.set(view.session.classId, list);
  }
  return map;
};

/** The public catalogue with upcoming sessions: three queries whatever the number of classes. */
export async function listCatalogue(ctx: AppContext, q: CatalogueQuery) {
  const range = PRICE_RANGES.find((r) => r.id === q.price_range);
  const all = await listPublicClasses(ctx.db, {
    locationType: q.location_type,
    minPriceCents: range?.minCents,
    maxPriceCentsExclusive: range?.maxCents ?? undefined,
    search: q.search || undefined,
  });
  // Durations are free text; the bucket is worked out here rather than in SQL.
  const rows = q.duration ? all.filter((r) => durationBucket(r.cls.duration) === q.duration) : all;
  const classIds = rows.map((r) => r.cls.id);
  const timeZone = await timeZoneOf(ctx);
  const [sessions, counts] = await Promise.all([
    listSessions(ctx.db, classIds, { upcomingOnly: true, timeZone }),
    enrolmentCounts(ctx.db, classIds),
  ]);
  const byClass = groupByClass(sessions);
  return {
    classes: rows.map((r) => toClassDto(r, byClass.get(r.cls.id) ?? [], counts.get(r.cls.id))),
  };
}

async function publicClassOr404(ctx: AppContext, id: number) {
  const row = await findClassWithInstructor(ctx.db, id);
  if (!row || !['scheduled', 'active'].includes(row.cls.status)) throw notFound(CLASS_NOT_FOUND);
  return row;
}

export async function getPublicClass(ctx: AppContext, id: number) {
  const row = await publicClassOr404(ctx, id);
  const timeZone = await timeZoneOf(ctx);
  const [sessions, counts] = await Promise.all([
    listSessions(ctx.db, [id], { upcomingOnly: true, timeZone }),
    enrolmentCounts(ctx.db, [id]),
  ]);
  return { class: toClassDto(row, sessions, counts.get(id)) };
}

/**
 * The class's upcoming sessions. The class's staff (an admin, or an instructor of the class or of
 * one of its sessions) also get each session's students; anyone else, signed in or not, the public
 * answer without them.
 */
export async function getPublicSessions(ctx: AppContext, classId: number, viewer?: UserRow | null) {
  const { class: cls } = await getPublicClass(ctx, classId);
  if (!viewer || !(await isClassStaff(ctx.db, viewer, classId))) return { sessions: cls.sessions };
  const students = await studentsBySession(
    ctx.db,
    cls.sessions.map((s) => s.id),
  );
  return { sessions: cls.sessions.map((s) => ({ ...s, students: students.get(s.id) ?? [] })) };
}

export async function getPublicSession(ctx: AppContext, id: number) {
  const view = await findSession(ctx.db, id);
  if (!view || view.session.sessionType !== 'active') throw notFound(SESSION_NOT_FOUND);
  const row = await publicClassOr404(ctx, view.session.classId);
  const instructor = row.instructorFirst
    ? `${row.instructorFirst} ${row.instructorLast ?? ''}`.trim()
    : null;
  return { session: { ...toSessionDto(view, instructor), class_title: row.cls.title } };
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
