/**
 * Set-based seeding for the `office-money` bench section: the back office's money and analytics
 * at scale (100k users, 1k classes, 20k sessions, 1M enrolments, 200k payments, 100k
 * notifications, 300k activity entries, 20k waitlist entries), each table filled by one
 * `insert ... select generate_series`. The database must be a throwaway PostgreSQL one; a database
 * already seeded (the marker admin exists) is used as it is, so a run before a change and a run
 * after it read the same rows.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';

export const SCALE = {
  users: 100_000,
  classes: 1_000,
  sessionsPerClass: 20,
  enrolmentsPerUser: 10,
  /** One payment for every this many enrolments: 200k. */
  paymentEvery: 5,
  notifications: 100_000,
  activity: 300_000,
  waitlist: 20_000,
} as const;

export const ADMIN_EMAIL = 'admin@office-money.test';

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const res = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(res.rows[0]?.n ?? 0);
}

/** Seeds the rows when the marker admin is missing; returns what was done, for the report. */
export async function ensureScaleData(db: Db, passwordHash: string): Promise<string> {
  if ((await count(db, sql`select count(*) as n from users where email = ${ADMIN_EMAIL}`)) > 0)
    return 'already seeded';
  const t0 = performance.now();
  const S = SCALE;
  await db.execute(sql`insert into users (first_name, last_name, email, password_hash, role)
    values ('Office', 'Money', ${ADMIN_EMAIL}, ${passwordHash}, 'admin')`);
  // Students signed up over the last two years; most logged in at some time.
  await db.execute(sql`insert into users (first_name, last_name, email, password_hash, role, created_at, last_login)
    select 'Student' || g, 'Scale' || g, 'student' || g || '@office-money.test', ${passwordHash},
           case when g % 50 = 0 then 'user'::user_role else 'student'::user_role end,
           now() - ((g % 730) || ' days')::interval - ((g % 24) || ' hours')::interval,
           case when g % 3 <> 0 then now() - ((g % 400) || ' days')::interval end
    from generate_series(1, ${S.users}) g`);
  await db.execute(sql`insert into classes (title, description, price_cents, status, duration, location_type)
    select 'Scale class ' || g, 'A class of the office-money bench', 10000 + (g % 20) * 1000,
           case when g % 10 = 0 then 'completed'::class_status else 'active'::class_status end,
           '4 weeks', 'in-person'
    from generate_series(1, ${S.classes}) g`);
  // Sessions every two weeks, from a year ago to nine months ahead.
  await db.execute(sql`insert into class_sessions (class_id, start_date, end_date, start_time, end_time, capacity, location_details)
    select c.id, current_date - 365 + s * 14 + (c.id % 14), current_date - 365 + s * 14 + (c.id % 14) + 1,
           '09:00', '15:00', 1000, 'Room ' || s
    from classes c, generate_series(1, ${S.sessionsPerClass}) s`);
  // Ten enrolments a student, each in another class: a few live, most historical (completed or
  // past), each requested in the 60 days before its session starts (and never after now).
  await db.execute(sql`with c0 as (select min(id) as c from classes), s0 as (select min(id) as s from class_sessions)
    insert into enrollments (user_id, class_id, session_id, status, enrollment_type, enrolled_at, archived_at)
    select u.id, c0.c + cls, s0.s + cls * ${S.sessionsPerClass} + ((u.id + k) % ${S.sessionsPerClass}),
           case when (u.id + k) % 7 = 0 then 'rejected'::enrollment_status
                when (u.id + k) % 5 = 0 then 'pending'::enrollment_status
                else 'approved'::enrollment_status end,
           case when k < 2 then 'active'::enrollment_type else 'historical'::enrollment_type end,
           least(now() - ((k * 5) || ' hours')::interval,
                 s.start_date - (((u.id * 13 + k * 71) % 60) || ' days')::interval),
           case when k >= 2 and (u.id + k) % 4 = 0 then now() end
    from users u
    cross join generate_series(0, ${S.enrolmentsPerUser - 1}) k
    cross join c0 cross join s0
    cross join lateral (select (u.id * 7 + k * 101) % ${S.classes} as cls) x
    join class_sessions s on s.id = s0.s + cls * ${S.sessionsPerClass} + ((u.id + k) % ${S.sessionsPerClass})
    where u.role in ('user', 'student')`);
  await db.execute(sql`update class_sessions s set seats_held = x.n
    from (select session_id, count(*)::int as n from enrollments
          where status in ('pending', 'approved') and enrollment_type = 'active' group by session_id) x
    where x.session_id = s.id`);
  // One payment for every fifth enrolment; about a quarter unpaid (pending, due soon, overdue).
  await db.execute(sql`insert into payments (user_id, enrollment_id, class_id, amount_cents, due_date, status, paid_at, created_at)
    select e.user_id, e.id, e.class_id, 10000 + (e.id % 20) * 1000,
           current_date + ((e.id % 120) - 60),
           case when e.id % 20 < 15 then 'paid'::payment_status
                when e.id % 20 < 17 then 'overdue'::payment_status
                when e.id % 20 < 18 then 'due_soon'::payment_status
                else 'pending'::payment_status end,
           case when e.id % 20 < 15 then e.enrolled_at + interval '2 days' end,
           e.enrolled_at
    from enrollments e where e.id % ${S.paymentEvery} = 0`);
  // A transaction for each paid payment (with the card's last digits); one in forty refunded.
  await db.execute(sql`insert into transactions (user_id, payment_id, type, status, amount_cents, provider, last_four, created_at)
    select p.user_id, p.id, 'payment',
           case when p.id % 40 = 0 then 'refunded'::transaction_status else 'completed'::transaction_status end,
           p.amount_cents, 'office', lpad((p.id % 10000)::text, 4, '0'), p.paid_at
    from payments p where p.status = 'paid'`);
  await db.execute(sql`insert into transactions (user_id, payment_id, type, status, amount_cents, provider, created_at)
    select t.user_id, t.payment_id, 'refund', 'completed', -t.amount_cents, 'office', t.created_at + interval '3 days'
    from transactions t where t.type = 'payment' and t.status = 'refunded'`);
  await db.execute(sql`insert into notifications (user_id, title, message, type, created_at)
    select u0.u + (g % ${S.users}), 'Notice ' || g, 'A message of the bench', 'user_notification',
           now() - ((g % 365) || ' days')::interval
    from generate_series(1, ${S.notifications}) g, (select min(id) + 1 as u from users) u0`);
  await db.execute(sql`insert into activity_log (user_id, action, description, created_at)
    select u0.u + ((g * 7) % ${S.users}),
           (array['login', 'login', 'login', 'profile_update', 'enrollment_requested', 'waitlist_joined',
                  'payment_made', 'enrollment_approved', 'seat_offered'])[1 + g % 9],
           'bench entry', now() - ((g % 730) || ' days')::interval - ((g % 1440) || ' minutes')::interval
    from generate_series(1, ${S.activity}) g, (select min(id) + 1 as u from users) u0`);
  // Waitlist entries: one user a class, half of them still open.
  await db.execute(sql`insert into waitlist_entries (user_id, class_id, status, joined_at)
    select u0.u + ((g * 5) % ${S.users}), c0.c + (g % ${S.classes}),
           (array['waiting', 'waiting', 'pending', 'offered', 'approved', 'rejected', 'expired', 'left'])[1 + g % 8]::waitlist_status,
           now() - ((g % 200) || ' days')::interval
    from generate_series(1, ${S.waitlist}) g, (select min(id) + 1 as u from users) u0,
         (select min(id) as c from classes) c0`);
  await db.execute(sql`analyze`);
  return `seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`;
}
