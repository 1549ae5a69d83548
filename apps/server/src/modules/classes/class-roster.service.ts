import { centsToDollars, derivePaymentStatus } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { todayIn } from '../../lib/time.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { requireClassStaff } from './class-staff.ts';
import { toSessionDto } from './classes.mapper.ts';
import { listSessions } from './classes.repository.ts';
import { timeZoneOf } from './classes.service.ts';
import {
  classStats,
  rosterParticipants,
  rosterSessions,
  taughtClasses,
  type ParticipantRow,
} from './class-roster.repository.ts';

const hhmm = (time: string) => time.slice(0, 5);
const fullName = (first: string | null, last: string | null) =>
  first || last ? `${first ?? ''} ${last ?? ''}`.trim() : null;

/**
 * What the student owes for the enrolment: none (nothing billed: a pending request, or a free
 * class), paid when every payment is paid, else the derived status of the earliest unpaid one
 * (overdue, due_soon or pending; DESIGN 4.11).
 */
export function participantPayment(row: ParticipantRow, today: string) {
  const billed = row.billed_cents ?? 0;
  const paid = row.paid_cents ?? 0;
  if (row.billed_cents === null) return { payment_status: 'none' as const, amount_due: 0 };
  if (row.unpaid_due === null) return { payment_status: 'paid' as const, amount_due: 0 };
  return {
    payment_status: derivePaymentStatus('pending', row.unpaid_due, today),
    amount_due: centsToDollars(billed - paid),
  };
}

/** GET /classes/{id}/participants: every session of the class with its students. Staff only. */
export async function classParticipants(ctx: AppContext, user: UserRow, classId: number) {
  await requireClassStaff(ctx.db, user, classId);
  const timeZone = await timeZoneOf(ctx);
  const today = todayIn(timeZone);
  const [sessions, people] = await Promise.all([
    rosterSessions(ctx.db, classId, timeZone),
    rosterParticipants(ctx.db, classId),
  ]);
  const bySession = new Map<number, ParticipantRow[]>();
  for (const p of people) bySession.set(p.session_id, [...(bySession.get(p.session_id) ?? []), p]);
  return {
    class_id: classId,
    sessions: sessions.map((s) => ({
      session_id: s.id,
      start_date: s.start_date,
      end_date: s.end_date,
      start_time: hhmm(s.start_time),
      end_time: hhmm(s.end_time),
      location_details: s.location_details,
      capacity: s.capacity,
      enrolled_count: s.enrolled_count,
      available_spots: Math.max(0, s.capacity - s.seats_held),
      session_type: s.session_type,
      status: s.status,
      is_upcoming: s.upcoming,
      participants: (bySession.get(s.id) ?? []).map((p) => ({
        user_id: p.user_id,
        name: `${p.first_name} ${p.last_name}`.trim(),
        email: p.email,
        phone_number: p.phone_number,
        enrollment_id: p.enrollment_id,
        enrollment_status: p.enrollment_status,
        enrollment_type: p.enrollment_type,
        enrolled_at: p.enrolled_at,
        completed_at: p.completed_at,
        archived_at: p.archived_at,
        ...participantPayment(p, today),
      })),
    })),
  };
}

/** Completed out of the enrolments that were accepted or have ended, as a percentage. */
function completionRate(s: { completed: number; approved: number; archived: number }): number {
  const base = s.completed + s.approved + s.archived;
  return base === 0 ? 0 : Math.round((s.completed / base) * 1000) / 10;
}

/** GET /classes/{id}/stats: seats, enrolments, waitlist, completion and money. Staff only. */
export async function classFigures(ctx: AppContext, user: UserRow, classId: number) {
  await requireClassStaff(ctx.db, user, classId);
  const timeZone = await timeZoneOf(ctx);
  const s = await classStats(ctx.db, classId, timeZone, todayIn(timeZone));
  const total = s.pending + s.approved + s.rejected + s.completed + s.archived;
  return {
    class_id: classId,
    seats: {
      upcoming_sessions: s.upcoming_sessions,
      total: s.seats_total,
      held: s.seats_held,
      free: Math.max(0, s.seats_total - s.seats_held),
    },
    enrollments: {
      total,
      pending: s.pending,
      approved: s.approved,
      rejected: s.rejected,
      completed: s.completed,
      archived: s.archived,
    },
    waitlist: { length: s.waitlist_open, offered: s.waitlist_offered },
    completion: { count: s.completed, rate: completionRate(s) },
    revenue: {
      paid: centsToDollars(s.paid_cents),
      outstanding: centsToDollars(s.outstanding_cents),
      overdue: centsToDollars(s.overdue_cents),
    },
  };
}

/**
 * GET /instructor/classes: the classes the caller teaches (an admin: every class) with their
 * upcoming sessions and counts. Three statements whatever the number of classes.
 */
export async function myClasses(ctx: AppContext, user: UserRow) {
  const rows = await taughtClasses(ctx.db, user.role === 'admin' ? null : user.id);
  const timeZone = await timeZoneOf(ctx);
  const sessions = await listSessions(
    ctx.db,
    rows.map((r) => r.id),
    { upcomingOnly: true, timeZone },
  );
  return {
    classes: rows.map((r) => {
      const instructorName = fullName(r.instructor_first, r.instructor_last);
      const upcoming = sessions
        .filter((v) => v.session.classId === r.id)
        .map((v) => toSessionDto(v, instructorName, r.language));
      return {
        id: r.id,
        title: r.title,
        status: r.status,
        location_type: r.location_type,
        location_details: r.location_details,
        instructor_id: r.instructor_id,
        instructor_name: instructorName,
        teaches_class: r.instructor_id === user.id,
        student_count: r.live_enrollments,
        pending_count: r.pending_enrollments,
        waitlist_count: r.waitlist_open,
        upcoming_session_count: upcoming.length,
        upcoming_sessions: upcoming,
      };
    }),
  };
}
