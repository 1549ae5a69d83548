import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';

/**
 * What ending a session or a class leaves behind, row by row: the enrolments (moved to history with
 * a reason), their history, the payments (unpaid ones cancelled, paid ones kept), the waiting list
 * (offers released, preferences cleared, entries closed) and the sessions (closed, seats freed).
 */
let t: TestApp;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await t.createUser({ role: 'admin' })).id;
  adminToken = await t.tokenFor(adminId);
});
afterAll(async () => {
  await t?.close();
});

type Student = Awaited<ReturnType<typeof signedInStudent>>;
const as = (
  token: string,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload = {},
) => t.request({ method, url, token, payload });
const enrol = async (s: Student, classId: number, sessionId: number) => {
  const res = await as(s.token, 'POST', `/api/enrollments/${classId}`, { sessionId });
  expect(res.statusCode).toBe(201);
  return res.json().enrollment.id as number;
};
const approve = async (id: number) =>
  expect((await as(adminToken, 'POST', `/api/enrollments/${id}/approve`)).statusCode).toBe(200);
const join = async (s: Student, classId: number, sessionId?: number) =>
  expect(
    (await as(s.token, 'POST', `/api/enrollments/waitlist/${classId}`, { sessionId })).statusCode,
  ).toBe(201);
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

/**
 * A class of two sessions. The first (three seats) holds a paid approved enrolment, an unpaid
 * approved one and a pending one. The second (one seat) was left by its holder, so its seat is
 * offered to the first in line (who preferred it); the second in line also prefers it, the third
 * waits for any session.
 */
async function busyClass() {
  const { classId, sessionIds } = await createClass(t, {
    sessions: [{ capacity: 3 }, { capacity: 1, startInDays: 20 }],
  });
  const [first, second] = sessionIds as [number, number];
  const paidStudent = await signedInStudent(t, 'Paid');
  const paid = await enrol(paidStudent, classId, first);
  await approve(paid);
  const [payment] = await rows<{ id: number }>(
    sql`select id from payments where enrollment_id = ${paid}`,
  );
  expect((await as(paidStudent.token, 'POST', `/api/payments/${payment!.id}/pay`)).statusCode).toBe(
    200,
  );
  const unpaid = await enrol(await signedInStudent(t, 'Unpaid'), classId, first);
  await approve(unpaid);
  const pending = await enrol(await signedInStudent(t, 'Pending'), classId, first);
  const holder = await signedInStudent(t, 'Holder');
  const left = await enrol(holder, classId, second);
  const line = [
    await signedInStudent(t, 'Offered'),
    await signedInStudent(t, 'Preferring'),
    await signedInStudent(t, 'Any'),
  ] as const;
  await join(line[0], classId, second);
  await join(line[1], classId, second);
  await join(line[2], classId);
  expect((await as(holder.token, 'DELETE', `/api/enrollments/${left}`)).statusCode).toBe(200);
  return { classId, first, second, paid, unpaid, pending, left, line };
}

const enrolmentsOf = (classId: number) =>
  rows(
    sql`select e.id, e.status, e.enrollment_type, e.completion_reason, e.archived_reason,
               e.completed_at is not null as completed, e.archived_at is not null as archived,
               p.status as payment
        from enrollments e left join payments p on p.enrollment_id = e.id
        where e.class_id = ${classId} order by e.id`,
  );
const historyOf = (ids: number[]) =>
  rows(
    sql`select enrollment_id, from_status, to_status, from_type, to_type, changed_by, reason
        from enrollment_history
        where enrollment_id in (${sql.join(ids, sql`, `)}) and to_type = 'historical'
        order by enrollment_id`,
  );
const waitlistOf = (classId: number) =>
  rows(
    sql`select u.first_name as who, w.status, w.reason, w.preferred_session_id, w.offered_session_id,
               w.offered_at is not null as offered, w.offer_expires_at is not null as expires,
               w.responded_at is not null as responded
        from waitlist_entries w join users u on u.id = w.user_id
        where w.class_id = ${classId} order by w.id`,
  );
