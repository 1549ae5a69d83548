import { sql } from 'drizzle-orm';
import type { TeachingLanguage } from '@careclass/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';

export interface RosterSessionRow {
  id: number;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  location_details: string | null;
  capacity: number;
  seats_held: number;
  status: 'scheduled' | 'cancelled' | 'completed';
  session_type: 'active' | 'historical';
  upcoming: boolean;
  enrolled_count: number;
}

/**
 * Every session of the class (removed ones too) with its live enrolments, in one statement: the
 * counts come from one grouped subquery, never one count per session. `upcoming` is worked out in
 * the provider's time zone, like the catalogue's.
 */
export function rosterSessions(db: DbOrTx, classId: number, timeZone: string) {
  return queryRows<RosterSessionRow>(
    db,
    sql`select s.id, s.start_date::text as start_date, s.end_date::text as end_date,
               s.start_time::text as start_time, s.end_time::text as end_time,
               coalesce(nullif(trim(s.location_details), ''), c.location_details) as location_details,
               s.capacity, s.seats_held, s.status, s.session_type,
               (s.status = 'scheduled' and s.session_type = 'active'
                 and ((s.start_date + s.start_time) at time zone ${timeZone}) > now()) as upcoming,
               coalesce(live.n, 0)::int as enrolled_count
        from class_sessions s
        join classes c on c.id = s.class_id
        left join (
          select session_id, count(*) as n from enrollments
          where class_id = ${classId} and enrollment_type = 'active'
            and status in ('pending', 'approved')
          group by session_id
        ) live on live.session_id = s.id
        where s.class_id = ${classId}
        order by s.start_date, s.start_time, s.id`,
  );
}

export interface ParticipantRow {
  session_id: number;
  enrollment_id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  enrollment_status: 'pending' | 'approved' | 'rejected';
  enrollment_type: 'active' | 'historical';
  enrolled_at: string;
  completed_at: string | null;
  archived_at: string | null;
  /** Cents of payments owed for the enrolment that are not cancelled, paid or not. */
  billed_cents: number | null;
  paid_cents: number | null;
  /** Earliest due date among the unpaid payments; null when nothing is owed. */
  unpaid_due: string | null;
}

/**
 * Every enrolment of the class with its student and what is owed for it, in one statement: the
 * payments are summed per enrolment in a grouped subquery (an enrolment normally has one).
 */
export function rosterParticipants(db: DbOrTx, classId: number) {
  return queryRows<ParticipantRow>(
    db,
    sql`select e.session_id, e.id as enrollment_id, u.id as user_id,
               u.first_name, u.last_name, u.email, u.phone_number,
               e.status as enrollment_status, e.enrollment_type,
               to_char(e.enrolled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as enrolled_at,
               to_char(e.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as completed_at,
               to_char(e.archived_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as archived_at,
               p.billed_cents::int as billed_cents, p.paid_cents::int as paid_cents,
               p.unpaid_due::text as unpaid_due
        from enrollments e
        join users u on u.id = e.user_id
        left join (
          select enrollment_id,
                 sum(amount_cents) as billed_cents,
                 sum(amount_cents) filter (where status = 'paid') as paid_cents,
                 min(due_date) filter (where status <> 'paid') as unpaid_due
          from payments
          where class_id = ${classId} and status <> 'cancelled' and enrollment_id is not null
          group by enrollment_id
        ) p on p.enrollment_id = e.id
        where e.class_id = ${classId}
        order by e.session_id, u.last_name, u.first_name, e.id`,
  );
}

export interface ClassStatsRow {
  seats_total: number;
  seats_held: number;
  upcoming_sessions: number;
  pending: number;
  approved: number;
  rejected: number;
  completed: number;
  archived: number;
  waitlist_open: number;
  waitlist_offered: number;
  paid_cents: number;
  outstanding_cents: number;
  overdue_cents: number;
}

/**
 * The class's figures in one statement of scalar subqueries. Enrolment counts partition every
 * enrolment: completed (has completed_at), rejected, archived (other historical: withdrawn,
 * cancelled, removed session), and the live pending and approved ones.
 */
