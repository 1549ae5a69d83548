/**
 * Bench data shared by the sections: set-based inserts (a handful of statements whatever the
 * size), so a catalogue of a thousand classes is seeded in seconds on either database.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { hashPassword } from '../../apps/server/src/lib/crypto.ts';

export interface CatalogueSize {
  /** Classes in all; about one in eight is cancelled or completed (not public). */
  classes: number;
  /** Sessions per class: two already held, the rest ahead (one in ten of those cancelled). */
  sessionsPerClass: number;
  instructors: number;
  students: number;
  /** Live enrolments per student, spread over the classes. */
  enrolmentsPerStudent: number;
}

export const catalogueSize = (classes: number): CatalogueSize => ({
  classes,
  sessionsPerClass: 8,
  instructors: Math.max(5, Math.round(classes / 20)),
  students: classes * 10,
  enrolmentsPerStudent: 3,
});

async function count(db: Db, table: 'classes' | 'users'): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/**
 * A provider's catalogue: instructors, classes with a paragraph of description, upcoming and past
 * sessions (some with their own instructor), and students' enrolments (pending, approved, a few
 * rejected) with each session's `seats_held` equal to its live enrolments. Does nothing when the
 * database already has classes (a PostgreSQL bench database is reused between runs).
 */
export async function seedCatalogue(db: Db, size: CatalogueSize): Promise<'seeded' | 'reused'> {
  if ((await count(db, 'classes')) > 0) return 'reused';
  const hash = await hashPassword('Bench12345');
  await db.execute(sql`insert into users (first_name, last_name, email, password_hash, role)
    select (array['Maria','James','Aisha','Chen','Olga','Tomás','Priya','Samuel'])[1 + g % 8],
           (array['Lopez','Okafor','Nguyen','Schmidt','Hall','Rossi','Kowalski'])[1 + g % 7] || ' ' || g,
           'instructor' || g || '@bench.test', ${hash}, 'instructor'
    from generate_series(1, ${size.instructors}) g
    on conflict do nothing`);
  await db.execute(sql`insert into users (first_name, last_name, email, password_hash, role)
    select 'Student' || g, 'Number' || g, 'student' || g || '@bench.test', ${hash}, 'student'
    from generate_series(1, ${size.students}) g
    on conflict do nothing`);
  await db.execute(sql`insert into classes
      (title, instructor_id, description, price_cents, status, duration, location_type, location_details)
    select (array['CPR and First Aid','Medication Administration','Dementia Care','Infection Control',
                  'Safe Patient Handling','Palliative Care','Nutrition for Carers','Mental Health First Aid'])[1 + g % 8]
             || ' ' || g,
           (select id from users where role = 'instructor' order by id
              offset (g % ${size.instructors}) limit 1),
           'A practical course for care workers: demonstrations, supervised practice and a short '
             || 'assessment at the end. Bring comfortable clothes; materials are provided. Session '
             || 'times are local to the training centre. Group ' || g || '.',
           5000 + (g * 3700) % 55000,
           (case when g % 16 = 0 then 'cancelled' when g % 16 = 1 then 'completed'
                 when g % 3 = 0 then 'scheduled' else 'active' end)::class_status,
           (array['1 day','2 days','4 weeks','8 weeks','12 weeks','3 months'])[1 + g % 6],
           (array['in-person','online','hybrid'])[1 + g % 3]::location_type,
           case when g % 3 = 1 then 'https://meet.example.test/room-' || g
                else 'Training room ' || (1 + g % 5) || ', 120 Maple Avenue' end
    from generate_series(1, ${size.classes}) g`);
  // Sessions 1-2 are in the past; the rest start every two weeks from next week.
  await db.execute(sql`insert into class_sessions
      (class_id, start_date, end_date, start_time, end_time, capacity, location_details,
       instructor_id, status)
    select c.id,
           current_date + (s - 3) * 14 + 7,
           current_date + (s - 3) * 14 + 7 + (c.id % 3),
           (array['09:00','13:30','18:00'])[1 + (c.id + s) % 3]::time,
           (array['12:00','16:30','21:00'])[1 + (c.id + s) % 3]::time,
           12 + (c.id * 7 + s) % 20,
           case when s % 4 = 0 then 'Annex room ' || s end,
           case when s % 5 = 0 then c.instructor_id end,
           (case when s <= 2 then 'completed' when (c.id + s) % 10 = 0 then 'cancelled'
                 else 'scheduled' end)::session_status
    from classes c, generate_series(1, ${size.sessionsPerClass}) s`);
  // Each student takes a few classes, in an upcoming session with room; one in four approved.
  await db.execute(sql`with upcoming as (
      select s.id, s.class_id, (row_number() over (order by s.id) - 1)::int as i
      from class_sessions s join classes c on c.id = s.class_id
      where c.status in ('scheduled', 'active') and s.status = 'scheduled'
        and s.start_date > current_date)
    insert into enrollments (user_id, class_id, session_id, status)
    select u.id, up.class_id, up.id,
           (case when (u.id + k) % 4 = 0 then 'approved' else 'pending' end)::enrollment_status
    from users u
    cross join generate_series(0, ${size.enrolmentsPerStudent - 1}) k
    join upcoming up on up.i = (u.id * 7919 + k * 104729) % (select count(*) from upcoming)
    where u.role = 'student'
    on conflict do nothing`);
  // A session never holds more than its capacity: the surplus becomes rejected requests.
  await db.execute(sql`update enrollments e set status = 'rejected'
    from (select id, row_number() over (partition by session_id order by id) as n, session_id
          from enrollments) r
    join class_sessions s on s.id = r.session_id
    where e.id = r.id and r.n > s.capacity`);
  await db.execute(sql`update class_sessions s set seats_held = live.n
    from (select session_id, count(*)::int as n from enrollments
          where status in ('pending', 'approved') and enrollment_type = 'active'
          group by session_id) live
    where live.session_id = s.id`);
  return 'seeded';
}
