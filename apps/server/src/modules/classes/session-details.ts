import { sql, type SQL } from 'drizzle-orm';
import { formatSessionDetails } from '@careclass/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';

interface SessionPlaceRow {
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  location: string | null;
}

/** The session's place: its own location, else the class's (an online class names its link there). */
async function detailsWhere(db: DbOrTx, from: SQL, where: SQL): Promise<string | null> {
  const rows = await queryRows<SessionPlaceRow>(
    db,
    sql`select s.start_date::text as start_date, s.end_date::text as end_date,
               s.start_time::text as start_time, s.end_time::text as end_time,
               coalesce(nullif(trim(s.location_details), ''), c.location_details) as location
        from ${from}
        join classes c on c.id = s.class_id
        where ${where}
        limit 1`,
  );
  return rows[0] ? formatSessionDetails(rows[0]) : null;
}

/**
 * "When: Wednesday, December 23, 2026, 9:00 AM - 3:00 PM. Where: Room 4." for a session: every
 * message about an enrolment carries it, so the student never has to look the session up.
 */
export function sessionDetailsOf(db: DbOrTx, sessionId: number): Promise<string | null> {
  return detailsWhere(db, sql`class_sessions s`, sql`s.id = ${sessionId}`);
}

/** The details of the session a payment is owed for (through its enrolment), if it has one. */
export function sessionDetailsOfPayment(db: DbOrTx, paymentId: number): Promise<string | null> {
  return detailsWhere(
    db,
    sql`payments p
        join enrollments e on e.id = p.enrollment_id
        join class_sessions s on s.id = e.session_id`,
    sql`p.id = ${paymentId}`,
  );
}
