/**
 * 500 simultaneous enrolments over HTTP: the app listens on a local port in a process of its own
 * (`enrol-burst-server.ts`) and every student sends POST /api/enrollments/{classId} at the same
 * moment from this one, spread over a few sessions with fewer seats than students. Reports
 * p50/p95/p99 of the answers, how they split (201 enrolled, 409 full) and any oversold session
 * (more live enrolments than capacity, or a seat counter that disagrees with the enrolments).
 * Meant for PostgreSQL (DATABASE_URL: a throwaway database, it is filled with bench data); without
 * it, it runs on a fresh embedded database, which runs one transaction at a time.
 *
 * Two shapes, each for BENCH_ENROL_ROUNDS rounds: the students spread over 5 sessions of 40 seats,
 * and all of them on one session of 200 seats (every claim on the same row).
 *
 * Each row gives the CPU per request of the app's process(es), of the database's processes (when
 * it runs on this machine) and of the simulated students, who share the same cores.
 *
 *   BENCH_ENROL_REQUESTS=500 BENCH_ENROL_ROUNDS=2 BENCH_WORKERS=1[,2] BENCH_CPU_PROF=<dir, the
 *   server's CPU profile>
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KeepAliveClient } from './keep-alive-client.ts';
import type { BurstCpu, BurstReady, BurstRequest, SessionSeats } from './enrol-burst-server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = env('BENCH_ENROL_ROUNDS', 2);
const SHAPES = [
  { sessions: 5, capacity: 40 },
  { sessions: 1, capacity: 200 },
];

/** The server process(es), and one request/answer exchange with it over IPC at a time. */
function startServer(workers: number) {
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(path.join(here, 'enrol-burst-server.ts'), [], {
    execArgv: ['--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    env: { ...process.env, BENCH_WORKERS: String(workers) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`bench server exited with ${code}`));
      child.once('exit', exited);
      child.once('message', (message) => {
        child.off('exit', exited);
        resolve(message as T);
      });
    });
  const ready = next<BurstReady>();
  const ask = <T>(request: BurstRequest) => {
    const answer = next<T>();
    child.send(request);
    return answer;
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || !child.connected) return resolve();
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.send({ type: 'stop' } satisfies BurstRequest);
    });
  return { ready, ask, stop };
}
type BenchServer = ReturnType<typeof startServer>;

/**
 * BENCH_WORKERS lists the server shapes to compare, as numbers of server processes on one port
 * (default "1"; "1,2" compares one process with two, as several instances on one machine; above 1
 * needs PostgreSQL). Each shape gets a server of its own, all started first; then every round runs
 * on each in turn, so they meet the same load on a shared machine.
 */
function workerCounts() {
  const listed = (process.env.BENCH_WORKERS ?? '1')
    .split(',')
    .map((n) => Math.max(1, Math.floor(Number(n))))
    .filter((n) => Number.isFinite(n));
  return listed.length ? listed : [1];
}

