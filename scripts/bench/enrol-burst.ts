/**
 * 500 simultaneous enrolments over HTTP: the app listens on a local port and every student sends
 * POST /api/enrollments/{classId} at the same moment, spread over a few sessions with fewer seats
 * than students. Reports p50/p95/p99 of the answers, how they split (201 enrolled, 409 full) and
 * any oversold session (more live enrolments than capacity, or a seat counter that disagrees with
 * the enrolments). Meant for PostgreSQL (DATABASE_URL: a throwaway database, it is filled with bench
 * data); without it, it runs on a fresh embedded database, which runs one transaction at a time.
 *
 * Two shapes, each for BENCH_ENROL_ROUNDS rounds: the students spread over 5 sessions of 40 seats,
 * and all of them on one session of 200 seats (every claim on the same row).
 *
 *   BENCH_ENROL_REQUESTS=500 BENCH_ENROL_ROUNDS=2
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase, openPglite, queryRows } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { createSession } from '../../apps/server/src/modules/auth/sessions.repository.ts';
import { signToken } from '../../apps/server/src/plugins/auth.ts';
import { benchConfig } from './bench-config.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const REQUESTS = env('BENCH_ENROL_REQUESTS', 500);
const ROUNDS = env('BENCH_ENROL_ROUNDS', 2);
const SHAPES = [
  { sessions: 5, capacity: 40 },
  { sessions: 1, capacity: 200 },
];

export async function run() {
  const dataDir = path.join(root, '.tmp', `bench-burst-${Date.now()}`);
  const config = benchConfig({
    DATA_DIR: dataDir,
  });
  const database = config.databaseUrl ? await openDatabase(config) : await openPglite(undefined);
  await runMigrations(database);
  const db = database.db;
  const pool = database.pool ? `, pool of ${database.pool.options.max} connections` : '';
  console.log(`${REQUESTS} students enrol at once, over HTTP on ${database.kind}${pool}`);

  // Students with a login each; a run adds its own, so a reused database only grows.
  const tag = `burst${Date.now()}`;
  const students = await queryRows<{ id: number }>(
    db,
    sql`insert into users (first_name, last_name, email, password_hash, role)
        select 'Burst' || g, 'Student', ${tag} || '.' || g || '@bench.test', 'not-a-login', 'student'
        from generate_series(1, ${REQUESTS}) g
        returning id`,
  );
  const tokens: string[] = [];
  for (const s of students) {
    const session = await createSession(db, s.id, {});
    tokens.push(await signToken(config.jwtSecret, session.id, s.id, session.expiresAt));
  }

  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  let firstOther = '';
  const enrol = async (token: string, classId: number, sessionId: number) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/enrollments/${classId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId }),
    });
    const body = await res.text();
    if (res.status !== 201 && res.status !== 409 && !firstOther)
      firstOther = `${res.status} ${body}`;
    return { status: res.status, ms: performance.now() - t0 };
  };

  const newClass = async (name: string, count: number, seats: number) => {
    const cls = await queryRows<{ id: number }>(
      db,
      sql`insert into classes (title, description, price_cents, status, duration, location_type)
          values (${name}, 'A benchmark class', 25000, 'active', '1 day', 'in-person') returning id`,
    );
    const classId = cls[0]!.id;
    const sessions = await queryRows<{ id: number }>(
      db,
      sql`insert into class_sessions (class_id, start_date, end_date, start_time, end_time, capacity, location_details)
          select ${classId}, current_date + 10 + g, current_date + 10 + g, '09:00', '15:00', ${seats}, 'Room'
          from generate_series(1, ${count}) g returning id`,
    );
    return { classId, sessionIds: sessions.map((s) => s.id) };
  };

  // Warm-up: the first requests compile the routes and open the pool's connections.
  const warm = await newClass(`${tag} warm-up`, 1, REQUESTS);
  await Promise.all(tokens.slice(0, 50).map((tk) => enrol(tk, warm.classId, warm.sessionIds[0]!)));

  const read = async (token: string) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/enrollments/my`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0 };
  };
  const quantiles = (answers: { ms: number }[]) => {
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: times.at(-1)! };
  };
  const ms = (n: number, width = 8) => n.toFixed(0).padStart(width);

  // Each round first sends the same students' signed-in read (GET /api/enrollments/my: the sign-in
  // check and one query) all at once: the floor this machine gives 500 simultaneous calls right
  // now, against which the enrolments are read (this machine is shared; absolute times drift).
  console.log(
    '\nround  what         201   409  other   p50 ms   p95 ms   p99 ms   max ms  wall s  oversold  p99/read',
  );
  for (const [shapeIndex, shape] of SHAPES.entries()) {
    console.log(`\n${shape.sessions} session(s) x ${shape.capacity} seats`);
    for (let n = 1; n <= ROUNDS; n++) {
      const round = shapeIndex * ROUNDS + n;
      const { classId, sessionIds } = await newClass(
        `${tag} round ${round}`,
        shape.sessions,
        shape.capacity,
      );
      let started = performance.now();
      const reads = await Promise.all(tokens.map((tk) => read(tk)));
      const readWall = (performance.now() - started) / 1000;
      const r = quantiles(reads);
      const readOk = reads.filter((a) => a.status === 200).length;
      console.log(
        `${String(round).padEnd(5)}  read    ${String(readOk).padStart(9)}         ${String(REQUESTS - readOk).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)} ${readWall.toFixed(2).padStart(7)}`,
      );

      started = performance.now();
      const answers = await Promise.all(
        tokens.map((tk, i) => enrol(tk, classId, sessionIds[i % shape.sessions]!)),
      );
      const wall = (performance.now() - started) / 1000;
      const q = quantiles(answers);
      const count = (s: number) => answers.filter((a) => a.status === s).length;
      const sessions = await queryRows<{ capacity: number; seats_held: number; live: number }>(
        db,
        sql`select s.capacity, s.seats_held,
                 (select count(*)::int from enrollments e where e.session_id = s.id
                    and e.status in ('pending', 'approved') and e.enrollment_type = 'active') as live
          from class_sessions s where s.class_id = ${classId}`,
      );
      // Seats given beyond capacity, plus sessions whose counter disagrees with their enrolments.
      const oversold =
        sessions.reduce((n, s) => n + Math.max(0, s.live - s.capacity), 0) +
        sessions.filter((s) => s.seats_held !== s.live).length;
      console.log(
        [
          String(round).padEnd(5),
          ' enrol',
          String(count(201)).padStart(7),
          String(count(409)).padStart(5),
          String(REQUESTS - count(201) - count(409)).padStart(6),
          ms(q.p50),
          ms(q.p95),
          ms(q.p99),
          ms(q.max),
          wall.toFixed(2).padStart(7),
          String(oversold).padStart(9),
          (q.p99 / r.p99).toFixed(1).padStart(9),
        ].join(' '),
      );
    }
  }
  if (firstOther) console.log(`first unexpected answer: ${firstOther.slice(0, 300)}`);
  await app.close();
  await database.close();
}
