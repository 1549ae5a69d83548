import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  claimOpenSeat,
  findSeatState,
  findSessionOpen,
  returnSessionSeat,
} from './enrollments.repository.ts';

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
  if (await claimOpenSeat(tx, opts)) return;
  throw await whyNoSeat(tx, opts);
}

/** Explains a failed claim with the most useful reason. */
async function whyNoSeat(
  tx: DbOrTx,
  opts: { sessionId: number; classId: number; timeZone: string },
) {
  const row = await findSeatState(tx, opts.sessionId, opts.timeZone);
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
  await returnSessionSeat(tx, sessionId);
}

/** Whether a session can still take people (open, not started): only then is a seat re-offered. */
export async function isSessionOpen(tx: DbOrTx, sessionId: number, timeZone: string) {
  return findSessionOpen(tx, sessionId, timeZone);
}
