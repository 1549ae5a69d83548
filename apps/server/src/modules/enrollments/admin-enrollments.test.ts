import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatDateForPeople, formatDayForPeople } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { todayIn } from '../../lib/time.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin.id);
});
afterAll(async () => {
  await t?.close();
});

type Student = Awaited<ReturnType<typeof signedInStudent>>;
const enrol = async (s: Student, classId: number, sessionId: number) =>
  (
    await t.request({
      method: 'POST',
      url: `/api/enrollments/${classId}`,
      token: s.token,
      payload: { sessionId },
    })
  ).json().enrollment.id as number;
const act = (
  id: number,
  action: 'approve' | 'reject' | 'pending',
  payload: object = {},
  token = adminToken,
) => t.request({ method: 'POST', url: `/api/enrollments/${id}/${action}`, token, payload });
const seatsHeld = async (sessionId: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select seats_held as n from class_sessions where id = ${sessionId}`,
    )
  )[0]!.n;
const paymentsOf = (enrollmentId: number) =>
  queryRows<{ status: string; amount_cents: number; due_date: string }>(
    t.database.db,
    sql`select status, amount_cents, due_date::text as due_date from payments where enrollment_id = ${enrollmentId} order by id`,
  );

describe('approve, reject, back to pending', () => {
  it('approve creates the payment due at the session start, tells the student and is audited', async () => {
    const { classId, sessionIds } = await createClass(t, {
      title: 'Approve Me',
      priceCents: 42500,
      sessions: [{ startInDays: 20 }],
    });
    const s = await signedInStudent(t);
    const id = await enrol(s, classId, sessionIds[0]!);
    const res = await act(id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Enrollment approved successfully',
      enrollment: { enrollment_status: 'approved' },
    });
    const pays = await paymentsOf(id);
    const start = (
      await queryRows<{ d: string }>(
        t.database.db,
        sql`select start_date::text as d from class_sessions where id = ${sessionIds[0]}`,
      )
    )[0]!.d;
    expect(pays).toEqual([{ status: 'pending', amount_cents: 42500, due_date: start }]);
    const note = (
      await t.request({ method: 'GET', url: '/api/notifications', token: s.token })
    ).json().notifications[0];
    expect(note.title).toBe('Enrollment approved: Approve Me');
    expect(note.message).toBe(
      `Your enrollment in Approve Me has been approved. $425.00 is due by ${formatDateForPeople(start)}; you can pay from your profile. When: ${formatDayForPeople(start)}, 9:00 AM - 3:00 PM. Where: Room 1.`,
    );
    expect(formatDateForPeople(start)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const audit = await queryRows<{ action: string; target_id: string }>(
      t.database.db,
      sql`select action, target_id from audit_log where target_type = 'enrollment' and target_id = ${String(id)}`,
    );
    expect(audit).toEqual([{ action: 'enrollment.approved', target_id: String(id) }]);
    expect((await act(id, 'approve')).statusCode).toBe(409);
  });

  it('a payment is never due sooner than 3 days after approval', async () => {
    const { classId, sessionIds } = await createClass(t, { sessions: [{ startInDays: 1 }] });
    const s = await signedInStudent(t);
    const id = await enrol(s, classId, sessionIds[0]!);
    await act(id, 'approve');
    const due = (await paymentsOf(id))[0]!.due_date;
    const today = todayIn('America/New_York');
    expect(Date.parse(due) - Date.parse(today)).toBe(3 * 86_400_000);
  });

  it('reject frees the seat, which is offered to the waitlist; an unpaid payment is cancelled', async () => {
    const { classId, sessionIds } = await createClass(t, { sessions: [{ capacity: 1 }] });
    const sessionId = sessionIds[0]!;
    const holder = await signedInStudent(t);
    const waiter = await signedInStudent(t);
    const id = await enrol(holder, classId, sessionId);
    await act(id, 'approve');
    await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${classId}`,
      token: waiter.token,
      payload: { sessionId },
    });
    const res = await act(id, 'reject', { reason: 'Missing prerequisite course' });
    expect(res.json().enrollment).toMatchObject({
      enrollment_status: 'rejected',
      decline_reason: 'Missing prerequisite course',
    });
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['cancelled']);
    const entry = (
      await t.request({
        method: 'GET',
        url: `/api/enrollments/waitlist/${classId}`,
        token: waiter.token,
      })
    ).json().entry;
    expect(entry.status).toBe('offered');
    expect(await seatsHeld(sessionId)).toBe(1);
  });

  it('back to pending from rejected re-claims a seat and refuses when the session is full', async () => {
    const { classId, sessionIds } = await createClass(t, { sessions: [{ capacity: 1 }] });
    const sessionId = sessionIds[0]!;
    const a = await signedInStudent(t);
    const b = await signedInStudent(t);
    const first = await enrol(a, classId, sessionId);
    await act(first, 'reject');
    expect(await seatsHeld(sessionId)).toBe(0);
    await enrol(b, classId, sessionId);
    const full = await act(first, 'pending');
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('SESSION_FULL');
    await t.request({
      method: 'DELETE',
      url: `/api/enrollments/${(await queryRows<{ id: number }>(t.database.db, sql`select id from enrollments where user_id = ${b.id}`))[0]!.id}`,
      token: b.token,
    });
    const ok = await act(first, 'pending');
    expect(ok.json().enrollment.enrollment_status).toBe('pending');
    expect(await seatsHeld(sessionId)).toBe(1);
    // Rejected -> approved also re-claims and bills.
    await act(first, 'reject');
    expect((await act(first, 'approve')).statusCode).toBe(200);
    expect(await seatsHeld(sessionId)).toBe(1);
  });

  it('refuses anonymous callers, students and instructors', async () => {
    const { classId, sessionIds } = await createClass(t);
    const s = await signedInStudent(t);
    const id = await enrol(s, classId, sessionIds[0]!);
    const instructor = await t.createUser({ role: 'instructor' });
    for (const action of ['approve', 'reject', 'pending'] as const) {
      expect(
        (await t.request({ method: 'POST', url: `/api/enrollments/${id}/${action}`, payload: {} }))
          .statusCode,
      ).toBe(401);
      expect((await act(id, action, {}, s.token)).statusCode).toBe(403);
      expect((await act(id, action, {}, await t.tokenFor(instructor.id))).statusCode).toBe(403);
    }
    expect((await act(999999, 'approve')).statusCode).toBe(404);
  });
});

