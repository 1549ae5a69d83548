import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/**
 * Aggregates of the Analytics Dashboard. Every function is one SQL statement that groups in the
 * database, whatever the amount of data (docs/decisions/0011-analytics-formulas.md).
 */

/** A range of the provider's calendar days, both ends included, and the provider's time zone. */
export interface DayRange {
  start: string;
  end: string;
  timeZone: string;
}

/** The first instant of the range and the first instant after it, in the provider's time zone. */
const from = (r: DayRange) => sql`(${r.start}::date::timestamp at time zone ${r.timeZone})`;
const until = (r: DayRange) => sql`((${r.end}::date + 1)::timestamp at time zone ${r.timeZone})`;
/** The instant `column` falls in, as a period `yyyy-MM` of the provider's calendar. */
const periodOf = (column: SQL, r: DayRange) =>
  sql`to_char(${column} at time zone ${r.timeZone}, 'YYYY-MM')`;
/** Every month the range touches, so a month without data is a row of zeros. */
const months = (r: DayRange) =>
  sql`select to_char(m, 'YYYY-MM') as period
      from generate_series(date_trunc('month', ${r.start}::date),
                           date_trunc('month', ${r.end}::date), interval '1 month') m`;

/** The students: the screen's "Users" are roles user and student. */
const STUDENT_ROLES = sql`('user', 'student')`;
/**
 * Activity entries a student causes themselves (not those written for them by the office or a
 * sweep, such as an approval or a seat offer): what makes a student "active".
 */
export const SELF_ACTIONS = [
  'login',
  'profile_update',
  'enrollment_requested',
  'waitlist_joined',
  'payment_made',
] as const;
const selfActions = sql.join(
  SELF_ACTIONS.map((a) => sql`${a}`),
  sql`, `,
);

/**
 * The transactions that move money: payments received (completed, or later refunded: the money came
 * in on that day) and completed refunds. Failed, pending and cancelled rows, reminders and
 * adjustments are not revenue.
 */
const MONEY_ROWS = sql`((t.type = 'payment' and t.status in ('completed', 'refunded'))
                        or (t.type = 'refund' and t.status = 'completed'))`;
const GROSS = sql`coalesce(sum(t.amount_cents) filter (where t.type = 'payment'), 0)::int8`;
const REFUNDS = sql`coalesce(sum(abs(t.amount_cents)) filter (where t.type = 'refund'), 0)::int8`;

export interface MoneyRow {
  gross_cents: string | number;
  refund_cents: string | number;
  payment_count: number;
  refund_count: number;
}

export async function revenueByMonth(db: DbOrTx, r: DayRange) {
  return queryRows<MoneyRow & { period: string }>(
    db,
    sql`with tx as (
          select ${periodOf(sql`t.created_at`, r)} as period, ${GROSS} as gross_cents,
                 ${REFUNDS} as refund_cents,
                 count(*) filter (where t.type = 'payment')::int as payment_count,
                 count(*) filter (where t.type = 'refund')::int as refund_count
          from transactions t
          where t.created_at >= ${from(r)} and t.created_at < ${until(r)} and ${MONEY_ROWS}
          group by 1)
        select m.period, coalesce(tx.gross_cents, 0) as gross_cents,
               coalesce(tx.refund_cents, 0) as refund_cents,
               coalesce(tx.payment_count, 0) as payment_count,
               coalesce(tx.refund_count, 0) as refund_count
        from (${months(r)}) m left join tx on tx.period = m.period
        order by m.period`,
  );
}

/**
 * Enrolments requested in the range (by enrolled_at, whatever day their session is) that hold a seat:
 * pending or approved and not archived, completed included. The per-class panels count these, so a
 * range ending today still shows the classes students are signing up for.
 */
const madeInRange = (r: DayRange) =>
  sql`select e.id, e.class_id, e.session_id, e.status from enrollments e
      where e.enrolled_at >= ${from(r)} and e.enrolled_at < ${until(r)}
        and e.status in ('pending', 'approved') and e.archived_at is null`;