const sessionsOf = (classId: number) =>
  rows(
    sql`select id, status, session_type, seats_held, removed_reason from class_sessions
        where class_id = ${classId} order by id`,
  );

const archivedRow = (id: number, status: string, reason: string, payment: string | null) => ({
  id,
  status,
  enrollment_type: 'historical',
  completion_reason: null,
  archived_reason: reason,
  completed: false,
  archived: true,
  payment,
});
const historyRow = (enrollmentId: number, status: string, reason: string) => ({
  enrollment_id: enrollmentId,
  from_status: status,
  to_status: status,
  from_type: 'active',
  to_type: 'historical',
  changed_by: adminId,
  reason,
});
const closedEntry = (who: string, reason: string) => ({
  who,
  status: 'rejected',
  reason,
  preferred_session_id: null,
  offered_session_id: null,
  offered: false,
  expires: false,
  responded: true,
});
/** Both sessions cancelled: the three live enrolments archived, the unpaid payment cancelled. */
async function expectEnrolmentsCancelled(c: Awaited<ReturnType<typeof busyClass>>) {
  expect(await enrolmentsOf(c.classId)).toEqual([
    archivedRow(c.paid, 'approved', 'Session cancelled', 'paid'),
    archivedRow(c.unpaid, 'approved', 'Session cancelled', 'cancelled'),
    archivedRow(c.pending, 'pending', 'Session cancelled', null),
    archivedRow(c.left, 'pending', 'Withdrawn by the student', null),
  ]);
}
async function expectBothSessionsCancelled(c: Awaited<ReturnType<typeof busyClass>>) {
  const cancelled = { status: 'cancelled', session_type: 'active', seats_held: 0 };
  expect(await sessionsOf(c.classId)).toEqual([
    { id: c.first, ...cancelled, removed_reason: null },
    { id: c.second, ...cancelled, removed_reason: null },
  ]);
}

