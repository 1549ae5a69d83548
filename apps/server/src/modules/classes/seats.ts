import { SEAT_MSG } from '@careclass/shared';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { SQL } from 'drizzle-orm';
import {
  claimOpenSeat,
  claimOpenSeatSql,
  findSeatState,
  findSessionOpen,
  holdFreeSessionSeat,
  holdOpenSeatInClass,
  returnSessionSeat,
} from './seats.repository.ts';

/**
 * The seats of a session (decision 7), for the enrollment and waitlist modules, always in their
 * transaction. A claim takes the session's row lock until that transaction ends, so callers make
 * it the last statement before commit, or the head of a statement sent on its own (Enroll Now): the
 * lock then lasts one update and the commit, or that one statement, and claimers of the same
 * session queue for that long only (decision 45).
 */

export { SEAT_MSG };

interface SeatRequest {
  sessionId: number;
  classId: number;
  timeZone: string;
}

/**
 * Takes one seat of an open session of the class, atomically: one conditional update that only
 * succeeds while a seat is free, the session is scheduled, not removed and not started, and its
 * class is open. On PostgreSQL the row lock makes concurrent claimers queue and re-check the
 * condition, so 100 requests for 5 seats give exactly 5. Throws the reason when no seat is taken;
 * answers the seats the session holds after this claim.
 */
export async function claimSeat(tx: DbOrTx, opts: SeatRequest): Promise<number> {
  const held = await claimOpenSeat(tx, opts);
  if (held !== undefined) return held;
  // A seat freed between the claim and this read still leaves this claim without one.
  throw (await whyNoSeat(tx, opts)) ?? conflict(SEAT_MSG.sessionFull, 'SESSION_FULL');
}

/**
 * The claim of `claimSeat` as the head of a caller's statement (a CTE answering `seats_held`, one
 * row when a seat was taken), taken only when `onlyIf` holds. The caller's writes then select from
 * it, so they exist exactly when the seat was taken; without a row, `noSeatReason` says why.
 */
export function claimSeatSql(opts: SeatRequest, onlyIf?: SQL): SQL {
  return claimOpenSeatSql(opts, onlyIf);
}

/** Why a claim just made took no seat (a seat freed since still leaves it without one). */
export async function noSeatReason(db: DbOrTx, opts: SeatRequest) {
  return (await whyNoSeat(db, opts)) ?? conflict(SEAT_MSG.sessionFull, 'SESSION_FULL');
}

/** A session's state as the look before the lock reads it (`findSeatState`). */
export type SeatState = Awaited<ReturnType<typeof findSeatState>>;

/**
 * Enrolments of a session this process is running now, the requests waiting for a turn, and the
 * seats the session held after the last of them to finish (its claim's own answer, when known).
 */
interface Turn {
  running: number;
  waiting: (() => void)[];
  heldAfterLast?: number;
}
const turns = new Map<number, Turn>();

/**
 * Runs `work` (an enrolment that ends by claiming a seat of the session) once the session looks
 * able to take it: at most as many enrolments of one session run at once in this process as it has
 * free seats, and the rest wait for one of them to end, then look again. A burst of 500 students
 * on 40 seats thus writes about 40 enrolments at a time, and the others are refused by the look
 * as soon as the seats are gone, instead of each writing a whole enrolment that its claim then
 * rolls back. Only an economy: the claim remains the authority, across instances too.
 *
 * `heldAfter` reads from a finished `work` the seats its claim left held. A request woken by that
 * finish then looks at that answer, which the database gave a moment ago, with the rest of its own
 * first look, instead of reading the session again: in a burst, the requests left when the seats
 * are gone are refused without a query each (decision 45, "The server's CPU").
 */
export async function withSeatTurn<T>(
  db: DbOrTx,
  opts: SeatRequest,
  work: () => Promise<T>,
  /** The session as the caller has just read it: the first look, saving its read. */
  firstLook?: SeatState,
  heldAfter?: (result: T) => number | undefined,
): Promise<T> {
  let look = firstLook;
  for (;;) {
    const row = look ?? (await findSeatState(db, opts.sessionId, opts.timeZone));
    look = undefined;
    const reason = explain(row, opts);
    const turn = turns.get(opts.sessionId) ?? { running: 0, waiting: [] };
    if (reason) {
      // Whoever waits behind a refused request would hear the same: let them all look again.
      wake(opts.sessionId, turn, turn.waiting.length);
      throw reason;
    }
    const free = row!.session.capacity - row!.session.seatsHeld;
    if (turn.running < free) {
      turn.running++;
      turns.set(opts.sessionId, turn);
      try {
        const result = await work();
        const held = heldAfter?.(result);
        if (held !== undefined) turn.heldAfterLast = held;
        return result;
      } finally {
        turn.running--;
        wake(opts.sessionId, turn, 1);
      }
    }
    turns.set(opts.sessionId, turn);
    await new Promise<void>((resolve) => turn.waiting.push(resolve));
    if (turn.heldAfterLast !== undefined && firstLook) {
      look = withSeatsHeld(firstLook, turn.heldAfterLast);
    }
  }
}

/** A look with the session's seats held replaced by a newer count of them. */
function withSeatsHeld(row: NonNullable<SeatState>, held: number): SeatState {
  return {
    ...row,
    session: { ...row.session, seatsHeld: held },
    full: held >= row.session.capacity,
  };
}

function wake(sessionId: number, turn: Turn, n: number) {
  for (const resolve of turn.waiting.splice(0, n)) resolve();
  if (turn.running === 0 && turn.waiting.length === 0) turns.delete(sessionId);
}

/** Explains a session without a seat to take with the most useful reason; none while one is free. */
async function whyNoSeat(db: DbOrTx, opts: SeatRequest) {
  return explain(await findSeatState(db, opts.sessionId, opts.timeZone), opts);
}

function explain(row: SeatState, opts: SeatRequest) {
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
  if (row.full) return conflict(SEAT_MSG.sessionFull, 'SESSION_FULL');
  return undefined;
}

/** Gives a seat back (no one to offer it to). Never goes below zero. */
export async function returnSeat(tx: DbOrTx, sessionId: number): Promise<void> {
  await returnSessionSeat(tx, sessionId);
}

/** Holds one more seat of the session while its capacity allows; answers whether it did. */
export async function holdFreeSeat(tx: DbOrTx, sessionId: number): Promise<boolean> {
  return holdFreeSessionSeat(tx, sessionId);
}

/**
 * Holds one free seat of the session (or, with `sessionId` null, of the earliest upcoming open
 * session of the class); never overbooks. Answers the session id.
 */
export async function holdSeatInClass(
  tx: DbOrTx,
  classId: number,
  sessionId: number | null,
  timeZone: string,
): Promise<number | undefined> {
  return holdOpenSeatInClass(tx, classId, sessionId, timeZone);
}

/** Whether a session can still take people (open, not started): only then is a seat re-offered. */
export async function isSessionOpen(db: DbOrTx, sessionId: number, timeZone: string) {
  return findSessionOpen(db, sessionId, timeZone);
}
