/**
 * The scale dataset of issue 13 in a PostgreSQL database: 100k users, 1k classes, 20k sessions,
 * 1M enrolments, 200k payments (and their transactions), 100k notifications, 300k activity rows,
 * 20k waitlist entries, 50k certificates. Every table is filled by one set-based
 * `insert ... select ... from generate_series(...)`, after the migrations.
 *
 *   node --import tsx scripts/bench/scale-data.ts            # load it, or reuse it when present
 *   node --import tsx scripts/bench/scale-data.ts --reload   # drop the database and load it again
 *
 * The database is SCALE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/careclass_scale);
 * it is created when missing. A marker table (`scale_dataset`) holds the dataset's version and a
 * description (an admin, some students) that the `scale` bench section reads; a database whose
 * marker has the current version is reused as it is (its migrations are still brought up to date).
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { hashPassword } from '../../apps/server/src/lib/crypto.ts';

/** Bump when the generated data changes: a database with another version is loaded again. */
const DATASET_VERSION = 1;

/** SCALE_DIVISOR=100 loads a hundredth of it (a quick trial of the loader itself). */
const divisor = Math.max(1, Number(process.env.SCALE_DIVISOR ?? 1));
const part = (n: number) => Math.max(1, Math.round(n / divisor));

export const SCALE = {
  users: part(100_000),
  admins: 5,
  instructors: 50,
  classes: part(1_000),
  sessionsPerClass: 20,
  enrolments: part(1_000_000),
  payments: part(200_000),
  notifications: part(100_000),
  activity: part(300_000),
  waitlist: part(20_000),
  certificates: part(50_000),
};

export const SCALE_PASSWORD = 'Scale12345!';

/** What the bench needs to know about the loaded data. */
export interface ScaleDataset {
  url: string;
  version: number;
  divisor: number;
  adminId: number;
  adminEmail: string;
  /** Students with enrolments, payments and notifications. */
  studentIds: number[];
  /** A class with sessions, enrolments and waitlist entries. */
  classId: number;
  counts: Record<string, number>;
}

export const scaleDatabaseUrl = () =>
  process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/careclass_scale';

export function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function serverQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    return await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function readMarker(url: string): Promise<ScaleDataset | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return null; // no such database yet
  }
  try {
    const rows = await client.query<{ version: number; description: ScaleDataset }>(
      `select version, description from scale_dataset`,
    );
    const row = rows.rows[0];
    return row && row.version === DATASET_VERSION && (row.description.divisor ?? 1) === divisor
      ? { ...row.description, url }
      : null;
  } catch {
    return null; // no marker: a partial or foreign database
  } finally {
    await client.end();
  }
}

const log = (text: string) => console.log(`[scale-data] ${text}`);

