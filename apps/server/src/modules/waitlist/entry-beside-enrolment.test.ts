import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { sweepExpiredOffers } from '../../jobs/offer-sweep.ts';

/**
 * A student joins a class's waitlist while their Enroll Now for the class is running (decision 45,
 * "A waitlist entry made during Enroll Now"). The enrolment's one statement closes the entries it
 * sees, and a join that commits while it runs is not among them: the entry stays open beside the
 * enrolment. The offer sweep closes it as Enroll Now would have, and a seat such an entry held
 * goes on to the next person.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const enrol = (token: string, classId: number, sessionId: number) =>
  t.request({ method: 'POST', url: `/api/enrollments/${classId}`, token, payload: { sessionId } });
const join = (token: string, classId: number, sessionId: number) =>
  t.request({
    method: 'POST',
    url: `/api/enrollments/waitlist/${classId}`,
    token,
    payload: { sessionId },
  });

const entriesOf = (classId: number) =>
  queryRows<{ user_id: number; status: string; reason: string | null }>(
    t.database.db,
    sql`select user_id, status::text, reason from waitlist_entries where class_id = ${classId}
        order by id`,
  );
const seats = async (sessionId: number) =>
  (
    await queryRows<{ seats_held: number; live: number; offers: number }>(
      t.database.db,
      sql`select s.seats_held,
            (select count(*)::int from enrollments e where e.session_id = s.id
              and e.status in ('pending', 'approved') and e.enrollment_type = 'active') as live,
            (select count(*)::int from waitlist_entries w
              where w.offered_session_id = s.id and w.status = 'offered') as offers
          from class_sessions s where s.id = ${sessionId}`,
    )
  )[0];

/**
 * On PostgreSQL, the real race: another connection holds session `held` while the student's
 * Enroll Now statement waits for it (so the statement has begun and seen no entry), the student
 * joins the waitlist meanwhile, then the statement goes on. On PGlite, which runs one statement
 * at a time, the enrolment is made and the entry the race leaves is written after it.
 */
async function enrolWhileJoining(
  student: { id: number; token: string },
  classId: number,
  held: number,
  waitFor: number,
) {
  if (t.kind !== 'postgres') {
    expect((await enrol(student.token, classId, held)).statusCode).toBe(201);
    await t.database.db.execute(
      sql`insert into waitlist_entries (user_id, class_id, preferred_session_id, status)
          values (${student.id}, ${classId}, ${waitFor}, 'waiting')`,
    );
    return;
  }
  const holder = await t.database.pool!.connect();
  try {
    const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
    await holder.query('begin');
    await holder.query('select id from class_sessions where id = $1 for no key update', [held]);
    const enrolled = enrol(student.token, classId, held);
    await waitForLockWaiter(rows[0]!.pid);
    expect((await join(student.token, classId, waitFor)).statusCode).toBe(201);
    await holder.query('commit');
    expect((await enrolled).statusCode).toBe(201);
  } finally {
    holder.release();
  }
}