export async function classStats(
  db: DbOrTx,
  classId: number,
  timeZone: string,
  today: string,
): Promise<ClassStatsRow> {
  const rows = await queryRows<ClassStatsRow>(
    db,
    sql`with upcoming as (
          select capacity, seats_held from class_sessions
          where class_id = ${classId} and status = 'scheduled' and session_type = 'active'
            and ((start_date + start_time) at time zone ${timeZone}) > now()
        ), counts as (
          select
            count(*) filter (where completed_at is not null) as completed,
            count(*) filter (where completed_at is null and status = 'rejected') as rejected,
            count(*) filter (where completed_at is null and status <> 'rejected'
                               and enrollment_type = 'historical') as archived,
            count(*) filter (where enrollment_type = 'active' and status = 'pending') as pending,
            count(*) filter (where enrollment_type = 'active' and status = 'approved') as approved
          from enrollments where class_id = ${classId}
        ), money as (
          select
            coalesce(sum(amount_cents) filter (where status = 'paid'), 0) as paid,
            coalesce(sum(amount_cents) filter (where status not in ('paid', 'cancelled')), 0) as outstanding,
            coalesce(sum(amount_cents) filter (where status not in ('paid', 'cancelled')
                                                 and due_date < ${today}::date), 0) as overdue
          from payments where class_id = ${classId}
        ), queue as (
          select count(*) as open, count(*) filter (where status = 'offered') as offered
          from waitlist_entries
          where class_id = ${classId} and status in ('waiting', 'pending', 'offered')
        )
        select
          (select coalesce(sum(capacity), 0) from upcoming)::int as seats_total,
          (select coalesce(sum(seats_held), 0) from upcoming)::int as seats_held,
          (select count(*) from upcoming)::int as upcoming_sessions,
          counts.pending::int as pending, counts.approved::int as approved,
          counts.rejected::int as rejected, counts.completed::int as completed,
          counts.archived::int as archived,
          queue.open::int as waitlist_open, queue.offered::int as waitlist_offered,
          money.paid::int as paid_cents, money.outstanding::int as outstanding_cents,
          money.overdue::int as overdue_cents
        from counts, money, queue`,
  );
  return rows[0]!;
}

export interface TaughtClassRow {
  id: number;
  title: string;
  status: 'scheduled' | 'active' | 'cancelled' | 'completed';
  location_type: 'online' | 'in-person' | 'hybrid';
  location_details: string | null;
  language: TeachingLanguage;
  instructor_id: number | null;
  instructor_first: string | null;
  instructor_last: string | null;
  live_enrollments: number;
  pending_enrollments: number;
  waitlist_open: number;
}

/**
 * The classes an instructor teaches (named on the class or on any of its sessions), or every class
 * for `instructorId` null (an admin is staff of every class), with live enrolment and waitlist
 * counts from grouped subqueries: one statement whatever the number of classes.
 */
export function taughtClasses(db: DbOrTx, instructorId: number | null) {
  const mine =
    instructorId === null
      ? sql`true`
      : sql`(c.instructor_id = ${instructorId} or exists (
              select 1 from class_sessions s where s.class_id = c.id and s.instructor_id = ${instructorId}))`;
  // The counts are grouped over the chosen classes only, not over every enrolment of the site.
  return queryRows<TaughtClassRow>(
    db,
    sql`with mine as (select c.id from classes c where ${mine})
        select c.id, c.title, c.status, c.location_type, c.location_details, c.language,
               c.instructor_id,
               u.first_name as instructor_first, u.last_name as instructor_last,
               coalesce(e.live, 0)::int as live_enrollments,
               coalesce(e.pending, 0)::int as pending_enrollments,
               coalesce(w.open, 0)::int as waitlist_open
        from classes c
        join mine on mine.id = c.id
        left join users u on u.id = c.instructor_id
        left join (
          select class_id, count(*) as live, count(*) filter (where status = 'pending') as pending
          from enrollments
          where class_id in (select id from mine)
            and enrollment_type = 'active' and status in ('pending', 'approved')
          group by class_id
        ) e on e.class_id = c.id
        left join (
          select class_id, count(*) as open from waitlist_entries
          where class_id in (select id from mine) and status in ('waiting', 'pending', 'offered')
          group by class_id
        ) w on w.class_id = c.id
        order by (c.status in ('scheduled', 'active')) desc, c.title, c.id`,
  );
}