export async function run() {
  const servers: BenchServer[] = [];
  try {
    for (const workers of workerCounts()) {
      const server = startServer(workers);
      servers.push(server);
      await server.ready;
    }
    await burst(servers);
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** One server under test: its processes, its students' connections and calls. */
async function client(server: BenchServer) {
  const { kind, poolSize, workers, port, tokens } = await server.ready;
  // One connection per student, kept open between rounds, as each phone keeps its own.
  const students = new Map(tokens.map((token) => [token, new KeepAliveClient(port, token)]));
  const call = (method: string, url: string, token: string, body?: unknown) =>
    students.get(token)!.call(method, url, body);
  let firstOther = '';
  const enrol = async (token: string, classId: number, sessionId: number) => {
    const answer = await call('POST', `/api/enrollments/${classId}`, token, { sessionId });
    if (answer.status !== 201 && answer.status !== 409 && !firstOther)
      firstOther = `${answer.status} ${answer.body}`;
    return answer;
  };
  const read = (token: string) => call('GET', '/api/enrollments/my', token);
  // The server's CPU milliseconds per request over `work`: steadier than times on a shared machine.
  const cpuPerRequest = async <T>(work: () => Promise<T[]>) => {
    const before = await server.ask<BurstCpu>({ type: 'cpu' });
    const mine = process.cpuUsage();
    const answers = await work();
    const bench = process.cpuUsage(mine);
    const after = await server.ask<BurstCpu>({ type: 'cpu' });
    const perRequest = (us: number) => us / 1000 / answers.length;
    return {
      answers,
      cpu: perRequest(after.user - before.user + after.system - before.system),
      // The same cores also ran the database and these simulated students: their CPU per request.
      db:
        after.database === undefined || before.database === undefined
          ? undefined
          : perRequest(after.database - before.database),
      students: perRequest(bench.user + bench.system),
    };
  };
  const newClass = (name: string, sessions: number, seats: number) =>
    server.ask<{ classId: number; sessionIds: number[] }>({ type: 'class', name, sessions, seats });

  // Warm-up, not measured: one burst of reads and one of enrolments (in a session with a seat for
  // everyone), so the rounds measure a server that has served before (compiled routes, optimised
  // code, open connections and prepared statements), not a process's first seconds.
  const warm = await newClass('warm-up', 1, tokens.length);
  await Promise.all(tokens.map((tk) => read(tk)));
  await Promise.all(tokens.map((tk) => enrol(tk, warm.classId, warm.sessionIds[0]!)));

  const pool = poolSize ? `, pool of ${poolSize} connections each` : '';
  const label = `${workers} server process${workers > 1 ? 'es on one port' : ''}`;
  console.log(
    `${label}: ${tokens.length} students enrol at once, over HTTP on ${kind}${pool} (procs ${workers})`,
  );
  return {
    server,
    workers,
    tokens,
    read,
    enrol,
    cpuPerRequest,
    newClass,
    firstOther: () => firstOther,
    close: () => {
      for (const student of students.values()) student.close();
    },
  };
}

async function burst(servers: BenchServer[]) {
  const clients = [];
  for (const server of servers) clients.push(await client(server));

  const quantiles = (answers: { ms: number }[]) => {
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: times.at(-1)! };
  };
  const ms = (n: number, width = 8) => n.toFixed(0).padStart(width);
  const costs = (c: { cpu: number; db: number | undefined; students: number }) =>
    [
      c.cpu.toFixed(2).padStart(17),
      (c.db === undefined ? '-' : c.db.toFixed(2)).padStart(6),
      c.students.toFixed(2).padStart(9),
    ].join(' ');

  // Each round first sends the same students' signed-in read (GET /api/enrollments/my: the sign-in
  // check and one query) all at once: the floor this machine gives 500 simultaneous calls right
  // now, against which the enrolments are read (this machine is shared; absolute times drift).
  console.log(
    '\nround  procs  what         201   409  other   p50 ms   p95 ms   p99 ms   max ms  wall s  cpu ms/req: app     db  students  oversold  p99/read',
  );
  for (const [shapeIndex, shape] of SHAPES.entries()) {
    console.log(`\n${shape.sessions} session(s) x ${shape.capacity} seats`);
    for (let n = 1; n <= ROUNDS; n++) {
      const round = shapeIndex * ROUNDS + n;
      for (const c of clients) await roundOn(c, round, shape);
    }
  }
  for (const c of clients) {
    c.close();
    if (c.firstOther()) console.log(`first unexpected answer: ${c.firstOther().slice(0, 300)}`);
  }

  async function roundOn(
    c: Awaited<ReturnType<typeof client>>,
    round: number,
    shape: (typeof SHAPES)[number],
  ) {
    const { tokens } = c;
    const { classId, sessionIds } = await c.newClass(
      `round ${round}`,
      shape.sessions,
      shape.capacity,
    );
    const procs = String(c.workers).padStart(5);
    let started = performance.now();
    const readCost = await c.cpuPerRequest(() => Promise.all(tokens.map((tk) => c.read(tk))));
    const reads = readCost.answers;
    const readWall = (performance.now() - started) / 1000;
    const r = quantiles(reads);
    const readOk = reads.filter((a) => a.status === 200).length;
    console.log(
      `${String(round).padEnd(5)} ${procs}  read    ${String(readOk).padStart(9)}         ${String(tokens.length - readOk).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)} ${readWall.toFixed(2).padStart(7)} ${costs(readCost)}`,
    );

    started = performance.now();
    const cost = await c.cpuPerRequest(() =>
      Promise.all(tokens.map((tk, i) => c.enrol(tk, classId, sessionIds[i % shape.sessions]!))),
    );
    const answers = cost.answers;
    const wall = (performance.now() - started) / 1000;
    const q = quantiles(answers);
    const count = (s: number) => answers.filter((a) => a.status === s).length;
    const sessions = await c.server.ask<SessionSeats[]>({ type: 'check', classId });
    // Seats given beyond capacity, plus sessions whose counter disagrees with their enrolments.
    const oversold =
      sessions.reduce((n, s) => n + Math.max(0, s.live - s.capacity), 0) +
      sessions.filter((s) => s.seats_held !== s.live).length;
    console.log(
      [
        String(round).padEnd(5),
        procs,
        ' enrol',
        String(count(201)).padStart(7),
        String(count(409)).padStart(5),
        String(tokens.length - count(201) - count(409)).padStart(6),
        ms(q.p50),
        ms(q.p95),
        ms(q.p99),
        ms(q.max),
        wall.toFixed(2).padStart(7),
        costs(cost),
        String(oversold).padStart(9),
        (q.p99 / r.p99).toFixed(1).padStart(9),
      ].join(' '),
    );
  }
}
