import { eq, sql } from 'drizzle-orm';
import { classes, classSessions } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';

export const SEAT_MSG = {
  sessionNotFound: 'Session not found',
  sessionFull: 'This session is full. You can join the waitlist instead.',
  sessionRemoved: 'This session is no longer offered',
  sessionCancelled: 'This session has been cancelled',
  sessionCompleted: 'This session has already been completed',
  sessionStarted: 'This session has already started',
  classClosed: 'This class is not open for enrollment',
} as const;

/**
 * Takes one seat of an open session of the class, atomically: one conditional update that only
 * succeeds while a seat is free, the session is scheduled, not removed and not started, and its
 * class is open. On PostgreSQL the row lock makes concurrent claimers queue and re-check the
 * condition, so 100 requests for 5 seats give exactly 5. Throws the reason when no seat is taken.
 */
export async function claimSeat(
  tx: DbOrTx,
  opts: { sessionId: number; classId: number; timeZone: string },
): Promise<void> {
  const claimed = await queryRows<{ id: number }>(
    tx,
    sql`update class_sessions s set seats_held = s.seats_held + 1, updated_at = now()
        from classes c
        where s.id = ${opts.sessionId} and s.class_id = ${opts.classId} and c.id = s.class_id
          and c.status in ('scheduled', 'active')
          and s.status = 'scheduled' and s.session_type = 'active'
          and s.seats_held < s.capacity
          and ((s.start_date + s.start_time) at time zone ${opts.timeZone}) > now()
        returning s.id`,
  );
  if (claimed.length === 1) return;
  throw await whyNoSeat(tx, opts);
}

/** Explains a failed claim with the most useful reason. */
async function whyNoSeat(
  tx: DbOrTx,
  opts: { sessionId: number; classId: number; timeZone: string },
) {
  const rows = await tx
    .select({
      session: classSessions,
      classStatus: classes.status,
      started: sql<boolean>`((${classSessions.startDate} + ${classSessions.startTime}) at time zone ${opts.timeZone}) <= now()`,
    })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .where(eq(classSessions.id, opts.sessionId))
    .limit(1);
  const row = rows[0];
  if (!row || row.session.classId !== opts.classId) return notFound(SEAT_MSG.sessionNotFound);
  if (!['scheduled', 'active'].includes(row.classStatus))
    return conflict(SEAT_MSG.classClosed, 'CLASS_CLOSED');
  if (row.session.sessionType !== 'active')
    return conflict(SEAT_MSG.sessionRemoved, 'SESSION_REMOVED');
  if (row.session.status === 'cancelled')
    return conflict(SEAT_MSG.sessionCancelled, 'SESSION_CANCELLED');
  if (row.session.status === 'completed')
    return conflict(SEAT_MSG.sessionCompleted, 'SESSION_COMPLETED');
  if (row.started) return conflict(SEAT_MSG.sessionStarted, 'SESSION_STARTED');
  return conflict(SEAT_MSG.sessionFull, 'SESSION_FULL');
}

/** Gives a seat back (no one to offer it to). Never goes below zero. */
export async function returnSeat(tx: DbOrTx, sessionId: number): Promise<void> {
  await tx.execute(
    sql`update class_sessions set seats_held = greatest(seats_held - 1, 0), updated_at = now()
        where id = ${sessionId}`,
  );
}

/** Whether a session can still take people (open, not started): only then is a seat re-offered. */
export async function isSessionOpen(tx: DbOrTx, sessionId: number, timeZone: string) {
  const rows = await queryRows<{ open: boolean }>(
    tx,
    sql`select (s.status = 'scheduled' and s.session_type = 'active'
                and c.status in ('scheduled', 'active')
                and ((s.start_date + s.start_time) at time zone ${timeZone}) > now()) as open
        from class_sessions s join classes c on c.id = s.class_id where s.id = ${sessionId}`,
  );
  return rows[0]?.open ?? false;
}
