import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { foldPendingRollups } from './analytics.repository.ts';

/*
 * The rollups of migration 0008 (docs/decisions/0044) against a full recount of the rows, after
 * random writes of every kind the triggers follow: enrolments made, moved between statuses,
 * archived and deleted; users signing up, logging in, changing role and deleted; activity entries
 * written, moved and deleted; payments and refunds, their
 * statuses and amounts changed, a payment moved to another class; and the provider's time zone
 * changed. The writes are drawn from a fixed seed, so a failure repeats.
 */

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

let t: TestApp;
const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);

/** What the rollups should hold, recounted from the rows in the rollups' time zone. */
const RECOUNT = {
  money: sql`select g.monthly,
                    (case when g.monthly then date_trunc('month', t.created_at at time zone z.time_zone)
                          else date_trunc('day', t.created_at at time zone z.time_zone) end)::date::text as period,
                    coalesce(p.class_id, 0) as class_id,
                    sum(case when t.type = 'payment' then t.amount_cents else 0 end)::int8::text as gross_cents,
                    sum(case when t.type = 'refund' then abs(t.amount_cents) else 0 end)::int8::text as refund_cents,
                    count(*) filter (where t.type = 'payment')::int as payment_count,
                    count(*) filter (where t.type = 'refund')::int as refund_count
             from transactions t
             left join payments p on p.id = t.payment_id
             cross join analytics_rollup_zone z
             cross join (values (false), (true)) g(monthly)
             where (t.type = 'payment' and t.status in ('completed', 'refunded'))
                or (t.type = 'refund' and t.status = 'completed')
             group by 1, 2, 3 order by 1, 2, 3`,
  enrollments: sql`select g.monthly,
                    (case when g.monthly then date_trunc('month', e.enrolled_at at time zone z.time_zone)
                          else date_trunc('day', e.enrolled_at at time zone z.time_zone) end)::date::text as period,
                    e.session_id, e.class_id, e.status::text, e.enrollment_type::text,
                    e.archived_at is not null as archived, count(*)::int as n
             from enrollments e
             cross join analytics_rollup_zone z
             cross join (values (false), (true)) g(monthly)
             group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7`,
  students: sql`select g.monthly,
                    (case when g.monthly then date_trunc('month', u.created_at at time zone z.time_zone)
                          else date_trunc('day', u.created_at at time zone z.time_zone) end)::date::text as period,
                    count(*)::int as n
             from users u
             cross join analytics_rollup_zone z
             cross join (values (false), (true)) g(monthly)
             where u.role in ('user', 'student')
             group by 1, 2 order by 1, 2`,
  active: sql`select g.monthly,
                    (case when g.monthly then date_trunc('month', x.at at time zone z.time_zone)
                          else date_trunc('day', x.at at time zone z.time_zone) end)::date::text as period,
                    x.user_id, count(*)::int as n
             from (select a.created_at as at, a.user_id from activity_log a
                   join users u on u.id = a.user_id and u.role in ('user', 'student')
                   where a.action in ('login', 'profile_update', 'enrollment_requested', 'waitlist_joined', 'payment_made')
                   union all
                   select u.last_login, u.id from users u
                   where u.role in ('user', 'student') and u.last_login is not null) x
             cross join analytics_rollup_zone z
             cross join (values (false), (true)) g(monthly)
             group by 1, 2, 3 order by 1, 2, 3`,
};

/** What the rollups hold, rows that sum to nothing left out (a count back to 0 keeps its row). */
const HELD = {
  money: sql`select monthly, period::text as period, class_id, gross_cents::text as gross_cents,
                    refund_cents::text as refund_cents, payment_count, refund_count
             from analytics_money
             where payment_count <> 0 or refund_count <> 0 or gross_cents <> 0 or refund_cents <> 0
             order by 1, 2, 3`,
  enrollments: sql`select monthly, period::text as period, session_id, class_id, status::text,
                          enrollment_type::text, archived, n
                   from analytics_enrollments where n <> 0 order by 1, 2, 3, 4, 5, 6, 7`,
  students: sql`select monthly, period::text as period, n from analytics_students where n <> 0
                order by 1, 2`,
  active: sql`select monthly, period::text as period, user_id, n from analytics_active where n <> 0
              order by 1, 2, 3`,
};