/**
 * Per class: the money of the transactions in the range (by the class of the payment each belongs
 * to; none: class_id null) and the enrolments requested in the range. A class with either is a row.
 */
export async function revenueByClass(db: DbOrTx, r: DayRange) {
  return queryRows<
    MoneyRow & { class_id: number | null; class_name: string | null; enrollment_count: number }
  >(
    db,
    sql`with money as (
          select c.id as class_id, ${GROSS} as gross_cents, ${REFUNDS} as refund_cents,
                 count(*) filter (where t.type = 'payment')::int as payment_count,
                 count(*) filter (where t.type = 'refund')::int as refund_count
          from transactions t
          left join payments p on p.id = t.payment_id
          left join classes c on c.id = p.class_id
          where t.created_at >= ${from(r)} and t.created_at < ${until(r)} and ${MONEY_ROWS}
          group by c.id),
        made as (select class_id, count(*)::int as enrollment_count
                 from (${madeInRange(r)}) e group by class_id),
        keys as (select class_id from money union select class_id from made)
        select c.id as class_id, c.title as class_name,
               coalesce(money.gross_cents, 0) as gross_cents,
               coalesce(money.refund_cents, 0) as refund_cents,
               coalesce(money.payment_count, 0) as payment_count,
               coalesce(money.refund_count, 0) as refund_count,
               coalesce(made.enrollment_count, 0) as enrollment_count
        from keys
        left join money on money.class_id is not distinct from keys.class_id
        left join made on made.class_id = keys.class_id
        left join classes c on c.id = keys.class_id
        order by coalesce(money.gross_cents, 0) - coalesce(money.refund_cents, 0) desc,
                 coalesce(made.enrollment_count, 0) desc, c.title nulls last`,
  );
}

/** Enrolment requests made in each month, by the status they have now. */
export async function enrollmentTrends(db: DbOrTx, r: DayRange) {
  return queryRows<{
    period: string;
    total: number;
    approved: number;
    pending: number;
    rejected: number;
  }>(
    db,
    sql`with e as (
          select ${periodOf(sql`e.enrolled_at`, r)} as period, count(*)::int as total,
                 count(*) filter (where e.status = 'approved')::int as approved,
                 count(*) filter (where e.status = 'pending')::int as pending,
                 count(*) filter (where e.status = 'rejected')::int as rejected
          from enrollments e
          where e.enrolled_at >= ${from(r)} and e.enrolled_at < ${until(r)}
          group by 1)
        select m.period, coalesce(e.total, 0) as total, coalesce(e.approved, 0) as approved,
               coalesce(e.pending, 0) as pending, coalesce(e.rejected, 0) as rejected
        from (${months(r)}) m left join e on e.period = m.period
        order by m.period`,
  );
}

/**
 * Per class, the enrolments requested in the range that hold a seat, and the sessions they are in
 * (not cancelled, not removed) with their capacity: how full the sessions students chose are.
 */
export async function classEnrollments(db: DbOrTx, r: DayRange) {
  return queryRows<{
    class_id: number;
    class_name: string;
    session_count: number;
    capacity: number;
    enrollment_count: number;
    approved_count: number;
  }>(
    db,
    sql`with e as (
          select m.session_id, count(*)::int as seated,
                 count(*) filter (where m.status = 'approved')::int as approved
          from (${madeInRange(r)}) m group by m.session_id),
        s as (
          select cs.id, cs.class_id, cs.capacity, e.seated, e.approved
          from class_sessions cs join e on e.session_id = cs.id
          where cs.status <> 'cancelled' and cs.session_type = 'active')
        select c.id as class_id, c.title as class_name, count(s.id)::int as session_count,
               sum(s.capacity)::int as capacity, sum(s.seated)::int as enrollment_count,
               sum(s.approved)::int as approved_count
        from s join classes c on c.id = s.class_id
        group by c.id, c.title
        order by enrollment_count desc, c.title, c.id`,
  );
}

/**
 * Per month: students who signed up, students active (a self-caused activity entry, or their last
 * login, in the month), and students registered by the end of the month.
 */
