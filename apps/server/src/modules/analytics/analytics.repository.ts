import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/**
 * Aggregates of the Analytics Dashboard. Every function is one SQL statement that groups in the
 * database, whatever the amount of data (docs/decisions/0011-analytics-formulas.md). Money,
 * enrolments and sign-ups are read from the rollups that triggers keep (analytics_money,
 * analytics_enrollments, analytics_students; docs/decisions/0044), never from their rows; the
 * activity log is read through its index on created_at.
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
/** Every month the range touches, so a month without data is a row of zeros. */
const months = (r: DayRange) =>
  sql`select to_char(m, 'YYYY-MM') as period
      from generate_series(date_trunc('month', ${r.start}::date),
                           date_trunc('month', ${r.end}::date), interval '1 month') m`;

/**
 * The rollup rows that make up the range: whole calendar months from the month rows, the days of a
 * partial first or last month from the day rows (`a`: the rollup's alias). Each part is a range
 * of the primary key (monthly, period), so the rows read are the rows summed.
 */
function rolledUp(a: SQL, r: DayRange) {
  // first: the first whole month's first day; after: the first day after the last whole month.
  const first = sql`(date_trunc('month', ${r.start}::date - 1) + interval '1 month')::date`;
  const after = sql`date_trunc('month', ${r.end}::date + 1)::date`;
  return sql`((${a}.monthly and ${a}.period >= ${first} and ${a}.period < ${after})
    or (not ${a}.monthly and ${a}.period >= ${r.start}::date and ${a}.period < least(${first}, ${r.end}::date + 1))
    or (not ${a}.monthly and ${a}.period >= greatest(${first}, ${after}) and ${a}.period <= ${r.end}::date))`;
}
const periodOfRollup = (a: SQL) => sql`to_char(${a}.period, 'YYYY-MM')`;

/** Staged rows one fold takes at most (each row is one writing statement's deltas). */
const FOLD_BATCH = 5000;

/**
 * Adds to the rollups what committed writes staged since the last fold (migration 0018), a batch
 * per statement until none is left: after it, the rollups count every write committed before it
 * began. Safe beside other folds, in this process or another.
 */
export async function foldPendingRollups(db: DbOrTx) {
  for (;;) {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`select analytics_fold_pending(${FOLD_BATCH}) as n`,
    );
    if ((rows[0]?.n ?? 0) < FOLD_BATCH) return;
  }
}

/**
 * The rollups count days in the time zone they were built in; when it is not the provider's (a
 * setting written without its trigger's rebuild, a restored copy), they are recounted first.
 */
