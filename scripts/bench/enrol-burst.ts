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
 *   BENCH_ENROL_REQUESTS=500 BENCH_ENROL_ROUNDS=2 BENCH_CPU_PROF=<dir, the server's CPU profile>
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BurstReady, BurstRequest, SessionSeats } from './enrol-burst-server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = env('BENCH_ENROL_ROUNDS', 2);
const SHAPES = [
  { sessions: 5, capacity: 40 },
  { sessions: 1, capacity: 200 },
];

interface Answer {
  status: number;
  ms: number;
  body: string;
}

/** The server process, and one request/answer exchange with it over IPC at a time. */
function startServer() {
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(path.join(here, 'enrol-burst-server.ts'), [], {
    execArgv: ['--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
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
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.send({ type: 'stop' } satisfies BurstRequest);
    });
  return { ready, ask, stop };
}

export async function run() {
  const server = startServer();
  try {
    await burst(server);
  } finally {
    await server.stop();
  }
}

async function burst(server: ReturnType<typeof startServer>) {
  const { kind, poolSize, port, tokens } = await server.ready;
  const pool = poolSize ? `, pool of ${poolSize} connections` : '';
  console.log(`${tokens.length} students enrol at once, over HTTP on ${kind}${pool}`);

  // One connection per student, kept open between rounds, as each phone keeps its own.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const call = (method: string, url: string, token: string, body?: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const t0 = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              ms: performance.now() - t0,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
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
    const before = await server.ask<NodeJS.CpuUsage>({ type: 'cpu' });
    const answers = await work();
    const after = await server.ask<NodeJS.CpuUsage>({ type: 'cpu' });
    const used = after.user - before.user + after.system - before.system;
    return { answers, cpu: used / 1000 / answers.length };
  };
  const newClass = (name: string, sessions: number, seats: number) =>
    server.ask<{ classId: number; sessionIds: number[] }>({ type: 'class', name, sessions, seats });

  // Warm-up, not measured: one burst of reads and one of enrolments (in a session with a seat for
  // everyone), so the rounds measure a server that has served before (compiled routes, optimised
  // code, open connections and prepared statements), not a process's first seconds.
  const warm = await newClass('warm-up', 1, tokens.length);
  await Promise.all(tokens.map((tk) => read(tk)));
  await Promise.all(tokens.map((tk) => enrol(tk, warm.classId, warm.sessionIds[0]!)));

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
    '\nround  what         201   409  other   p50 ms   p95 ms   p99 ms   max ms  wall s  cpu ms/req  oversold  p99/read',
  );
  for (const [shapeIndex, shape] of SHAPES.entries()) {
    console.log(`\n${shape.sessions} session(s) x ${shape.capacity} seats`);
    for (let n = 1; n <= ROUNDS; n++) {
      const round = shapeIndex * ROUNDS + n;
      const { classId, sessionIds } = await newClass(
        `round ${round}`,
        shape.sessions,
        shape.capacity,
      );
      let started = performance.now();
      const { answers: reads, cpu: readCpu } = await cpuPerRequest(() =>
        Promise.all(tokens.map((tk) => read(tk))),
      );
      const readWall = (performance.now() - started) / 1000;
      const r = quantiles(reads);
      const readOk = reads.filter((a) => a.status === 200).length;
      console.log(
        `${String(round).padEnd(5)}  read    ${String(readOk).padStart(9)}         ${String(tokens.length - readOk).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)} ${readWall.toFixed(2).padStart(7)} ${readCpu.toFixed(2).padStart(11)}`,
      );

      started = performance.now();
      const { answers, cpu } = await cpuPerRequest(() =>
        Promise.all(tokens.map((tk, i) => enrol(tk, classId, sessionIds[i % shape.sessions]!))),
      );
      const wall = (performance.now() - started) / 1000;
      const q = quantiles(answers);
      const count = (s: number) => answers.filter((a) => a.status === s).length;
      const sessions = await server.ask<SessionSeats[]>({ type: 'check', classId });
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
          String(tokens.length - count(201) - count(409)).padStart(6),
          ms(q.p50),
          ms(q.p95),
          ms(q.p99),
          ms(q.max),
          wall.toFixed(2).padStart(7),
          cpu.toFixed(2).padStart(11),
          String(oversold).padStart(9),
          (q.p99 / r.p99).toFixed(1).padStart(9),
        ].join(' '),
      );
    }
  }
  agent.destroy();
  if (firstOther) console.log(`first unexpected answer: ${firstOther.slice(0, 300)}`);
}
