import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Two students each hold an offered seat in the session the other enrols in directly (decision
 * 45, "Deadlocks are retried"). Each enrolment gives its offer's seat back, then claims its own:
 * one locks session B then A, the other A then B. On PostgreSQL a third connection holds both
 * session rows until both enrolments wait for them, so that each then takes one row and waits for
 * the other's: a real deadlock, which the server detects and refuses one of them. The refused
 * transaction runs again from the start, and both students get their seat. On PGlite the two
 * requests run one after the other and end the same way.
 */
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    {},
    { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
  );
});
afterAll(async () => {
  await t?.close();
});

const enrol = (token: string, classId: number, sessionId: number) =>
  t.request({ method: 'POST', url: `/api/enrollments/${classId}`, token, payload: { sessionId } });

/** Two students, each holding an offered seat in one of the two sessions of a class. */
async function crossedOffers() {
  const { classId, sessionIds } = await createClass(t, {
    title: 'Crossed offers',
    sessions: [{ capacity: 1 }, { capacity: 1, startInDays: 20 }],
  });
  const [a, b] = sessionIds as [number, number];
  const fillers = [await signedInStudent(t, 'FillA'), await signedInStudent(t, 'FillB')];
  const held = [
    await enrol(fillers[0]!.token, classId, a),
    await enrol(fillers[1]!.token, classId, b),
  ];
  expect(held.map((r) => r.statusCode)).toEqual([201, 201]);
  // X waits for B and Y for A; when the fillers leave, each is offered the seat they wait for.
  const x = await signedInStudent(t, 'Xavier');
  const y = await signedInStudent(t, 'Yolanda');
  for (const [s, sessionId] of [
    [x, b],
    [y, a],
  ] as const) {
    const joined = await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${classId}`,
      token: s.token,
      payload: { sessionId },
    });
    expect(joined.statusCode).toBe(201);
  }
  for (const [i, res] of held.entries()) {
    const left = await t.request({
      method: 'DELETE',
      url: `/api/enrollments/${res.json().enrollment.id}`,
      token: fillers[i]!.token,
    });
    expect(left.statusCode).toBe(200);
  }
  // A second seat in each session, so that each student may also enrol in the other directly.
  await t.database.db.execute(sql`update class_sessions set capacity = 2 where id in (${a}, ${b})`);
  expect(await offers(classId)).toEqual([
    { user_id: x.id, status: 'offered', offered_session_id: b },
    { user_id: y.id, status: 'offered', offered_session_id: a },
  ]);
  return { classId, a, b, x, y };
}

const offers = (classId: number) =>
  queryRows<{ user_id: number; status: string; offered_session_id: number | null }>(
    t.database.db,
    sql`select user_id, status::text, offered_session_id from waitlist_entries
        where class_id = ${classId} order by id`,
  );

/**
 * On PostgreSQL: runs `requests` while another connection holds the two session rows (`for no
 * key update`, which lets the enrolments' inserts through), and lets go once `waiters` requests
 * wait for them. On PGlite: runs them one after the other.
 */
async function whileSessionsHeld<T>(
  sessionIds: number[],
  waiters: number,
  requests: (() => Promise<T>)[],
): Promise<T[]> {
  if (t.kind !== 'postgres') {
    const answers: T[] = [];
    for (const request of requests) answers.push(await request());
    return answers;
  }
  const holder = await t.database.pool!.connect();
  try {
    const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
    await holder.query('begin');
    await holder.query('select id from class_sessions where id = any($1) for no key update', [
      sessionIds,
    ]);
    const answers = Promise.all(requests.map((r) => r()));
    await waitForLockWaiters(rows[0]!.pid, waiters);
    await holder.query('commit');
    return await answers;
  } finally {
    holder.release();
  }
}

/** Waits until `n` other backends wait for a lock the holder's backend holds. */
async function waitForLockWaiters(holderPid: number, n: number) {
  for (let i = 0; i < 600; i++) {
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pg_stat_activity
          where ${holderPid} = any(pg_blocking_pids(pid))`,
    );
    if (rows[0]!.n >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${n} requests came to wait for the held sessions`);
}

/**
 * Held at their first session row, both enrolments usually take it at the same moment once let
 * go, and then deadlock; on a busy machine one may now and then run far enough ahead to take both
 * rows first, and no deadlock happens. The crossing is repeated until one does (on PostgreSQL).
 */
const ROUNDS_FOR_A_DEADLOCK = 10;

describe('enrolments that cross each other’s offered seats', () => {
  it('both get their seat, though PostgreSQL refuses one of them for a deadlock', async () => {
    let deadlocked = false;
    const rounds = t.kind === 'postgres' ? ROUNDS_FOR_A_DEADLOCK : 1;
    for (let round = 0; round < rounds && !deadlocked; round++) {
      deadlocked = await crossOnce();
    }
    // The deadlock did happen, and was answered by running the refused transaction again.
    if (t.kind === 'postgres') expect(deadlocked).toBe(true);
  }, 120_000);
});

/** One crossing, checked; answers whether a transaction was retried after a deadlock. */
async function crossOnce(): Promise<boolean> {
  const { classId, a, b, x, y } = await crossedOffers();
  logLines.length = 0;

  const [xRes, yRes] = await whileSessionsHeld([a, b], 2, [
    () => enrol(x.token, classId, a),
    () => enrol(y.token, classId, b),
  ]);

  expect([xRes!.statusCode, yRes!.statusCode]).toEqual([201, 201]);
  expect(xRes!.json().enrollment).toMatchObject({ user_id: x.id, session_id: a });
  expect(yRes!.json().enrollment).toMatchObject({ user_id: y.id, session_id: b });

  // Each session holds exactly its live enrolment: the offers' seats went back, once.
  const seats = await queryRows<{ id: number; seats_held: number; live: number }>(
    t.database.db,
    sql`select s.id, s.seats_held, (select count(*)::int from enrollments e
          where e.session_id = s.id and e.status in ('pending', 'approved')
            and e.enrollment_type = 'active') as live
        from class_sessions s where s.class_id = ${classId} order by s.id`,
  );
  expect(seats).toEqual([
    { id: a, seats_held: 1, live: 1 },
    { id: b, seats_held: 1, live: 1 },
  ]);
  // Both offers closed as left; nothing half written: one enrolment, one history line, one
  // notice and one e-mail per student.
  expect(await offers(classId)).toEqual([
    { user_id: x.id, status: 'left', offered_session_id: b },
    { user_id: y.id, status: 'left', offered_session_id: a },
  ]);
  const written = await queryRows<{ user_id: number; what: string; n: number }>(
    t.database.db,
    sql`select e.user_id, 'enrolments' as what, count(*)::int as n from enrollments e
          where e.class_id = ${classId} and e.user_id in (${x.id}, ${y.id}) group by 1
        union all
        select e.user_id, 'history', count(*)::int from enrollment_history h
          join enrollments e on e.id = h.enrollment_id
          where e.class_id = ${classId} and e.user_id in (${x.id}, ${y.id}) group by 1
        union all
        select user_id, 'notices', count(*)::int from notifications
          where user_id in (${x.id}, ${y.id})
            and title = 'Enrollment request received: Crossed offers' group by 1
        union all
        select u.id, 'mails', count(*)::int from email_outbox m join users u on u.email = m.to_address
          where u.id in (${x.id}, ${y.id})
            and m.subject = 'Enrollment request received: Crossed offers' group by 1
        order by 1, 2`,
  );
  expect(written).toEqual(
    [x.id, y.id].flatMap((id) =>
      ['enrolments', 'history', 'mails', 'notices'].map((what) => ({ user_id: id, what, n: 1 })),
    ),
  );
  const logged = logLines.map((l) => JSON.parse(l) as { code?: string; msg: string });
  return logged.some((l) => l.code === '40P01' && l.msg === 'transaction retried');
}

/**
 * An admin edits the class's two sessions (the dialog's order: A, then B) while a student whose
 * offer holds a seat in B enrols directly in A (the offer's seat back to B, then the claim on A):
 * each locks the rows in the other order. One of them is refused for the deadlock and runs again;
 * both succeed.
 */
describe('an admin editing the sessions while an enrolment crosses them', () => {
  it('both go through, though PostgreSQL refuses one of them for a deadlock', async () => {
    let deadlocked = false;
    const rounds = t.kind === 'postgres' ? ROUNDS_FOR_A_DEADLOCK : 1;
    for (let round = 0; round < rounds && !deadlocked; round++) {
      deadlocked = await editWhileEnrolling(round);
    }
    if (t.kind === 'postgres') expect(deadlocked).toBe(true);
  }, 120_000);
});

async function editWhileEnrolling(round: number): Promise<boolean> {
  const { classId, a, b, x } = await crossedOffers();
  const admin = await t.createUser({ role: 'admin' });
  const adminToken = await t.tokenFor(admin.id);
  const room = `Room ${round + 10}`;
  // The sessions as they are, in a new room: the dialog saves every session it shows.
  const rows = await queryRows<{ id: number; start_date: string; end_date: string }>(
    t.database.db,
    sql`select id, start_date::text, end_date::text from class_sessions
        where id in (${a}, ${b}) order by id`,
  );
  const dates = rows.map((r) => ({
    id: r.id,
    date: r.start_date,
    end_date: r.end_date,
    start_time: '09:00',
    end_time: '15:00',
    location: room,
    capacity: 2,
  }));
  logLines.length = 0;

  const [edit, enrolled] = await whileSessionsHeld([a, b], 2, [
    () =>
      t.request({
        method: 'PUT',
        url: `/api/admin/classes/${classId}`,
        token: adminToken,
        payload: { dates },
      }),
    () => enrol(x.token, classId, a),
  ]);

  expect(edit!.statusCode).toBe(200);
  expect(enrolled!.statusCode).toBe(201);
  expect(enrolled!.json().enrollment).toMatchObject({ user_id: x.id, session_id: a });
  // The edit was saved whole, and the seats are right: X's enrolment in A, X's offer's seat in B
  // back (Y still holds the offer of A's other seat).
  const sessions = await queryRows<{ id: number; location_details: string; seats_held: number }>(
    t.database.db,
    sql`select id, location_details, seats_held from class_sessions where class_id = ${classId}
        order by id`,
  );
  expect(sessions).toEqual([
    { id: a, location_details: room, seats_held: 2 },
    { id: b, location_details: room, seats_held: 0 },
  ]);
  const logged = logLines.map((l) => JSON.parse(l) as { code?: string; msg: string });
  return logged.some((l) => l.code === '40P01' && l.msg === 'transaction retried');
}