export async function ensureRollupZone(db: DbOrTx, timeZone: string) {
  const rows = await queryRows<{ time_zone: string }>(
    db,
    sql`select time_zone from analytics_rollup_zone where id`,
  );
  if (rows[0]?.time_zone !== timeZone) await db.execute(sql`select rollup_rebuild(${timeZone})`);
}

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
          select ${periodOfRollup(sql`a`)} as period, sum(a.gross_cents)::int8 as gross_cents,
                 sum(a.refund_cents)::int8 as refund_cents,
                 sum(a.payment_count)::int as payment_count, sum(a.refund_count)::int as refund_count
          from analytics_money a
          where ${rolledUp(sql`a`, r)}
          group by 1)
        select m.period, coalesce(tx.gross_cents, 0) as gross_cents,
               coalesce(tx.refund_cents, 0) as refund_cents,
               coalesce(tx.payment_count, 0) as payment_count,
               coalesce(tx.refund_count, 0) as refund_count
        from (${months(r)}) m left join tx on tx.period = m.period
        order by m.period`,
  );
}

/** The money of the whole range in one row: collected and refunded cents. */
export async function revenueTotal(db: DbOrTx, r: DayRange) {
  const rows = await queryRows<MoneyRow>(
    db,
    sql`select coalesce(sum(a.gross_cents), 0)::int8 as gross_cents,
               coalesce(sum(a.refund_cents), 0)::int8 as refund_cents,
               coalesce(sum(a.payment_count), 0)::int as payment_count,
               coalesce(sum(a.refund_count), 0)::int as refund_count
        from analytics_money a
        where ${rolledUp(sql`a`, r)}`,
  );
  return rows[0]!;
}

/**
 * Enrolments requested in the range (by enrolled_at, whatever day their session is) that hold a seat:
 * pending or approved and not archived, completed included. The per-class panels count these, so a
 * range ending today still shows the classes students are signing up for. Rollup rows, summed by
 * `key` (class_id or session_id): `seated` and `approved`.
 */
const madeInRange = (r: DayRange, key: SQL) =>
  sql`select ${key} as key, sum(a.n)::int as seated,
             coalesce(sum(a.n) filter (where a.status = 'approved'), 0)::int as approved
      from analytics_enrollments a
      where ${rolledUp(sql`a`, r)} and a.status in ('pending', 'approved') and not a.archived
      group by 1 having sum(a.n) > 0`;

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
          select nullif(a.class_id, 0) as class_id, sum(a.gross_cents)::int8 as gross_cents,
                 sum(a.refund_cents)::int8 as refund_cents,
                 sum(a.payment_count)::int as payment_count, sum(a.refund_count)::int as refund_count
          from analytics_money a
          where ${rolledUp(sql`a`, r)}
          group by 1
          having sum(a.payment_count) <> 0 or sum(a.refund_count) <> 0),
        made as (select m.key as class_id, m.seated as enrollment_count
                 from (${madeInRange(r, sql`a.class_id`)}) m),
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
          select ${periodOfRollup(sql`a`)} as period, sum(a.n)::int as total,
                 coalesce(sum(a.n) filter (where a.status = 'approved'), 0)::int as approved,
                 coalesce(sum(a.n) filter (where a.status = 'pending'), 0)::int as pending,
                 coalesce(sum(a.n) filter (where a.status = 'rejected'), 0)::int as rejected
          from analytics_enrollments a
          where ${rolledUp(sql`a`, r)}
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
    sql`with e as (${madeInRange(r, sql`a.session_id`)}),
        s as (
          select cs.id, cs.class_id, cs.capacity, e.seated, e.approved
          from class_sessions cs join e on e.key = cs.id
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
 * login, in the month), and students registered by the end of the month; all three from rollups.
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
          select ${periodOfRollup(sql`a`)} as period, sum(a.n)::int as n
          from analytics_students a
          where ${rolledUp(sql`a`, r)}
          group by 1),
        active as (
          select ${periodOfRollup(sql`a`)} as period, count(distinct a.user_id)::int as n
          from analytics_active a
          where ${rolledUp(sql`a`, r)} and a.n > 0
          group by 1),
        before as (
          select coalesce(sum(a.n), 0)::int as n from analytics_students a
          where (a.monthly and a.period < date_trunc('month', ${r.start}::date)::date)
             or (not a.monthly and a.period >= date_trunc('month', ${r.start}::date)::date
                 and a.period < ${r.start}::date))
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
 * zone (its month row: the month up to today), students and certificates of the last 30 days, live enrolments, open classes and waitlist.
 */
export async function summaryFigures(db: DbOrTx, today: string) {
  const thisMonth = sql`a.monthly and a.period = date_trunc('month', ${today}::date)::date`;
  const rows = await queryRows<SummaryRow>(
    db,
    sql`with money as (
          select coalesce(sum(a.gross_cents), 0)::int8 as gross, coalesce(sum(a.refund_cents), 0)::int8 as refunds,
                 coalesce(sum(a.payment_count), 0)::int as payments
          from analytics_money a where ${thisMonth})
        select
          (select gross from money) as month_gross_cents,
          (select refunds from money) as month_refund_cents,
          (select payments from money) as recent_payments,
          (select coalesce(sum(a.n), 0)::int from analytics_enrollments a
            where a.monthly and a.status = 'approved' and a.enrollment_type = 'active') as active_enrollments,
          (select count(*)::int from users u
            where u.role in ${STUDENT_ROLES} and u.status = 'active'
              and (u.last_login >= now() - interval '30 days'
                   or u.id in (select a.user_id from activity_log a
                               where a.created_at >= now() - interval '30 days'
                                 and a.action in (${selfActions})))) as active_users,
          (select count(*)::int from classes c
            where c.status in ('scheduled', 'active')
              and c.id in (select s.class_id from class_sessions s
                           where s.status = 'scheduled' and s.session_type = 'active'
                             and s.end_date >= ${today}::date)) as active_classes,
          (select count(*)::int from certificates
            where upload_date >= now() - interval '30 days') as recent_certificates,
          (select count(*)::int from waitlist_entries
            where status in ('waiting', 'pending', 'offered')) as waitlist_count`,
  );
  return rows[0]!;
}