/** The dataset, loaded when missing (or when `reload`), with the current migrations applied. */
export async function ensureScaleData(opts: { reload?: boolean } = {}): Promise<ScaleDataset> {
  const url = scaleDatabaseUrl();
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  const existing = opts.reload ? null : await readMarker(url);
  if (existing) {
    const database = openPostgres(url, 2);
    await runMigrations(database);
    await database.close();
    log(`reusing ${name} (dataset version ${existing.version}); --reload rebuilds it`);
    return existing;
  }
  log(`creating ${name}`);
  await serverQuery(url, `drop database if exists "${name}" with (force)`);
  await serverQuery(url, `create database "${name}"`);
  const database = openPostgres(url, 2);
  await runMigrations(database);
  await database.close();
  const started = performance.now();
  const description = await load(url);
  log(`loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return description;
}

async function load(url: string): Promise<ScaleDataset> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = async (label: string, text: string, values: unknown[] = []) => {
    const t0 = performance.now();
    const result = await client.query(text, values);
    log(
      `${label}: ${result.rowCount ?? 0} rows, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    return result;
  };
  try {
    await client.query(`set synchronous_commit = off`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    // The rows are generated consistent with every foreign key; skipping the per-row checks
    // (triggers) cuts the load by half. Needs a superuser; without one the checks simply run.
    await client.query(`set session_replication_role = replica`).catch(() => {});
    const hash = await hashPassword(SCALE_PASSWORD);
    const S = SCALE;
    const students = S.users - S.admins - S.instructors;

    // Users: admins first (admin1@scale.test...), then instructors, then students whose names are
    // drawn from short lists so that searches match realistic numbers of people.
    await run(
      'users',
      `with first_names as (select array['Olivia','Liam','Emma','Noah','Ava','Elijah','Sophia','James',
          'Isabella','Lucas','Mia','Mateo','Amelia','Levi','Harper','Ezra','Evelyn','Asher','Luna',
          'Leo','Camila','Aiden','Gianna','Maya','Nora','Zoe','Hannah','Grace','Chloe','Aaliyah',
          'Priya','Wei','Fatima','Diego','Yusuf','Anika','Kenji','Sofia','Omar','Ines'] as a),
        last_names as (select array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller',
          'Davis','Rodriguez','Martinez','Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas',
          'Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris','Sanchez',
          'Clark','Ramirez','Lewis','Robinson','Walker','Young','Allen','King','Wright','Scott',
          'Torres','Nguyen','Hill','Flores','Green','Adams','Nelson','Baker','Hall','Rivera',
          'Campbell','Mitchell','Carter','Roberts','Okafor','Kowalski','Nakamura','Haddad'] as a)
       insert into users (first_name, last_name, email, password_hash, role, status, phone_number,
                          email_verified_at, last_login, created_at, updated_at)
       select f.a[1 + (g * 7) % array_length(f.a, 1)],
              l.a[1 + (g * 13) % array_length(l.a, 1)],
              case when g <= $2 then 'admin' || g || '@scale.test'
                   when g <= $2 + $3 then 'instructor' || (g - $2) || '@scale.test'
                   else lower(f.a[1 + (g * 7) % array_length(f.a, 1)]) || '.'
                        || lower(l.a[1 + (g * 13) % array_length(l.a, 1)]) || g || '@example.com' end,
              $1,
              case when g <= $2 then 'admin'::user_role
                   when g <= $2 + $3 then 'instructor'::user_role
                   else 'student'::user_role end,
              case when g % 97 = 0 then 'suspended'::user_status
                   when g % 53 = 0 then 'inactive'::user_status else 'active'::user_status end,
              '(555) ' || lpad(((g * 7919) % 1000)::text, 3, '0') || '-' || lpad((g % 10000)::text, 4, '0'),
              case when g % 5 <> 0 then now() - ((g % 900) || ' days')::interval end,
              case when g % 3 <> 0 then now() - ((g % 200) || ' hours')::interval end,
              now() - ((1100 - (g * 1100 / $4)) || ' days')::interval - ((g % 86400) || ' seconds')::interval,
              now() - ((g % 300) || ' days')::interval
       from generate_series(1, $4) g, first_names f, last_names l
       order by g`,
      [hash, S.admins, S.instructors, S.users],
    );

    await run(
      'classes',
      `with topics as (select array['CPR and First Aid','Child Development Associate Preparation',
          'Early Childhood Operations','Infant and Toddler Care','Safe Sleep Practices',
          'Nutrition for Young Children','Positive Guidance','Special Needs Inclusion',
          'Family Engagement','Health and Safety Basics'] as a)
       insert into classes (title, instructor_id, description, price_cents, status, duration,
                            location_type, location_details, created_at, updated_at)
       select t.a[1 + g % array_length(t.a, 1)] || ' ' || (g / array_length(t.a, 1) + 1),
              (select min(id) from users where role = 'instructor') + g % $1,
              'Course ' || g || ': practical training for childcare professionals.',
              5000 + (g * 37 % 40) * 1000,
              case when g % 50 = 0 then 'cancelled'::class_status
                   when g % 7 = 0 then 'scheduled'::class_status else 'active'::class_status end,
              (1 + g % 8) || ' weeks',
              (array['in-person','online','hybrid'])[1 + g % 3]::location_type,
              'Room ' || (g % 40 + 1),
              now() - ((800 - g % 700) || ' days')::interval, now()
       from generate_series(0, $2 - 1) g, topics t order by g`,
      [S.instructors, S.classes],
    );

    // Sessions: 20 a class, monthly, most in the past, the last ones ahead.
    await run(
      'sessions',
      `insert into class_sessions (class_id, start_date, end_date, start_time, end_time, capacity,
                                   location_details, status, created_at, updated_at)
       select c.id, d.start_date, d.start_date + (c.id % 3), '09:00', '15:00', 60 + (c.id * 7 + j) % 41,
              'Room ' || (c.id % 40 + 1),
              case when c.status = 'cancelled' then 'cancelled'::session_status
                   when d.start_date < current_date then 'completed'::session_status
                   else 'scheduled'::session_status end,
              now() - interval '800 days', now()
       from classes c
       cross join generate_series(0, $1 - 1) j
       cross join lateral (select (current_date - 540 + j * 30 + c.id % 30)::date as start_date) d
       order by c.id, j`,
      [S.sessionsPerClass],
    );

    // Enrolments: student u takes classes u, u+97, u+194... (mod 1000), so a student has at most
    // one enrolment per class and the one-live-enrolment-per-class rule always holds.
    await run(
      'enrolments',
      `with params as (select (select min(id) from users where role = 'student') as first_student,
                              (select min(id) from classes) as first_class,
                              (select min(id) from class_sessions) as first_session),
       picks as (
         select i, i % $1 as u, i / $1 as k from generate_series(0, $2 - 1) i),
       placed as (
         select p.i, pr.first_student + p.u as user_id,
                pr.first_class + (p.u + p.k * 97) % $3 as class_id,
                pr.first_session + ((p.u + p.k * 97) % $3) * $4 + (p.u / $3 + p.k) % $4 as session_id
         from picks p, params pr)
       insert into enrollments (user_id, class_id, session_id, status, enrollment_type, source,
                                enrolled_at, approved_at, completed_at, archived_at, completion_reason,
                                archived_reason, decline_reason, updated_at)
       select pl.user_id, pl.class_id, pl.session_id, st.status, st.etype,
              case when pl.i % 17 = 0 then 'waitlist' else 'direct' end,
              e.at, case when st.status = 'approved' then e.at + interval '1 day' end,
              case when st.etype = 'historical' and st.status = 'approved' then s.end_date::timestamptz end,
              case when st.etype = 'historical' then s.end_date::timestamptz end,
              case when st.etype = 'historical' and st.status = 'approved' then 'Class completed' end,
              case when st.etype = 'historical' then 'Session ended' end,
              case when st.status = 'rejected' then 'Class full' end,
              e.at
       from placed pl
       join class_sessions s on s.id = pl.session_id
       cross join lateral (select (s.start_date - (pl.i % 60))::timestamptz
                                  + ((pl.i::bigint * 7919) % 86400) * interval '1 second' as at) e
       cross join lateral (select
           case when pl.i % 10 = 0 then 'rejected'::enrollment_status
                when s.start_date >= current_date and pl.i % 10 < 4 then 'pending'::enrollment_status
                else 'approved'::enrollment_status end as status,
           case when s.start_date < current_date then 'historical'::enrollment_type
                else 'active'::enrollment_type end as etype) st
       order by e.at`,
      [students, S.enrolments, S.classes, S.sessionsPerClass],
    );

    await run(
      'seat counters',
      `update class_sessions s set seats_held = n.live, capacity = greatest(s.capacity, n.live)
       from (select session_id, count(*) as live from enrollments
             where status in ('pending','approved') and enrollment_type = 'active'
             group by session_id) n
       where n.session_id = s.id`,
    );

    await run(
      'payments',
      `insert into payments (user_id, enrollment_id, class_id, amount_cents, due_date, status,
                             paid_at, created_at, updated_at)
       select e.user_id, e.id, e.class_id, c.price_cents, s.start_date,
              case when e.id % 20 = 0 then 'cancelled'::payment_status
                   when s.start_date < current_date and e.id % 9 = 0 then 'overdue'::payment_status
                   when s.start_date < current_date then 'paid'::payment_status
                   when s.start_date < current_date + 7 then 'due_soon'::payment_status
                   when e.id % 3 = 0 then 'paid'::payment_status
                   else 'pending'::payment_status end,
              null, e.approved_at, e.approved_at
       from enrollments e
       join classes c on c.id = e.class_id
       join class_sessions s on s.id = e.session_id
       where e.status = 'approved' and e.id % 3 = 0
       order by (e.id::bigint * 2654435761) % 4294967296
       limit $1`,
      [S.payments],
    );
    await run(
      'paid dates',
      `update payments set paid_at = least(created_at + ((id % 20) || ' days')::interval, now())
       where status = 'paid'`,
    );

    await run(
      'transactions',
      `insert into transactions (payment_id, user_id, type, status, amount_cents, provider,
                                 provider_ref, last_four, description, created_at, updated_at)
       select p.id, p.user_id, 'payment'::transaction_type, 'completed'::transaction_status, p.amount_cents, 'office', 'office-' || p.id,
              lpad(((p.id * 7919) % 10000)::text, 4, '0'), 'Class payment', p.paid_at, p.paid_at
       from payments p where p.status = 'paid'
       union all
       select p.id, p.user_id, 'refund'::transaction_type, 'completed'::transaction_status, p.amount_cents, 'office', 'refund-' || p.id,
              lpad(((p.id * 7919) % 10000)::text, 4, '0'), 'Refund', p.paid_at + interval '3 days',
              p.paid_at + interval '3 days'
       from payments p where p.status = 'paid' and p.id % 50 = 0
       order by 10`,
    );

    await run(
      'certificates',
      `insert into certificates (user_id, class_id, session_id, certificate_name, file_path,
                                 file_type, file_size, expiration_date, status, uploaded_by,
                                 upload_date, created_at)
       select e.user_id, e.class_id, e.session_id, c.title || ' Certificate',
              'scale/' || e.user_id || '/' || e.id || '.pdf', 'application/pdf', 120000 + e.id % 50000,
              (e.completed_at + interval '2 years')::date,
              case when e.id % 41 = 0 then 'revoked'::certificate_status else 'active'::certificate_status end,
              (select min(id) from users where role = 'admin'),
              e.completed_at + interval '1 day', e.completed_at + interval '1 day'
       from enrollments e join classes c on c.id = e.class_id
       where e.enrollment_type = 'historical' and e.status = 'approved' and e.id % 7 = 0
       order by e.id
       limit $1`,
      [S.certificates],
    );

    await run(
      'notifications',
      `insert into notifications (user_id, title, message, type, is_read, read_at, action_url, created_at)
       select (select min(id) from users where role = 'student') + (g * 37) % $2,
              (array['Enrollment approved','Payment due soon','New class available',
                     'Certificate ready','Waitlist update'])[1 + g % 5],
              'Notice ' || g || ' about your classes.',
              (array['enrollment','payment','class_notification','certificate','waitlist'])[1 + g % 5]::notification_type,
              g % 3 <> 0, case when g % 3 <> 0 then now() - ((g % 400) || ' hours')::interval end,
              '/profile', now() - ((g % 500) || ' days')::interval - ((g % 3600) || ' seconds')::interval
       from generate_series(1, $1) g order by 8`,
      [S.notifications, students],
    );

    await run(
      'activity',
      `insert into activity_log (user_id, action, details, description, created_at)
       select (select min(id) from users) + (g * 13) % $2,
              (array['login','enrollment_request','payment','profile_update','waitlist_join'])[1 + g % 5],
              '{}'::jsonb,
              (array['Logged in','Requested an enrollment','Paid a class','Updated the profile',
                     'Joined a waitlist'])[1 + g % 5],
              now() - ((g % 730) || ' days')::interval - ((g::bigint * 7919 % 86400) || ' seconds')::interval
       from generate_series(1, $1) g order by 5`,
      [S.activity, S.users],
    );

    // Waitlist: one open entry per student at most, on classes with sessions ahead.
    await run(
      'waitlist',
      `insert into waitlist_entries (user_id, class_id, preferred_session_id, status, joined_at,
                                     responded_at, reason, updated_at)
       select (select min(id) from users where role = 'student') + (g * 7) % $2,
              c.id, null,
              case when g % 10 = 0 then 'left'::waitlist_status
                   when g % 10 = 1 then 'expired'::waitlist_status else 'waiting'::waitlist_status end,
              now() - ((g % 90) || ' days')::interval - ((g % 86400) || ' seconds')::interval,
              case when g % 10 < 2 then now() - ((g % 30) || ' days')::interval end,
              null, now()
       from generate_series(1, $1) g
       join classes c on c.id = (select min(id) from classes) + (g * 31) % $3
       order by 5`,
      [S.waitlist, students, S.classes],
    );

    await client.query(`set session_replication_role = origin`).catch(() => {});
    // Vacuum too: index-only scans (counts, the deferred joins) need the visibility map.
    await run('vacuum analyze', `vacuum analyze`);

    const counts: Record<string, number> = {};
    for (const table of [
      'users',
      'classes',
      'class_sessions',
      'enrollments',
      'payments',
      'transactions',
      'certificates',
      'notifications',
      'activity_log',
      'waitlist_entries',
    ]) {
      const r = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      counts[table] = r.rows[0]!.n;
    }
    const admin = await client.query<{ id: number; email: string }>(
      `select id, email from users where role = 'admin' order by id limit 1`,
    );
    // Students with the most rows of each kind a profile shows.
    const studentRows = await client.query<{ user_id: number }>(
      `select user_id from (select user_id, count(*) n from enrollments group by user_id
                            order by n desc, user_id limit 3) t
       union select user_id from (select user_id from notifications group by user_id
                                  order by count(*) desc, user_id limit 2) n`,
    );
    const busyClass = await client.query<{ class_id: number }>(
      `select class_id from waitlist_entries group by class_id order by count(*) desc, class_id limit 1`,
    );
    const description: ScaleDataset = {
      url,
      version: DATASET_VERSION,
      divisor,
      adminId: admin.rows[0]!.id,
      adminEmail: admin.rows[0]!.email,
      studentIds: studentRows.rows.map((r) => r.user_id),
      classId: busyClass.rows[0]!.class_id,
      counts,
    };
    await client.query(
      `create table scale_dataset (version integer not null, loaded_at timestamptz not null default now(),
                                   description jsonb not null)`,
    );
    await client.query(`insert into scale_dataset (version, description) values ($1, $2)`, [
      DATASET_VERSION,
      JSON.stringify({ ...description, url: undefined }),
    ]);
    return description;
  } finally {
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureScaleData({ reload: process.argv.includes('--reload') })
    .then((dataset) => console.log(JSON.stringify({ ...dataset, url: undefined }, null, 2)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
