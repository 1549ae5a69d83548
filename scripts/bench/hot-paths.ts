/**
 * Hot paths in-process (app.inject) on a fresh embedded database, or on DATABASE_URL (a throwaway
 * database: it is filled with bench data). BENCH_SCALE=4 seeds four times the data.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase, openPglite } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { hashPassword } from '../../apps/server/src/lib/crypto.ts';
import { createSession } from '../../apps/server/src/modules/auth/sessions.repository.ts';
import { signToken } from '../../apps/server/src/plugins/auth.ts';
import { benchConfig } from './bench-config.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const scale = Number(process.env.BENCH_SCALE ?? 1);
const N = {
  classes: 30 * scale,
  sessionsPerClass: 6,
  students: 2000 * scale,
  enrolmentsPerStudent: 3,
};

export async function run() {
  const dataDir = path.join(root, '.tmp', `bench-${Date.now()}`);
  const config = benchConfig({
    DATA_DIR: dataDir,
  });
  const database = config.databaseUrl ? await openDatabase(config) : await openPglite(undefined);
  await runMigrations(database);
  const db = database.db;
  console.log(
    `Seeding ${N.classes} classes x ${N.sessionsPerClass} sessions, ${N.students} students, ~${N.students * N.enrolmentsPerStudent} enrolments on ${database.kind}...`,
  );
  const hash = await hashPassword('Bench12345');
  await db.execute(sql`insert into users (first_name, last_name, email, password_hash, role)
    select 'Admin', 'Bench', 'admin@bench.test', ${hash}, 'admin'`);
  await db.execute(sql`insert into users (first_name, last_name, email, password_hash, role)
    select 'Student' || g, 'Number' || g, 'student' || g || '@bench.test', ${hash}, 'student'
    from generate_series(1, ${N.students}) g`);
  await db.execute(sql`insert into classes (title, description, price_cents, status, duration, location_type)
    select 'Class ' || g, 'A benchmark class', 10000 + g * 1000, 'active', '4 weeks', 'in-person'
    from generate_series(1, ${N.classes}) g`);
  await db.execute(sql`insert into class_sessions (class_id, start_date, end_date, start_time, end_time, capacity, location_details)
    select c.id, current_date + (s * 14), current_date + (s * 14), '09:00', '15:00', 1000, 'Room'
    from classes c, generate_series(1, ${N.sessionsPerClass}) s`);
  await db.execute(sql`insert into enrollments (user_id, class_id, session_id, status)
    select u.id, s.class_id, s.id, case when (u.id + k) % 3 = 0 then 'approved'::enrollment_status else 'pending'::enrollment_status end
    from users u
    cross join generate_series(0, ${N.enrolmentsPerStudent - 1}) k
    join lateral (select id, class_id from class_sessions
                  where class_id = ((u.id * 7 + k * 11) % ${N.classes}) + (select min(id) from classes)
                  order by id limit 1) s on true
    where u.role = 'student'
    on conflict do nothing`);
  await db.execute(
    sql`update class_sessions s set seats_held = (select count(*) from enrollments e where e.session_id = s.id and e.status in ('pending','approved'))`,
  );
  await db.execute(sql`insert into payments (user_id, enrollment_id, class_id, amount_cents, due_date, status)
    select e.user_id, e.id, e.class_id, 25000, current_date + ((e.id % 40) - 10), case when e.id % 4 = 0 then 'paid'::payment_status else 'pending'::payment_status end
    from enrollments e where e.status = 'approved'`);
  await db.execute(sql`insert into transactions (user_id, payment_id, type, status, amount_cents, created_at)
    select p.user_id, p.id, 'payment', 'completed', p.amount_cents, now() - ((p.id % 300) || ' days')::interval from payments p where p.status = 'paid'`);
  await db.execute(sql`insert into notifications (user_id, title, message, type)
    select u.id, 'Welcome ' || g, 'Message ' || g, 'user_notification' from users u, generate_series(1, 5) g`);

  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const tokenFor = async (email: string) => {
    const rows = (await db.execute(
      sql`select id from users where email = ${email}`,
    )) as unknown as { rows: { id: number }[] };
    const id = rows.rows[0]!.id;
    const session = await createSession(db, id, {});
    return signToken(config.jwtSecret, session.id, id, session.expiresAt);
  };
  const admin = await tokenFor('admin@bench.test');
  const student = await tokenFor('student42@bench.test');
  const year = new Date().getUTCFullYear();
  const range = `startDate=${year - 1}-01-01&endDate=${year}-12-31`;

  const cases: [string, string, string | undefined][] = [
    ['public catalogue', '/api/classes', undefined],
    ['class detail', '/api/classes/1', undefined],
    ['student profile payload', '/api/profile/profile', student],
    ['student notifications', '/api/notifications', student],
    ['admin enrolments page 1', '/api/enrollments?page=1&limit=20', admin],
    ['admin user search', '/api/admin/users/search?page=1&limit=25&searchTerm=number1', admin],
    ['analytics summary', `/api/admin/analytics/summary?${range}`, admin],
    ['analytics revenue', `/api/admin/analytics/revenue?${range}`, admin],
    ['finance outstanding', '/api/admin/financial/payments/outstanding', admin],
    ['admin classes', '/api/admin/classes', admin],
  ];
  console.log('\nendpoint                        p50 ms   p95 ms   max ms   status');
  for (const [name, url, token] of cases) {
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < 60; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'GET',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      times.push(performance.now() - t0);
      status = res.statusCode;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(
      `${name.padEnd(30)} ${at(0.5).padStart(7)} ${at(0.95).padStart(8)} ${times.at(-1)!.toFixed(1).padStart(8)}   ${status}`,
    );
  }
  await timeBroadcast(app, admin);
  await app.close();
  await database.close();
}

/** A write on the whole audience: a broadcast to every student (a notification and an e-mail each). */
async function timeBroadcast(app: Awaited<ReturnType<typeof buildApp>>, admin: string) {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/notifications/admin/broadcast',
      headers: { authorization: `Bearer ${admin}` },
      payload: { title: `Bench broadcast ${i}`, message: 'Measured.' },
    });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`broadcast answered ${res.statusCode}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${`broadcast to ${N.students} students`.padEnd(30)} ${times[2]!.toFixed(1).padStart(7)} ${times[4]!.toFixed(1).padStart(8)} ${times[4]!.toFixed(1).padStart(8)}   200 (5 runs)`,
  );
}
