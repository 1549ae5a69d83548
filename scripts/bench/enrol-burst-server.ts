/**
 * The server the `enrol-burst` section loads, in a process of its own so that the 500 simulated
 * students (the parent) do not share its event loop, as real students' phones do not. It opens the
 * database (DATABASE_URL, or a fresh embedded one), makes the students and their sign-ins, listens
 * on 127.0.0.1, and answers the parent's requests over IPC: a new class of sessions for a round,
 * the seat check after it, and stop. With BENCH_CPU_PROF set, Node writes this process's CPU profile
 * there (`--cpu-prof`), to see where an enrolment's time goes.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase, openPglite, queryRows } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { createSession } from '../../apps/server/src/modules/auth/sessions.repository.ts';
import { signToken } from '../../apps/server/src/plugins/auth.ts';
import { benchConfig } from './bench-config.ts';

export interface BurstReady {
  kind: 'pglite' | 'postgres';
  poolSize: number | undefined;
  port: number;
  tokens: string[];
}

export type BurstRequest =
  | { type: 'class'; name: string; sessions: number; seats: number }
  | { type: 'check'; classId: number }
  | { type: 'cpu' }
  | { type: 'stop' };

export interface SessionSeats {
  capacity: number;
  seats_held: number;
  live: number;
}

async function main() {
  const students = Number(process.env.BENCH_ENROL_REQUESTS ?? 500);
  const dataDir = path.join(os.tmpdir(), `careclass-bench-burst-${process.pid}`);
  const config = benchConfig({ DATA_DIR: dataDir });
  const database = config.databaseUrl ? await openDatabase(config) : await openPglite(undefined);
  await runMigrations(database);
  const db = database.db;

  // Students with a sign-in each; a run adds its own, so a reused database only grows.
  const tag = `burst${Date.now()}`;
  const users = await queryRows<{ id: number }>(
    db,
    sql`insert into users (first_name, last_name, email, password_hash, role)
        select 'Burst' || g, 'Student', ${tag} || '.' || g || '@bench.test', 'not-a-login', 'student'
        from generate_series(1, ${students}) g
        returning id`,
  );
  const tokens: string[] = [];
  for (const user of users) {
    const session = await createSession(db, user.id, {});
    tokens.push(await signToken(config.jwtSecret, session.id, user.id, session.expiresAt));
  }

  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');

  const newClass = async (name: string, count: number, seats: number) => {
    const cls = await queryRows<{ id: number }>(
      db,
      sql`insert into classes (title, description, price_cents, status, duration, location_type)
          values (${`${tag} ${name}`}, 'A benchmark class', 25000, 'active', '1 day', 'in-person')
          returning id`,
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
  // Live enrolments of each session of the class beside its seat counter and capacity.
  const check = (classId: number) =>
    queryRows<SessionSeats>(
      db,
      sql`select s.capacity, s.seats_held,
               (select count(*)::int from enrollments e where e.session_id = s.id
                  and e.status in ('pending', 'approved') and e.enrollment_type = 'active') as live
          from class_sessions s where s.class_id = ${classId}`,
    );

  const ready: BurstReady = {
    kind: database.kind,
    poolSize: database.pool?.options.max,
    port: address.port,
    tokens,
  };
  process.send!(ready);
  process.on('message', (message: BurstRequest) => {
    void (async () => {
      if (message.type === 'class')
        process.send!(await newClass(message.name, message.sessions, message.seats));
      else if (message.type === 'check') process.send!(await check(message.classId));
      // This process's CPU time so far (user and system, microseconds): what a round cost the
      // server whatever else the machine was doing meanwhile.
      else if (message.type === 'cpu') process.send!(process.cpuUsage());
      else {
        await app.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      }
    })();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
