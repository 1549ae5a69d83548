/**
 * The server the `enrol-burst` section loads, in a process of its own so that the 500 simulated
 * students (the parent) do not share its event loop, as real students' phones do not. It opens the
 * database (DATABASE_URL, or a fresh embedded one), makes the students and their sign-ins, listens
 * on 127.0.0.1, and answers the parent's requests over IPC: a new class of sessions for a round,
 * the seat check after it, and stop. With BENCH_CPU_PROF set, Node writes this process's CPU profile
 * there (`--cpu-prof`), to see where an enrolment's time goes.
 */
import cluster, { type Worker } from 'node:cluster';
import { readFileSync, rmSync } from 'node:fs';
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
  /** Connections of each server process. */
  poolSize: number | undefined;
  /** Server processes answering on the port (BENCH_WORKERS; 1 is this process itself). */
  workers: number;
  port: number;
  tokens: string[];
}

export type BurstRequest =
  | { type: 'class'; name: string; sessions: number; seats: number }
  | { type: 'check'; classId: number }
  | { type: 'cpu' }
  | { type: 'stop' };

/** CPU time so far (microseconds): the app's processes, and the database's when it is local. */
export interface BurstCpu extends NodeJS.CpuUsage {
  database: number | undefined;
}

/** What a worker process (BENCH_WORKERS above 1) tells the one that forked it. */
type FromWorker = { type: 'listening'; port: number } | { type: 'cpu'; usage: NodeJS.CpuUsage };

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

  if (workerCount() > 1 && database.kind !== 'postgres')
    throw new Error('BENCH_WORKERS above 1 needs DATABASE_URL (PostgreSQL)');
  const server =
    workerCount() > 1 ? await startWorkers(workerCount()) : await listenHere(config, database);

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
    workers: workerCount(),
    port: server.port,
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
      else if (message.type === 'cpu')
        process.send!({ ...(await server.cpu()), database: await databaseCpu(db) });
      else {
        await server.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      }
    })();
  });
}

/**
 * CPU microseconds used so far by the database server's processes serving this database, when it
 * runs on this machine (Linux's /proc/<pid>/schedstat, in nanoseconds); undefined otherwise. The
 * enrolments' cost on the database, beside the app's, on the same cores.
 */
async function databaseCpu(db: Database['db']): Promise<number | undefined> {
  const rows = await queryRows<{ pid: number }>(
    db,
    sql`select pid from pg_stat_activity where datname = current_database()`,
  ).catch(() => []);
  let total = 0;
  for (const { pid } of rows) {
    try {
      total += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1000;
    } catch {
      return undefined;
    }
  }
  return rows.length ? total : undefined;
}

const workerCount = () => Math.max(1, Number(process.env.BENCH_WORKERS ?? 1));

type Database = Awaited<ReturnType<typeof openDatabase>>;

/** The app in this process, as the one server process. */
async function listenHere(config: ReturnType<typeof benchConfig>, database: Database) {
  const { app, port } = await listenApp(config, database);
  return { port, cpu: async () => process.cpuUsage(), close: () => app.close() };
}

async function listenApp(config: ReturnType<typeof benchConfig>, database: Database) {
  const app = await buildApp({ config, database, logger: false });
  // In a cluster worker, port 0 is one port picked by the primary and shared by every worker.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, port: address.port };
}

/**
 * `count` worker processes answering on one port (node:cluster hands each new connection to the
 * next worker in turn), as a provider runs the server on several cores. The CPU reported is theirs
 * and this process's (which accepts the connections) added up.
 */
async function startWorkers(count: number) {
  const workers: Worker[] = [];
  const ports: number[] = [];
  for (let i = 0; i < count; i++) {
    const worker = cluster.fork();
    workers.push(worker);
    ports.push(
      await new Promise<number>((resolve, reject) => {
        worker.once('exit', (code) => reject(new Error(`bench worker exited with ${code}`)));
        worker.once('message', (m: FromWorker) => m.type === 'listening' && resolve(m.port));
      }),
    );
    worker.removeAllListeners('exit');
  }
  const usageOf = (worker: Worker) =>
    new Promise<NodeJS.CpuUsage>((resolve) => {
      worker.once('message', (m: FromWorker) => m.type === 'cpu' && resolve(m.usage));
      worker.send({ type: 'cpu' });
    });
  return {
    port: ports[0]!,
    cpu: async () => {
      const all = [process.cpuUsage(), ...(await Promise.all(workers.map(usageOf)))];
      return all.reduce((a, b) => ({ user: a.user + b.user, system: a.system + b.system }));
    },
    close: () =>
      Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              worker.send({ type: 'stop' });
            }),
        ),
      ).then(() => undefined),
  };
}

/** A worker process: the app on the shared port, answering its CPU time and stopping on request. */
async function worker() {
  const config = benchConfig({ DATA_DIR: path.join(os.tmpdir(), 'careclass-bench-unused') });
  const database = await openDatabase(config);
  const { app, port } = await listenApp(config, database);
  process.on('message', (message: BurstRequest) => {
    if (message.type === 'cpu') process.send!({ type: 'cpu', usage: process.cpuUsage() });
    else if (message.type === 'stop')
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
  });
  process.send!({ type: 'listening', port } satisfies FromWorker);
}

(cluster.isPrimary ? main() : worker()).catch((error) => {
  console.error(error);
  process.exit(1);
});