describe('the cascade of a class or session ending', () => {
  it('a cancelled class: enrolments archived, unpaid payments cancelled, paid kept, offers and the line closed', async () => {
    const c = await busyClass();
    expect(await waitlistOf(c.classId)).toMatchObject([
      { who: 'Offered', status: 'offered', offered_session_id: c.second },
      { who: 'Preferring', status: 'waiting', preferred_session_id: c.second },
      { who: 'Any', status: 'waiting', preferred_session_id: null },
    ]);
    const res = await as(adminToken, 'PUT', `/api/classes/${c.classId}/status`, {
      status: 'cancelled',
    });
    expect(res.statusCode).toBe(200);

    await expectEnrolmentsCancelled(c);
    expect(await historyOf([c.paid, c.unpaid, c.pending])).toEqual([
      historyRow(c.paid, 'approved', 'Session cancelled'),
      historyRow(c.unpaid, 'approved', 'Session cancelled'),
      historyRow(c.pending, 'pending', 'Session cancelled'),
    ]);
    expect(await waitlistOf(c.classId)).toEqual([
      closedEntry('Offered', 'The class was cancelled'),
      closedEntry('Preferring', 'The class was cancelled'),
      closedEntry('Any', 'The class was cancelled'),
    ]);
    await expectBothSessionsCancelled(c);
  });

  it('a cancelled session: its enrolments archived, its offer back to waiting, preferences for it cleared', async () => {
    const c = await busyClass();
    const res = await as(adminToken, 'PATCH', `/api/sessions/sessions/${c.second}/status`, {
      status: 'cancelled',
    });
    expect(res.json()).toMatchObject({ affected_enrollments: 0 });
    expect(await waitlistOf(c.classId)).toEqual([
      { ...closedEntry('Offered', ''), status: 'waiting', reason: null, responded: false },
      { ...closedEntry('Preferring', ''), status: 'waiting', reason: null, responded: false },
      { ...closedEntry('Any', ''), status: 'waiting', reason: null, responded: false },
    ]);
    const ended = await as(adminToken, 'PATCH', `/api/sessions/sessions/${c.first}/status`, {
      status: 'cancelled',
    });
    expect(ended.json()).toMatchObject({ affected_enrollments: 3 });
    await expectEnrolmentsCancelled(c);
    await expectBothSessionsCancelled(c);
  });

  it('a completed session: approved enrolments completed, pending archived, payments kept', async () => {
    const c = await busyClass();
    const res = await as(adminToken, 'PATCH', `/api/sessions/sessions/${c.first}/status`, {
      status: 'completed',
    });
    expect(res.json()).toMatchObject({ affected_enrollments: 3 });
    const completedRow = (id: number, payment: string) => ({
      ...archivedRow(id, 'approved', '', payment),
      completion_reason: 'Session completed',
      archived_reason: null,
      completed: true,
      archived: false,
    });
    expect(await enrolmentsOf(c.classId)).toEqual([
      completedRow(c.paid, 'paid'),
      completedRow(c.unpaid, 'pending'),
      archivedRow(c.pending, 'pending', 'Session completed before approval', null),
      archivedRow(c.left, 'pending', 'Withdrawn by the student', null),
    ]);
    expect(await historyOf([c.paid, c.unpaid, c.pending])).toEqual([
      historyRow(c.paid, 'approved', 'Session completed'),
      historyRow(c.unpaid, 'approved', 'Session completed'),
      historyRow(c.pending, 'pending', 'Session completed before approval'),
    ]);
    // The offer of the other session stands.
    expect(await waitlistOf(c.classId)).toMatchObject([
      { who: 'Offered', status: 'offered', offered_session_id: c.second },
      { who: 'Preferring', status: 'waiting', preferred_session_id: c.second },
      { who: 'Any', status: 'waiting' },
    ]);
    expect(await sessionsOf(c.classId)).toEqual([
      {
        id: c.first,
        status: 'completed',
        session_type: 'active',
        seats_held: 0,
        removed_reason: null,
      },
      {
        id: c.second,
        status: 'scheduled',
        session_type: 'active',
        seats_held: 1,
        removed_reason: null,
      },
    ]);
  });

  it('a deleted class with history: sessions removed, enrolments archived, the line closed', async () => {
    const c = await busyClass();
    expect((await as(adminToken, 'DELETE', `/api/admin/classes/${c.classId}`)).statusCode).toBe(
      200,
    );
    const reason = 'Session removed from the class';
    expect(await enrolmentsOf(c.classId)).toEqual([
      archivedRow(c.paid, 'approved', reason, 'paid'),
      archivedRow(c.unpaid, 'approved', reason, 'cancelled'),
      archivedRow(c.pending, 'pending', reason, null),
      archivedRow(c.left, 'pending', 'Withdrawn by the student', null),
    ]);
    expect(await waitlistOf(c.classId)).toEqual([
      closedEntry('Offered', 'The class was withdrawn'),
      closedEntry('Preferring', 'The class was withdrawn'),
      closedEntry('Any', 'The class was withdrawn'),
    ]);
    const removed = {
      session_type: 'historical',
      seats_held: 0,
      removed_reason: 'Removed by the office',
    };
    expect(await sessionsOf(c.classId)).toEqual([
      { id: c.first, status: 'scheduled', ...removed },
      { id: c.second, status: 'scheduled', ...removed },
    ]);
    const [cls] = await rows(sql`select status from classes where id = ${c.classId}`);
    expect(cls).toEqual({ status: 'cancelled' });
  });

  it('a deleted class without history goes with its sessions and waiting list', async () => {
    const { classId, sessionIds } = await createClass(t);
    const s = await signedInStudent(t);
    await rows(
      sql`insert into waitlist_entries (user_id, class_id, preferred_session_id)
          values (${s.id}, ${classId}, ${sessionIds[0]!})`,
    );
    expect((await as(adminToken, 'DELETE', `/api/admin/classes/${classId}`)).statusCode).toBe(200);
    expect(await waitlistOf(classId)).toEqual([]);
    expect(await sessionsOf(classId)).toEqual([]);
    expect(await rows(sql`select id from classes where id = ${classId}`)).toEqual([]);
  });
});