async function expectRollupsEqualRecount(when: string) {
  // What committed writes staged is counted once folded, as every analytics call folds first.
  await foldPendingRollups(t.database.db);
  for (const key of ['money', 'enrollments', 'students', 'active'] as const) {
    const [held, recount] = await Promise.all([rows(HELD[key]), rows(RECOUNT[key])]);
    expect(held, `${key} ${when}`).toEqual(recount);
  }
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('analytics rollups', () => {
  it('equal a full recount after random writes of every kind, and after rollup_rebuild()', async () => {
    const next = random(20261128);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const db = t.database.db;
    const exec = (query: SQL) => db.execute(query);
    /**
     * An instant in the two years before a fixed day (so the same writes every day), often the
     * first or last minutes of a month.
     */
    const anchor = Date.UTC(2026, 10, 27, 12);
    const instant = () => {
      const d = new Date(anchor - Math.floor(next() * 730) * 86_400_000);
      if (next() < 0.4) {
        d.setUTCDate(next() < 0.5 ? 1 : 0);
        d.setUTCHours(Math.floor(next() * 8), Math.floor(next() * 60));
      }
      return d.toISOString();
    };

    const classes: Awaited<ReturnType<typeof createClass>>[] = [];
    for (let i = 0; i < 3; i++)
      classes.push(await createClass(t, { sessions: [{ capacity: 50 }, { capacity: 50 }] }));
    const users: number[] = [];
    for (let i = 0; i < 6; i++) users.push((await t.createUser({ firstName: `R${i}` })).id);
    const id = async (query: SQL) => (await rows<{ id: number }>(query))[0]!.id;
    // Rows are picked by the seed too (a hash of the id salted by it), never by the database's
    // random(), so a failure repeats.
    const shuffled = (column: SQL) => sql`md5(${column}::text || ${String(next())})`;
    const someRow = async (table: SQL) =>
      (
        await rows<{ id: number }>(
          sql`select id from ${table} order by ${shuffled(sql`id`)} limit 1`,
        )
      )[0]?.id;

    const writes: (() => Promise<unknown>)[] = [
      // A student signs up, possibly backdated.
      async () =>
        users.push(
          await id(sql`insert into users (first_name, last_name, email, password_hash, role, created_at)
            values ('Rnd', 'User', ${`rnd${users.length}.${next()}@example.test`}, 'x',
                    ${pick(['student', 'user', 'instructor', 'admin'])}, ${instant()}) returning id`),
        ),
      // A role changes (a student becomes an instructor, or back).
      async () =>
        exec(sql`update users set role = ${pick(['student', 'user', 'instructor'])}
                 where id = ${pick(users)}`),
      // A login: the last login moves (and with it the day the student was active).
      async () => exec(sql`update users set last_login = ${instant()} where id = ${pick(users)}`),
      // An activity entry, of the student's own making or not; or one is deleted or moved.
      async () =>
        exec(sql`insert into activity_log (user_id, action, description, created_at)
          values (${pick(users)}, ${pick(['login', 'payment_made', 'enrollment_approved', 'seat_offered', 'profile_update'])},
                  'random', ${instant()})`),
      async () => {
        const a = await someRow(sql`activity_log`);
        if (!a) return;
        await exec(
          pick([
            sql`delete from activity_log where id = ${a}`,
            sql`update activity_log set created_at = ${instant()} where id = ${a}`,
            sql`update activity_log set action = ${pick(['login', 'seat_offered'])} where id = ${a}`,
          ]),
        );
      },
      // An enrolment is made (historical ones can repeat a class).
      async () => {
        const c = pick(classes);
        await exec(sql`insert into enrollments (user_id, class_id, session_id, status, enrollment_type, enrolled_at)
          values (${pick(users)}, ${c.classId}, ${pick(c.sessionIds)},
                  ${pick(['pending', 'approved', 'rejected'])}, 'historical', ${instant()})`);
      },
      // Its status changes, it is archived, or its request day moves.
      async () => {
        const e = await someRow(sql`enrollments`);
        if (!e) return;
        await exec(
          pick([
            sql`update enrollments set status = ${pick(['pending', 'approved', 'rejected'])} where id = ${e}`,
            sql`update enrollments set archived_at = case when archived_at is null then now() end where id = ${e}`,
            sql`update enrollments set enrolled_at = ${instant()} where id = ${e}`,
          ]),
        );
      },
      // Several enrolments change in one statement.
      async () =>
        exec(sql`update enrollments set status = 'rejected' where id in
                 (select id from enrollments order by ${shuffled(sql`id`)} limit 3)`),
      async () => {
        const e = await someRow(sql`enrollments`);
        if (e)
          await exec(sql`delete from payments where enrollment_id = ${e} and not exists
          (select 1 from transactions t where t.payment_id = payments.id)`);
        if (e)
          await exec(sql`delete from enrollments where id = ${e} and not exists
          (select 1 from payments p where p.enrollment_id = ${e})`);
      },
      // A payment is owed, then paid (a transaction), refunded (its own row), or fails.
      async () => {
        const c = pick(classes);
        const p =
          await id(sql`insert into payments (user_id, class_id, amount_cents, due_date, status)
          values (${pick(users)}, ${next() < 0.2 ? null : c.classId}, ${1000 + Math.floor(next() * 9000)},
                  current_date, 'pending') returning id`);
        const at = instant();
        const status = pick(['completed', 'completed', 'failed', 'pending', 'refunded']);
        await exec(sql`insert into transactions (user_id, payment_id, type, status, amount_cents, created_at)
          select user_id, id, 'payment', ${status}, amount_cents, ${at} from payments where id = ${p}`);
        if (status === 'refunded')
          await exec(sql`insert into transactions (user_id, payment_id, type, status, amount_cents, created_at)
            select user_id, id, 'refund', 'completed', -amount_cents, ${at}::timestamptz + interval '2 days'
            from payments where id = ${p}`);
      },
      // A transaction without a payment (an adjustment or a refund by hand).
      async () =>
        exec(sql`insert into transactions (user_id, type, status, amount_cents, created_at)
          values (${pick(users)}, ${pick(['refund', 'adjustment', 'reminder'])}, 'completed',
                  ${-Math.floor(next() * 3000)}, ${instant()})`),
      // A transaction's status, amount or day changes; or it is deleted.
      async () => {
        const tx = await someRow(sql`transactions`);
        if (!tx) return;
        await exec(
          pick([
            sql`update transactions set status = ${pick(['completed', 'refunded', 'failed', 'cancelled'])} where id = ${tx}`,
            sql`update transactions set amount_cents = amount_cents + 500 where id = ${tx}`,
            sql`update transactions set created_at = ${instant()} where id = ${tx}`,
            sql`delete from transactions where id = ${tx}`,
          ]),
        );
      },
      // A payment moves to another class (or to none).
      async () => {
        const p = await someRow(sql`payments`);
        if (p)
          await exec(sql`update payments set class_id = ${next() < 0.3 ? null : pick(classes).classId}
                         where id = ${p}`);
      },
      // A payment's status moves (the sweep): nothing the rollups count.
      async () => exec(sql`update payments set status = 'overdue' where status = 'pending'`),
      // A user without enrolments or payments is deleted.
      async () => {
        const gone = await rows<{
          id: number;
        }>(sql`delete from users where id = (select u.id from users u
          where not exists (select 1 from enrollments e where e.user_id = u.id)
            and not exists (select 1 from payments p where p.user_id = u.id)
            and not exists (select 1 from transactions x where x.user_id = u.id)
          order by ${shuffled(sql`u.id`)} limit 1) returning id`);
        for (const g of gone) users.splice(users.indexOf(g.id), 1);
      },
      // Several writes in one transaction.
      async () =>
        db.transaction(async (tx) => {
          const c = pick(classes);
          await tx.execute(sql`insert into enrollments (user_id, class_id, session_id, status, enrollment_type, enrolled_at)
            values (${pick(users)}, ${c.classId}, ${pick(c.sessionIds)}, 'pending', 'historical', ${instant()})`);
          await tx.execute(sql`update enrollments set status = 'approved'
            where id = (select max(id) from enrollments)`);
        }),
    ];

    for (let i = 0; i < 240; i++) {
      await pick(writes)();
      if (i === 120) {
        await expectRollupsEqualRecount('after 120 writes');
        // The provider's time zone changes: every day and month moves (the setting's trigger).
        await exec(sql`insert into settings (key, value) values ('time_zone', '"Asia/Tokyo"')
          on conflict (key) do update set value = excluded.value`);
        expect(await rows(sql`select time_zone from analytics_rollup_zone`)).toEqual([
          { time_zone: 'Asia/Tokyo' },
        ]);
      }
    }
    await expectRollupsEqualRecount('after 240 writes and a change of time zone');
    // The writes reached every rollup.
    for (const key of ['money', 'enrollments', 'students', 'active'] as const)
      expect((await rows(HELD[key])).length, key).toBeGreaterThan(5);

    await exec(sql`select rollup_rebuild()`);
    await expectRollupsEqualRecount('after rollup_rebuild()');
  });

  it('stay equal to a recount when writers of the same day and class commit at once, and a rebuild runs among them', async () => {
    // On PostgreSQL the writers stage side by side, and the rebuild's lock of the staging table
    // makes them wait for it or it for them; PGlite runs them one after the other.
    const { classId } = await createClass(t);
    const student = await t.createUser();
    const writer = (i: number) =>
      t.database.db.transaction(async (tx) => {
        const [p] = await queryRows<{ id: number }>(
          tx,
          sql`insert into payments (user_id, class_id, amount_cents, due_date, status)
              values (${student.id}, ${classId}, ${1000 + i}, current_date, 'paid') returning id`,
        );
        await tx.execute(sql`insert into transactions (user_id, payment_id, type, status, amount_cents)
          values (${student.id}, ${p!.id}, 'payment', 'completed', ${1000 + i})`);
        await tx.execute(sql`insert into enrollments (user_id, class_id, session_id, status, enrollment_type)
          select ${student.id}, ${classId}, id, 'rejected', 'historical' from class_sessions
          where class_id = ${classId} limit 1`);
      });
    await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => writer(i)),
      t.database.db.execute(sql`select rollup_rebuild()`),
      ...Array.from({ length: 12 }, (_, i) => writer(100 + i)),
    ]);
    await foldPendingRollups(t.database.db);
    const [today] = await rows<{ gross: string; n: number }>(
      sql`select gross_cents::text as gross, payment_count as n from analytics_money
          where monthly = false and class_id = ${classId}`,
    );
    expect(today).toEqual({ gross: String(24 * 1000 + 66 + 1266), n: 24 });
    await expectRollupsEqualRecount('after concurrent writers and a rebuild');
  });

  it('are added to by the fold, from what committed statements staged, each row once', async () => {
    // Migrations 0016 and 0018: a statement stages its deltas (one row of analytics_pending,
    // whatever its size) and a fold after the commit adds them, so a writer never writes, nor
    // locks, a rollup row.
    const { classId, sessionIds } = await createClass(t);
    const sessionId = sessionIds[0]!;
    const student = await t.createUser();
    const db = t.database.db;
    await foldPendingRollups(db);
    const enrolSql = (n: number) =>
      sql`insert into enrollments (user_id, class_id, session_id, status, enrollment_type)
          select ${student.id}, ${classId}, ${sessionId}, 'rejected', 'historical'
          from generate_series(1, ${n})`;
    const counted = async (on: typeof db = db) =>
      (
        await queryRows<{ n: number }>(
          on,
          sql`select coalesce(sum(n), 0)::int as n from analytics_enrollments
              where monthly = false and session_id = ${sessionId}`,
        )
      )[0]!.n;
    const staged = (on: typeof db) =>
      queryRows<{ deltas: number }>(
        on,
        sql`select cardinality(enrollments)::int as deltas from analytics_pending
            where xid = pg_current_xact_id() and enrollments is not null order by id`,
      );
    const pending = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from analytics_pending`))[0]!.n;

    await db.transaction(async (tx) => {
      await tx.execute(enrolSql(3));
      expect(await counted(tx)).toBe(0);
      expect(await staged(tx)).toEqual([{ deltas: 3 }]);
      // A savepoint rolled back takes its staged deltas with it.
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(enrolSql(2));
          expect(await staged(inner)).toEqual([{ deltas: 3 }, { deltas: 2 }]);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await staged(tx)).toEqual([{ deltas: 3 }]);
    });
    // Committed and staged; counted at the fold, once however often it runs.
    expect(await counted()).toBe(0);
    expect(await pending()).toBe(1);
    await foldPendingRollups(db);
    await foldPendingRollups(db);
    expect(await counted()).toBe(3);
    expect(await pending()).toBe(0);

    // A transaction that fails stages nothing that lasts.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(enrolSql(4));
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(await pending()).toBe(0);
    await foldPendingRollups(db);
    expect(await counted()).toBe(3);

    // A change of time zone rebuilds the rollups in the middle of a transaction: what was
    // written before it (this transaction's and others' still unfolded) is in the recount and is
    // not added again by the fold; what the transaction writes after it is.
    await db.execute(enrolSql(1));
    expect(await pending()).toBe(1);
    await db.transaction(async (tx) => {
      await tx.execute(enrolSql(2));
      await tx.execute(sql`insert into settings (key, value) values ('time_zone', '"Pacific/Auckland"')
        on conflict (key) do update set value = excluded.value`);
      await tx.execute(enrolSql(1));
    });
    await foldPendingRollups(db);
    expect(await counted()).toBe(7);
    await expectRollupsEqualRecount('after staged writes around a change of time zone');

    // The analytics calls fold before they read: an enrolment just made is in their figures.
    const admin = await t.createUser({ role: 'admin' });
    const token = await t.tokenFor(admin.id);
    const { from, to } = (
      await rows<{ from: string; to: string }>(
        sql`select ((now() at time zone 'Pacific/Auckland')::date - 30)::text as from,
                   (now() at time zone 'Pacific/Auckland')::date::text as to`,
      )
    )[0]!;
    const trends = async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/admin/analytics/enrollments/trends?startDate=${from}&endDate=${to}`,
        token,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as unknown;
    };
    const before = JSON.stringify(await trends());
    await db.execute(enrolSql(5));
    expect(await pending()).toBe(1);
    expect(JSON.stringify(await trends())).not.toBe(before);
    expect(await pending()).toBe(0);
    expect(await counted()).toBe(12);
  });

  it('are folded once by folds running at once, beside writers', async () => {
    // On PostgreSQL the folds take distinct staged rows (the second waits for the rows the
    // first deleted and finds them gone); PGlite runs them one after the other.
    const { classId, sessionIds } = await createClass(t);
    const student = await t.createUser();
    const db = t.database.db;
    const writer = (i: number) =>
      db.execute(sql`insert into enrollments (user_id, class_id, session_id, status, enrollment_type)
        select ${student.id}, ${classId}, ${sessionIds[i % sessionIds.length]!}, 'rejected', 'historical'
        from generate_series(1, ${1 + (i % 3)})`);
    await Promise.all(Array.from({ length: 30 }, (_, i) => writer(i)));
    await Promise.all([
      ...Array.from({ length: 4 }, () => foldPendingRollups(db)),
      ...Array.from({ length: 20 }, (_, i) => writer(100 + i)),
      ...Array.from({ length: 4 }, () => foldPendingRollups(db)),
    ]);
    await expectRollupsEqualRecount('after folds at once beside writers');
    expect(await rows(sql`select count(*)::int as n from analytics_pending`)).toEqual([{ n: 0 }]);
  });

  it('answers the analytics calls from the rollups once the time zone is read again', async () => {
    // A time zone written without its trigger (a copy restored from elsewhere) is noticed by the
    // calls, which recount first.
    await t.database.db
      .execute(sql`insert into settings (key, value) values ('time_zone', '"Asia/Tokyo"')
      on conflict (key) do update set value = excluded.value`);
    await t.database.db.execute(sql`update analytics_rollup_zone set time_zone = 'UTC'`);
    const admin = await t.createUser({ role: 'admin' });
    const token = await t.tokenFor(admin.id);
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/analytics/revenue?startDate=2025-01-01&endDate=2025-12-31',
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(await rows(sql`select time_zone from analytics_rollup_zone`)).toEqual([
      { time_zone: 'Asia/Tokyo' },
    ]);
    await expectRollupsEqualRecount('after the calls noticed the time zone');
  });
});