async function waitForLockWaiter(holderPid: number) {
  for (let i = 0; i < 600; i++) {
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pg_stat_activity
          where ${holderPid} = any(pg_blocking_pids(pid))`,
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the enrolment never came to wait for the held session');
}

describe('a waitlist entry made while Enroll Now runs', () => {
  it('is closed by the offer sweep, and the seat freed later goes to the next person', async () => {
    const { classId, sessionIds } = await createClass(t, {
      sessions: [{ capacity: 5 }, { capacity: 1, startInDays: 20 }],
    });
    const [open, full] = sessionIds as [number, number];
    const sitter = await signedInStudent(t, 'Sitter');
    const sat = await enrol(sitter.token, classId, full);
    expect(sat.statusCode).toBe(201);
    const student = await signedInStudent(t, 'Both');
    const next = await signedInStudent(t, 'Next');

    await enrolWhileJoining(student, classId, open, full);
    expect((await join(next.token, classId, full)).statusCode).toBe(201);
    // What the race leaves: enrolled, and still waiting.
    expect(await entriesOf(classId)).toEqual([
      { user_id: student.id, status: 'waiting', reason: null },
      { user_id: next.id, status: 'waiting', reason: null },
    ]);

    expect(await sweepExpiredOffers(t.ctx)).toBe(0);
    expect(await entriesOf(classId)).toEqual([
      { user_id: student.id, status: 'left', reason: 'Enrolled directly' },
      { user_id: next.id, status: 'waiting', reason: null },
    ]);
    // A second sweep finds nothing more to close.
    await sweepExpiredOffers(t.ctx);
    expect((await entriesOf(classId))[0]).toMatchObject({ status: 'left' });

    // The sitter leaves: the seat is offered to the next person, not to the enrolled student.
    const left = await t.request({
      method: 'DELETE',
      url: `/api/enrollments/${sat.json().enrollment.id}`,
      token: sitter.token,
    });
    expect(left.statusCode).toBe(200);
    expect((await entriesOf(classId))[1]).toMatchObject({ user_id: next.id, status: 'offered' });
    expect(await seats(full)).toEqual({ seats_held: 1, live: 0, offers: 1 });
    expect(await seats(open)).toEqual({ seats_held: 1, live: 1, offers: 0 });
  });

  it("passes on the seat an offer held when that offer's student is enrolled in the class", async () => {
    const { classId, sessionIds } = await createClass(t, {
      sessions: [{ capacity: 5 }, { capacity: 1, startInDays: 20 }],
    });
    const [open, offered] = sessionIds as [number, number];
    const student = await signedInStudent(t, 'Holder');
    const next = await signedInStudent(t, 'Waiting');
    expect((await enrol(student.token, classId, open)).statusCode).toBe(201);
    // However it came to be, an offer holds the one seat of `offered` for an enrolled student.
    await t.database.db.execute(
      sql`with seat as (update class_sessions set seats_held = seats_held + 1 where id = ${offered})
          insert into waitlist_entries (user_id, class_id, status, offered_session_id, offered_at,
            offer_expires_at)
          values (${student.id}, ${classId}, 'offered', ${offered}, now(), now() + interval '1 day')`,
    );
    expect((await join(next.token, classId, offered)).statusCode).toBe(201);

    await sweepExpiredOffers(t.ctx);
    expect(await entriesOf(classId)).toEqual([
      { user_id: student.id, status: 'left', reason: 'Enrolled directly' },
      { user_id: next.id, status: 'offered', reason: null },
    ]);
    expect(await seats(offered)).toEqual({ seats_held: 1, live: 0, offers: 1 });
  });

  it('gives back the seats of several such offers, each in a transaction of its own', async () => {
    // Two classes, each with an enrolled student whose offer holds the one seat of a session, and
    // nobody else waiting: the seat goes back to its session, which locks the session's row.
    const offerBeside = async (name: string) => {
      const { classId, sessionIds } = await createClass(t, {
        sessions: [{ capacity: 5 }, { capacity: 1, startInDays: 20 }],
      });
      const [open, offered] = sessionIds as [number, number];
      const student = await signedInStudent(t, name);
      expect((await enrol(student.token, classId, open)).statusCode).toBe(201);
      await t.database.db.execute(
        sql`with seat as (update class_sessions set seats_held = seats_held + 1
              where id = ${offered})
            insert into waitlist_entries (user_id, class_id, status, offered_session_id,
              offered_at, offer_expires_at)
            values (${student.id}, ${classId}, 'offered', ${offered}, now(),
              now() + interval '1 day')`,
      );
      return { classId, offered };
    };
    // The first offer (the lower id) is closed first.
    const first = await offerBeside('First');
    const second = await offerBeside('Second');

    if (t.kind === 'postgres') {
      // Another writer holds the second offer's session. The sweep gives the first seat back and
      // commits, then waits for the second session: meanwhile the first session is free.
      const holder = await t.database.pool!.connect();
      const other = await t.database.pool!.connect();
      let swept: Promise<unknown> | undefined;
      try {
        const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
        await holder.query('begin');
        await holder.query('select id from class_sessions where id = $1 for no key update', [
          second.offered,
        ]);
        swept = sweepExpiredOffers(t.ctx);
        await waitForLockWaiter(rows[0]!.pid);
        await other.query('begin');
        await other.query('select id from class_sessions where id = $1 for no key update nowait', [
          first.offered,
        ]);
        await other.query('rollback');
        expect(await seats(first.offered)).toEqual({ seats_held: 0, live: 0, offers: 0 });
        await holder.query('commit');
        await swept;
      } finally {
        // On a failure above: let the sweep finish before the test's database closes.
        await holder.query('rollback').catch(() => {});
        await swept?.catch(() => {});
        holder.release();
        other.release();
      }
    } else {
      await sweepExpiredOffers(t.ctx);
    }

    for (const c of [first, second]) {
      expect(await entriesOf(c.classId)).toMatchObject([
        { status: 'left', reason: 'Enrolled directly' },
      ]);
      expect(await seats(c.offered)).toEqual({ seats_held: 0, live: 0, offers: 0 });
    }
  });
});