describe('GET /api/enrollments (back office)', () => {
  it('filters by status and class, pages, and counts the total', async () => {
    const { classId, sessionIds } = await createClass(t, {
      title: 'Listing Class',
      sessions: [{ capacity: 30 }],
    });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await enrol(await signedInStudent(t, `L${i}`), classId, sessionIds[0]!));
    await act(ids[0]!, 'approve');
    const page1 = await t.request({
      method: 'GET',
      url: `/api/enrollments?classId=${classId}&limit=2&page=1`,
      token: adminToken,
    });
    expect(page1.json()).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(page1.json().enrollments).toHaveLength(2);
    expect(page1.json().enrollments[0]).toHaveProperty('student_email');
    const pending = await t.request({
      method: 'GET',
      url: `/api/enrollments?classId=${classId}&status=pending`,
      token: adminToken,
    });
    expect(pending.json().total).toBe(4);
    // status=all is "no filter": the approved one and the four pending ones.
    const all = await t.request({
      method: 'GET',
      url: `/api/enrollments?classId=${classId}&status=all`,
      token: adminToken,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(5);
    const bad = await t.request({
      method: 'GET',
      url: '/api/enrollments?status=maybe',
      token: adminToken,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid status');
    const stats = await t.request({
      method: 'GET',
      url: '/api/enrollments/stats',
      token: adminToken,
    });
    expect(stats.json()).toMatchObject({
      pendingEnrollments: expect.any(Number),
      enrollmentRate: expect.any(Number),
    });
    const s = await signedInStudent(t);
    expect(
      (await t.request({ method: 'GET', url: '/api/enrollments', token: s.token })).statusCode,
    ).toBe(403);
  });

  it('lists a pending request older than the default one-month range; decided old ones stay out', async () => {
    const { classId, sessionIds } = await createClass(t, {
      title: 'Old Requests',
      sessions: [{ capacity: 5 }],
    });
    const oldPending = await enrol(await signedInStudent(t), classId, sessionIds[0]!);
    const oldApproved = await enrol(await signedInStudent(t), classId, sessionIds[0]!);
    const recent = await enrol(await signedInStudent(t), classId, sessionIds[0]!);
    await act(oldApproved, 'approve');
    await t.database.db.execute(
      sql`update enrollments set enrolled_at = now() - interval '75 days'
          where id in (${oldPending}, ${oldApproved})`,
    );
    // What Enrollment Management sends when it opens: last month to today, page 1 of 20.
    const today = todayIn('America/New_York');
    const monthAgo = new Date(`${today}T12:00:00Z`);
    monthAgo.setUTCMonth(monthAgo.getUTCMonth() - 1);
    const res = await t.request({
      method: 'GET',
      url: '/api/enrollments',
      query: {
        startDate: monthAgo.toISOString().slice(0, 10),
        endDate: today,
        page: '1',
        limit: '20',
        classId: String(classId),
      },
      token: adminToken,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().enrollments.map((e: { id: number }) => e.id);
    expect(ids.sort()).toEqual([oldPending, recent].sort());
    expect(res.json().total).toBe(2);
  });
});

describe('waitlist management', () => {
  it('approval enrols from the waitlist without ever overbooking', async () => {
    const { classId, sessionIds } = await createClass(t, {
      sessions: [{ capacity: 1 }, { startInDays: 15, capacity: 1 }],
    });
    const [s1, s2] = sessionIds as [number, number];
    await enrol(await signedInStudent(t), classId, s1);
    await enrol(await signedInStudent(t), classId, s2);
    const waiters = await Promise.all([1, 2, 3].map((i) => signedInStudent(t, `W${i}`)));
    for (const w of waiters) {
      await t.request({
        method: 'POST',
        url: `/api/enrollments/waitlist/${classId}`,
        token: w.token,
        payload: {},
      });
    }
    const list = await t.request({
      method: 'GET',
      url: `/api/admin/classes/${classId}/waitlist`,
      token: adminToken,
    });
    const entries = list.json().entries as { id: number }[];
    expect(entries).toHaveLength(3);
    const none = await t.request({
      method: 'PUT',
      url: `/api/admin/classes/${classId}/waitlist/${entries[0]!.id}`,
      token: adminToken,
      payload: { status: 'approved' },
    });
    expect(none.statusCode).toBe(409);

    // One seat opens (capacity raised); three approvals at once take it exactly once.
    await t.database.db.execute(sql`update class_sessions set capacity = 2 where id = ${s2}`);
    const results = await Promise.all(
      entries.map((e) =>
        t.request({
          method: 'PUT',
          url: `/api/admin/classes/${classId}/waitlist/${e.id}`,
          token: adminToken,
          payload: { status: 'approved' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await seatsHeld(s2)).toBe(2);
    const moved = results.find((r) => r.statusCode === 200)!.json().enrollment_id;
    const enrollment = await t.request({
      method: 'GET',
      url: `/api/enrollments/${moved}`,
      token: adminToken,
    });
    expect(enrollment.json().enrollment).toMatchObject({
      enrollment_status: 'approved',
      session_id: s2,
      source: 'admin',
    });
    expect((await paymentsOf(moved)).length).toBe(1);
    const after = await t.request({
      method: 'GET',
      url: `/api/admin/waitlist?class_id=${classId}`,
      token: adminToken,
    });
    expect(after.json().entries).toHaveLength(2);
    expect(after.json().stats).toMatchObject({ total_waiting: 2 });
  });

  it('rejection closes the entry and records a rejected enrolment for tracking', async () => {
    const { classId, sessionIds } = await createClass(t, { sessions: [{ capacity: 1 }] });
    await enrol(await signedInStudent(t), classId, sessionIds[0]!);
    const w = await signedInStudent(t);
    await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${classId}`,
      token: w.token,
      payload: {},
    });
    const entry = (
      await t.request({
        method: 'GET',
        url: `/api/enrollments/waitlist/${classId}`,
        token: w.token,
      })
    ).json().entry;
    const res = await t.request({
      method: 'PUT',
      url: `/api/admin/classes/${classId}/waitlist/${entry.id}`,
      token: adminToken,
      payload: { status: 'rejected', reason: 'Class reserved for staff' },
    });
    expect(res.statusCode).toBe(200);
    const record = await t.request({
      method: 'GET',
      url: `/api/enrollments/${res.json().enrollment_id}`,
      token: w.token,
    });
    expect(record.json().enrollment).toMatchObject({
      enrollment_status: 'rejected',
      enrollment_type: 'historical',
      decline_reason: 'Class reserved for staff',
    });
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/enrollments/waitlist/${classId}`,
          token: w.token,
        })
      ).statusCode,
    ).toBe(404);
    const bad = await t.request({
      method: 'PUT',
      url: `/api/admin/classes/${classId}/waitlist/${entry.id}`,
      token: adminToken,
      payload: { status: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/waitlist', token: w.token })).statusCode,
    ).toBe(403);
  });
});
