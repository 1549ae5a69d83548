import { eq, sql, type SQL } from 'drizzle-orm';
import { classes, classSessions } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';

// The seat counter: class_sessions.seats_held counts the live enrolments and held offers of a
// session (decision 7). Every statement that changes it lives here; the enrollment and waitlist
// modules reach them through seats.ts with their own transaction.

/**
 * Takes one seat of an open session of the class in one conditional update: it only succeeds
 * while a seat is free, the session is scheduled, not removed and not started, and its class is
 * open. On PostgreSQL the row lock makes concurrent claimers queue and re-check the condition.
 * Answers the seats held after the claim when a seat was taken, undefined otherwise.
 */
export async function claimOpenSeat(
  db: DbOrTx,
  opts: { sessionId: number; classId: number; timeZone: string },
): Promise<number | undefined> {
  const claimed = await queryRows<{ seats_held: number }>(db, claimOpenSeatSql(opts));
  return claimed[0]?.seats_held;
}

/**
 * The claim as a statement of its own or as the head of a larger one (a CTE answering
 * `seats_held`, one row when a seat was taken); `onlyIf` adds a condition of that statement.
 */
export function claimOpenSeatSql(
  opts: { sessionId: number; classId: number; timeZone: string },
  onlyIf: SQL = sql`true`,
): SQL {
  return sql`update class_sessions s set seats_held = s.seats_held + 1, updated_at = now()
        from classes c
        where s.id = ${opts.sessionId} and s.class_id = ${opts.classId} and c.id = s.class_id
          and c.status in ('scheduled', 'active')
          and s.status = 'scheduled' and s.session_type = 'active'
          and s.seats_held < s.capacity
          and ((s.start_date + s.start_time) at time zone ${opts.timeZone}) > now()
          and ${onlyIf}
        returning s.seats_held`;
}

/**
 * A session with its class's status, whether it has started and whether it is full, read without
 * a lock: why a claim failed, or would fail now.
 */
export async function findSeatState(db: DbOrTx, sessionId: number, timeZone: string) {
  const rows = await seatState(db).execute({ sessionId, timeZone });
  return rows[0];
}

/** The query of `findSeatState`, prepared: each waiting enrolment of a burst looks again. */
const seatState = preparedPerDatabase((db) =>
  db
    .select({
      session: classSessions,
      classStatus: classes.status,
      started: sql<boolean>`((${classSessions.startDate} + ${classSessions.startTime}) at time zone ${sql.placeholder('timeZone')}::text) <= now()`,
      full: sql<boolean>`${classSessions.seatsHeld} >= ${classSessions.capacity}`,
    })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .where(eq(classSessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('seat_state'),
);

/** Gives a seat back. Never goes below zero. */
export async function returnSessionSeat(db: DbOrTx, sessionId: number): Promise<void> {
  await db.execute(
    sql`update class_sessions set seats_held = greatest(seats_held - 1, 0), updated_at = now()
        where id = ${sessionId}`,
  );
}

/** Whether a session can still take people (open, not started). */
export async function findSessionOpen(db: DbOrTx, sessionId: number, timeZone: string) {
  const rows = await queryRows<{ open: boolean }>(
    db,
    sql`select (s.status = 'scheduled' and s.session_type = 'active'
                and c.status in ('scheduled', 'active')
                and ((s.start_date + s.start_time) at time zone ${timeZone}) > now()) as open
        from class_sessions s join classes c on c.id = s.class_id where s.id = ${sessionId}`,
  );
  return rows[0]?.open ?? false;
}

/** Holds one more seat of the session while its capacity allows; answers whether it did. */
export async function holdFreeSessionSeat(db: DbOrTx, sessionId: number): Promise<boolean> {
  const claimed = await queryRows<{ id: number }>(
    db,
    sql`update class_sessions set seats_held = seats_held + 1, updated_at = now()
        where id = ${sessionId} and seats_held < capacity returning id`,
  );
  return claimed.length > 0;
}

/**
 * Holds one free seat of the session (or, with `sessionId` null, of the earliest upcoming open
 * session of the class); never overbooks. Answers the session id.
 */
export async function holdOpenSeatInClass(
  db: DbOrTx,
  classId: number,
  sessionId: number | null,
  timeZone: string,
): Promise<number | undefined> {
  const claimed = await queryRows<{ id: number }>(
    db,
    sql`update class_sessions set seats_held = seats_held + 1, updated_at = now()
        where id = (
          select s.id from class_sessions s
          where s.class_id = ${classId} and s.status = 'scheduled' and s.session_type = 'active'
            and s.seats_held < s.capacity
            and ((s.start_date + s.start_time) at time zone ${timeZone}) > now()
            and s.id = coalesce(${sessionId}, s.id)
          order by s.start_date, s.start_time limit 1
          for update)
          and seats_held < capacity
        returning id`,
  );
  return claimed[0]?.id;
}
