import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { foldPendingRollups } from '../analytics/analytics.repository.ts';

/**
 * A burst of enrolments on a few sessions, all sent at once (decision 45). On PostgreSQL
 * (TEST_DATABASE_URL) they run side by side on the pool and meet at the seat claim; on PGlite one
 * transaction at a time. Either way every seat goes once, and nothing else is written for a
 * request that did not get one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const STUDENTS = 300;
const SEATS = [20, 15, 25];
const TWICE = 20;

const enrol = (token: string, classId: number, sessionId: number) =>
  t.request({ method: 'POST', url: `/api/enrollments/${classId}`, token, payload: { sessionId } });

describe('a burst of simultaneous enrolments', () => {
  it(`${STUDENTS} students (${TWICE} of them twice) on ${SEATS.length} sessions: each seat once, the rest told it is full`, async () => {
    const { classId, sessionIds } = await createClass(t, {
      title: 'Burst class',
      sessions: SEATS.map((capacity, i) => ({ capacity, startInDays: 10 + i })),
    });
    const students = [];
    for (let i = 0; i < STUDENTS; i++) students.push(await signedInStudent(t, `Burst${i}`));
    const requests = students.map((s, i) => ({ s, sessionId: sessionIds[i % SEATS.length]! }));
    // Some students also ask for another session at the same moment.
    for (const s of students.slice(0, TWICE)) {
      requests.push({ s, sessionId: sessionIds[(students.indexOf(s) + 1) % SEATS.length]! });
    }
    const answers = await Promise.all(
      requests.map(async (r) => ({ ...r, res: await enrol(r.s.token, classId, r.sessionId) })),
    );

    const won = answers.filter((a) => a.res.statusCode === 201);
    const refused = answers.filter((a) => a.res.statusCode === 409);
    expect(won.length + refused.length).toBe(requests.length);
    const totalSeats = SEATS.reduce((a, b) => a + b, 0);
    expect(won).toHaveLength(totalSeats);
    for (const a of won) {
      expect(a.res.json().enrollment).toMatchObject({
        user_id: a.s.id,
        class_id: classId,
        session_id: a.sessionId,
        enrollment_status: 'pending',
      });
    }
    for (const a of refused) {
      expect([
        {
          error: 'This session is full. You can join the waitlist instead.',
          code: 'SESSION_FULL',
          message_key: 'seat.sessionFull',
        },
        {
          error: 'You are already enrolled in this class',
          code: 'ALREADY_ENROLLED',
          message_key: 'enroll.alreadyEnrolled',
        },
      ]).toContainEqual(a.res.json());
    }
    // No student holds two seats.
    expect(new Set(won.map((a) => a.s.id)).size).toBe(won.length);

    const seats = await queryRows<{
      id: number;
      capacity: number;
      seats_held: number;
      live: number;
    }>(
      t.database.db,
      sql`select s.id, s.capacity, s.seats_held,
                   (select count(*)::int from enrollments e where e.session_id = s.id
                      and e.status in ('pending', 'approved') and e.enrollment_type = 'active') as live
            from class_sessions s where s.class_id = ${classId} order by s.id`,
    );
    expect(seats).toEqual(
      sessionIds.map((id, i) => ({ id, capacity: SEATS[i], seats_held: SEATS[i], live: SEATS[i] })),
    );
    for (const id of sessionIds) {
      expect(won.filter((a) => a.sessionId === id)).toHaveLength(SEATS[sessionIds.indexOf(id)]!);
    }

    // Exactly the enrolled students were told, once each, in-app and by e-mail; a refused request
    // left nothing behind (its notices were rolled back with it, or never written).
    const told = await queryRows<{ user_id: number; n: number }>(
      t.database.db,
      sql`select user_id, count(*)::int as n from notifications
            where title = 'Enrollment request received: Burst class' group by user_id`,
    );
    expect(told.map((r) => r.user_id).sort((a, b) => a - b)).toEqual(
      won.map((a) => a.s.id).sort((a, b) => a - b),
    );
    expect(told.every((r) => r.n === 1)).toBe(true);
    const mails = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from email_outbox
            where subject = 'Enrollment request received: Burst class'`,
    );
    expect(mails[0]!.n).toBe(totalSeats);
    const history = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from enrollment_history h
            join enrollments e on e.id = h.enrollment_id where e.class_id = ${classId}`,
    );
    expect(history[0]!.n).toBe(totalSeats);
  }, 180_000);

  it('a withdrawal during a burst frees exactly one seat, which the burst may take', async () => {
    const { classId, sessionIds } = await createClass(t, { sessions: [{ capacity: 5 }] });
    const sessionId = sessionIds[0]!;
    const first = await signedInStudent(t, 'Leaver');
    const enrolled = await enrol(first.token, classId, sessionId);
    expect(enrolled.statusCode).toBe(201);
    const students = [];
    for (let i = 0; i < 40; i++) students.push(await signedInStudent(t, `Late${i}`));
    const [withdrawn, ...answers] = await Promise.all([
      t.request({
        method: 'DELETE',
        url: `/api/enrollments/${enrolled.json().enrollment.id}`,
        token: first.token,
      }),
      ...students.map((s) => enrol(s.token, classId, sessionId)),
    ]);
    expect(withdrawn!.statusCode).toBe(200);
    const won = answers.filter((r) => r.statusCode === 201).length;
    // Four seats were free throughout; the fifth only if the withdrawal came first.
    expect([4, 5]).toContain(won);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(40 - won);
    const rows = await queryRows<{ seats_held: number; live: number }>(
      t.database.db,
      sql`select s.seats_held, (select count(*)::int from enrollments e where e.session_id = s.id
            and e.status in ('pending', 'approved') and e.enrollment_type = 'active') as live
          from class_sessions s where s.id = ${sessionId}`,
    );
    expect(rows[0]!.seats_held).toBe(rows[0]!.live);
    expect(rows[0]!.live).toBe(won);
  }, 60_000);

  it('withdrawals and enrolments of one session at once never deadlock, and the rollups follow', async () => {
    // Both add to the session's row of the day in the analytics rollups; since migration 0016 they
    // do so at their commit, after the session's row lock, so neither order can cross the other.
    const { classId, sessionIds } = await createClass(t, { sessions: [{ capacity: 10 }] });
    const sessionId = sessionIds[0]!;
    const leavers: { token: string; id: number }[] = [];
    for (let i = 0; i < 10; i++) {
      const s = await signedInStudent(t, `Leaver${i}`);
      const res = await enrol(s.token, classId, sessionId);
      expect(res.statusCode).toBe(201);
      leavers.push({ token: s.token, id: res.json().enrollment.id as number });
    }
    const joiners = [];
    for (let i = 0; i < 30; i++) joiners.push(await signedInStudent(t, `Joiner${i}`));
    const answers = await Promise.all(
      [...leavers, ...joiners].map((s, i) =>
        i < leavers.length
          ? t.request({
              method: 'DELETE',
              url: `/api/enrollments/${leavers[i]!.id}`,
              token: s.token,
            })
          : enrol(s.token, classId, sessionId),
      ),
    );
    const withdrawn = answers.slice(0, leavers.length);
    const joined = answers.slice(leavers.length);
    expect(withdrawn.map((r) => r.statusCode)).toEqual(leavers.map(() => 200));
    expect(joined.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const won = joined.filter((r) => r.statusCode === 201).length;
    const rows = await queryRows<{ seats_held: number; live: number }>(
      t.database.db,
      sql`select s.seats_held, (select count(*)::int from enrollments e where e.session_id = s.id
            and e.status in ('pending', 'approved') and e.enrollment_type = 'active') as live
          from class_sessions s where s.id = ${sessionId}`,
    );
    expect(rows[0]).toEqual({ seats_held: won, live: won });
    expect(won).toBeLessThanOrEqual(10);
    // The session's rollup rows count its enrolments as they are, once what was staged is folded
    // (the analytics calls fold first too).
    await foldPendingRollups(t.database.db);
    const rollup = await queryRows<{ status: string; type: string; archived: boolean; n: number }>(
      t.database.db,
      sql`select status::text, enrollment_type::text as type, archived, sum(n)::int as n
          from analytics_enrollments where monthly and session_id = ${sessionId} and n <> 0
          group by 1, 2, 3 order by 1, 2, 3`,
    );
    const recount = await queryRows<{ status: string; type: string; archived: boolean; n: number }>(
      t.database.db,
      sql`select status::text, enrollment_type::text as type, archived_at is not null as archived,
                 count(*)::int as n
          from enrollments where session_id = ${sessionId} group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(rollup).toEqual(recount);
    expect(recount.reduce((sum, r) => sum + r.n, 0)).toBe(10 + won);
  }, 60_000);
});
