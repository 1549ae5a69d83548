import { SCHEDULE_MSG } from '@careclass/shared';
import type { ClassUpdateInput, SessionCreateInput, SessionInput } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { CLASS_NOT_FOUND, SESSION_NOT_FOUND, saveClassUpdate } from './admin-classes.service.ts';
import {
  classIdOfSession,
  findClassWithInstructor,
  listSessions,
  type SessionRow,
} from './classes.repository.ts';
import type { SessionView } from './classes.mapper.ts';
import { timeZoneOf } from './classes.service.ts';

/**
 * The schedule and single-session calls (docs/decisions/0031). Every write goes through the class
 * dialog's own check (`checkClassInput` / `checkSession`) and save (`saveClassUpdate`), so the
 * date, time, capacity, removal and audit rules are the dialog's and exist once.
 */

export { SCHEDULE_MSG };

const hhmm = (time: string) => time.slice(0, 5);

/** A session as the class dialog's `dates` item, plus what the schedule shows about it. */
export function toScheduleItem(view: SessionView) {
  const s: SessionRow = view.session;
  const instructor = [view.instructorFirst, view.instructorLast].filter(Boolean).join(' ');
  return {
    id: s.id,
    class_id: s.classId,
    date: s.startDate,
    end_date: s.endDate,
    start_time: hhmm(s.startTime),
    end_time: hhmm(s.endTime),
    location: s.locationDetails,
    capacity: s.capacity,
    instructor_id: s.instructorId,
    instructor_name: instructor || null,
    status: s.status,
    session_type: s.sessionType,
    language: s.language,
    enrolled_count: view.enrolledCount,
    seats_held: s.seatsHeld,
    available_spots: Math.max(0, s.capacity - s.seatsHeld),
    removed_at: s.removedAt?.toISOString() ?? null,
    removed_reason: s.removedReason,
  };
}

async function scheduleItems(ctx: AppContext, classId: number) {
  const views = await listSessions(ctx.db, [classId], {
    upcomingOnly: false,
    timeZone: await timeZoneOf(ctx),
  });
  return views.map(toScheduleItem);
}

/** GET /classes/{id}/schedule: every session of the class, removed ones too. */
export async function getSchedule(ctx: AppContext, classId: number) {
  const row = await findClassWithInstructor(ctx.db, classId);
  if (!row) throw notFound(CLASS_NOT_FOUND);
  return {
    class_id: classId,
    class_title: row.cls.title,
    sessions: await scheduleItems(ctx, classId),
  };
}

/** PUT /classes/{id}/schedule: the dialog's update restricted to `dates` and `deletedSessionIds`. */
export async function updateSchedule(
  ctx: AppContext,
  admin: UserRow,
  classId: number,
  input: ClassUpdateInput,
  ip?: string,
) {
  await saveClassUpdate(ctx, admin, classId, input, ip);
  return { message: SCHEDULE_MSG.updated, ...(await getSchedule(ctx, classId)) };
}

async function sessionItem(ctx: AppContext, classId: number, sessionId: number) {
  return (await scheduleItems(ctx, classId)).find((s) => s.id === sessionId)!;
}

/** POST /sessions: `class_id` plus one `dates` item, added as the dialog adds a date. */
export async function createSession(
  ctx: AppContext,
  admin: UserRow,
  { class_id: classId, session: item }: SessionCreateInput,
  ip?: string,
) {
  const { addedSessionIds } = await saveClassUpdate(ctx, admin, classId, { dates: [item] }, ip);
  return {
    message: SCHEDULE_MSG.sessionCreated,
    session: await sessionItem(ctx, classId, addedSessionIds[0]!),
  };
}

async function classOfSession(ctx: AppContext, sessionId: number): Promise<number> {
  const classId = await classIdOfSession(ctx.db, sessionId);
  if (classId === undefined) throw notFound(SESSION_NOT_FOUND);
  return classId;
}

/** PUT /sessions/{id}: one whole `dates` item, saved as the dialog saves an edited date. */
export async function updateSession(
  ctx: AppContext,
  admin: UserRow,
  sessionId: number,
  item: SessionInput,
  ip?: string,
) {
  const classId = await classOfSession(ctx, sessionId);
  await saveClassUpdate(ctx, admin, classId, { dates: [{ ...item, id: sessionId }] }, ip);
  return {
    message: SCHEDULE_MSG.sessionUpdated,
    session: await sessionItem(ctx, classId, sessionId),
  };
}

/** DELETE /sessions/{id}: removed as the dialog's deletedSessionIds removes it (kept, historical). */
export async function removeSession(
  ctx: AppContext,
  admin: UserRow,
  sessionId: number,
  ip?: string,
) {
  const classId = await classOfSession(ctx, sessionId);
  await saveClassUpdate(ctx, admin, classId, { deletedSessionIds: [sessionId] }, ip);
  return {
    message: SCHEDULE_MSG.sessionRemoved,
    session: await sessionItem(ctx, classId, sessionId),
  };
}