export async function userEngagement(db: DbOrTx, r: DayRange) {
  return queryRows<{
    period: string;
    new_users: number;
    active_users: number;
    total_users: number;
  }>(
    db,
    sql`with joined as (
          select ${periodOf(sql`u.created_at`, r)} as period, count(*)::int as n
          from users u
          where u.role in ${STUDENT_ROLES} and u.created_at >= ${from(r)} and u.created_at < ${until(r)}
          group by 1),
        active as (
          select x.period, count(distinct x.user_id)::int as n from (
            select ${periodOf(sql`a.created_at`, r)} as period, a.user_id
            from activity_log a join users u on u.id = a.user_id and u.role in ${STUDENT_ROLES}
            where a.created_at >= ${from(r)} and a.created_at < ${until(r)}
              and a.action in (${selfActions})
            union all
            select ${periodOf(sql`u.last_login`, r)}, u.id
            from users u
            where u.role in ${STUDENT_ROLES} and u.last_login >= ${from(r)} and u.last_login < ${until(r)}
          ) x group by x.period),
        before as (
          select count(*)::int as n from users u
          where u.role in ${STUDENT_ROLES} and u.created_at < ${from(r)})
        select m.period, coalesce(j.n, 0) as new_users, coalesce(a.n, 0) as active_users,
               (b.n + sum(coalesce(j.n, 0)) over (order by m.period))::int as total_users
        from (${months(r)}) m
        left join joined j on j.period = m.period
        left join active a on a.period = m.period
        cross join before b
        order by m.period`,
  );
}

/** Activity entries in the range by action: how many, and by how many users. */
export async function activityByAction(db: DbOrTx, r: DayRange) {
  return queryRows<{ action: string; count: number; users: number }>(
    db,
    sql`select a.action, count(*)::int as count, count(distinct a.user_id)::int as users
        from activity_log a
        where a.created_at >= ${from(r)} and a.created_at < ${until(r)}
        group by a.action
        order by count desc, a.action`,
  );
}

export interface SummaryRow {
  month_gross_cents: string | number;
  month_refund_cents: string | number;
  recent_payments: number;
  active_enrollments: number;
  active_users: number;
  active_classes: number;
  recent_certificates: number;
  waitlist_count: number;
}

/**
 * The four summary cards, as of now: money of the current calendar month in the provider's time
 * zone, students and certificates of the last 30 days, live enrolments, open classes and waitlist.
 */
export async function summaryFigures(db: DbOrTx, timeZone: string, today: string) {
  const monthStart = sql`(date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone})`;
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select
          (select ${GROSS} from transactions t where t.created_at >= ${monthStart} and ${MONEY_ROWS}) as month_gross_cents,
          (select ${REFUNDS} from transactions t where t.created_at >= ${monthStart} and ${MONEY_ROWS}) as month_refund_cents,
          (select count(*)::int from transactions t
            where t.created_at >= ${monthStart} and t.type = 'payment' and t.status in ('completed', 'refunded')) as recent_payments,
          (select count(*)::int from enrollments
            where status = 'approved' and enrollment_type = 'active') as active_enrollments,
          (select count(*)::int from users u
            where u.role in ${STUDENT_ROLES} and u.status = 'active'
              and (u.last_login >= now() - interval '30 days'
                   or exists (select 1 from activity_log a
                              where a.user_id = u.id and a.created_at >= now() - interval '30 days'
                                and a.action in (${selfActions})))) as active_users,
          (select count(*)::int from classes c
            where c.status in ('scheduled', 'active')
              and exists (select 1 from class_sessions s
                          where s.class_id = c.id and s.status = 'scheduled'
                            and s.session_type = 'active' and s.end_date >= ${today}::date)) as active_classes,
          (select count(*)::int from certificates
            where upload_date >= now() - interval '30 days') as recent_certificates,
          (select count(*)::int from waitlist_entries
            where status in ('waiting', 'pending', 'offered')) as waitlist_count`,
  );
  return rows[0]!;
}
