import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, formatDayForPeople } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const enrol = (token: string | undefined, classId: number, sessionId: number | undefined) =>
  t.request({ method: 'POST', url: `/api/enrollments/${classId}`, token, payload: { sessionId } });

async function seats(sessionId: number) {
  const rows = await queryRows<{ seats_held: number; live: number }>(
    t.database.db,
    sql`select s.seats_held, (select count(*)::int from enrollments e where e.session_id = s.id
          and e.status in ('pending','approved') and e.enrollment_type = 'active') as live
        from class_sessions s where s.id = ${sessionId}`,
  );
  return rows[0]!;
}

describe('POST /api/enrollments/:classId', () => {
  it('enrols a student as pending, holds a seat, and tells the student', async () => {
    const { classId, sessionIds, sessions } = await createClass(t, {
      title: 'Enrol Happy',
      sessions: [{ capacity: 3, location: 'Training Room, 120 Maple Avenue' }],
    });
    const student = await signedInStudent(t);
    const res = await enrol(student.token, classId, sessionIds[0]);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Successfully enrolled in class');
    expect(res.json().enrollment).toMatchObject({
      class_id: classId,
      session_id: sessionIds[0],
      enrollment_status: 'pending',
      enrollment_type: 'active',
      class_name: 'Enrol Happy',
      user_id: student.id,
    });
    expect(await seats(sessionIds[0]!)).toEqual({ seats_held: 1, live: 1 });
    const detail = await t.request({ method: 'GET', url: `/api/classes/${classId}` });
    expect(detail.json().class.sessions[0].available_spots).toBe(2);

    const notes = await queryRows<{ title: string; message: string; type: string }>(
      t.database.db,
      sql`select title, message, type from notifications where user_id = ${student.id}`,
    );
    const day = formatDayForPeople(sessions[0]!.startDate);
    const message = `We received your request to enroll in Enrol Happy. An administrator will review it soon; your seat is held meanwhile. When: ${day}, 9:00 AM - 3:00 PM. Where: Training Room, 120 Maple Avenue.`;
    expect(notes).toEqual([
      { title: 'Enrollment request received: Enrol Happy', message, type: 'enrollment' },
    ]);
    const mail = (await t.deliverMail()).find((m) => m.to.includes(student.email));
    expect(mail?.subject).toBe('Enrollment request received: Enrol Happy');
    expect(mail?.raw).toContain(message);
    const mine = await t.request({
      method: 'GET',
      url: '/api/enrollments/my',
      token: student.token,
    });
    expect(mine.json().enrollments.map((e: { class_id: number }) => e.class_id)).toEqual([classId]);
  });

  it('refuses anonymous callers, admins and instructors', async () => {
    const { classId, sessionIds } = await createClass(t);
    expect((await enrol(undefined, classId, sessionIds[0])).statusCode).toBe(401);
    for (const role of ['admin', 'instructor'] as const) {
      const user = await t.createUser({ role });
      const res = await enrol(await t.tokenFor(user.id), classId, sessionIds[0]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: MSG.cannotEnroll,
        code: 'CANNOT_ENROLL',
        message_key: 'cannotEnroll',
      });
    }
    expect((await seats(sessionIds[0]!)).seats_held).toBe(0);
  });

  it('refuses a second live enrolment in the same class, in any session', async () => {
    const { classId, sessionIds } = await createClass(t, { sessions: [{}, { startInDays: 20 }] });
    const student = await signedInStudent(t);
    expect((await enrol(student.token, classId, sessionIds[0])).statusCode).toBe(201);
    const again = await enrol(student.token, classId, sessionIds[1]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You are already enrolled in this class');
    expect((await seats(sessionIds[1]!)).seats_held).toBe(0);
  });

  it.each([
    ['cancelled', { status: 'cancelled' as const }, 'This session has been cancelled'],
    ['completed', { status: 'completed' as const }, 'This session has already been completed'],
    ['past', { startInDays: -1 }, 'This session has already started'],
    ['removed', { sessionType: 'historical' as const }, 'This session is no longer offered'],
  ])('refuses a %s session', async (_name, session, message) => {
    const { classId, sessionIds } = await createClass(t, { sessions: [session] });
    const student = await signedInStudent(t);
    const res = await enrol(student.token, classId, sessionIds[0]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(message);
  });

  it('refuses a session of a cancelled class, of another class, or none at all', async () => {
    const closed = await createClass(t, { status: 'cancelled' });
    const other = await createClass(t);
    const mine = await createClass(t);
    const student = await signedInStudent(t);
    expect((await enrol(student.token, closed.classId, closed.sessionIds[0])).json().error).toBe(
      'This class is not open for enrollment',
    );
    expect((await enrol(student.token, mine.classId, other.sessionIds[0])).statusCode).toBe(404);
    const none = await enrol(student.token, mine.classId, undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Please choose a session');
  });

  it('gives exactly the free seats to 100 simultaneous students and a clear "full" to the rest', async () => {
    const { classId, sessionIds } = await createClass(t, { sessions: [{ capacity: 5 }] });
    const sessionId = sessionIds[0]!;
    const students = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signedInStudent(t, `Race${i}`)),
    );
    const results = await Promise.all(students.map((s) => enrol(s.token, classId, sessionId)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(95);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json()).toEqual({
        error: 'This session is full. You can join the waitlist instead.',
        code: 'SESSION_FULL',
        message_key: 'seat.sessionFull',
      });
    }
    expect(await seats(sessionId)).toEqual({ seats_held: 5, live: 5 });
  });

  it('gives one enrolment to the same student enrolling twice at once', async () => {
    const { classId, sessionIds } = await createClass(t, {
      sessions: [{ capacity: 5 }, { startInDays: 12, capacity: 5 }],
    });
    const student = await signedInStudent(t);
    const results = await Promise.all([
      enrol(student.token, classId, sessionIds[0]),
      enrol(student.token, classId, sessionIds[0]),
      enrol(student.token, classId, sessionIds[1]),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const a = await seats(sessionIds[0]!);
    const b = await seats(sessionIds[1]!);
    expect(a.seats_held + b.seats_held).toBe(1);
    expect(a.live + b.live).toBe(1);
  });
});

describe('GET and DELETE /api/enrollments/:id', () => {
  it('shows an enrolment to its owner and admins only', async () => {
    const { classId, sessionIds } = await createClass(t);
    const owner = await signedInStudent(t);
    const other = await signedInStudent(t);
    const admin = await t.createUser({ role: 'admin' });
    const id = (await enrol(owner.token, classId, sessionIds[0])).json().enrollment.id;
    expect(
      (await t.request({ method: 'GET', url: `/api/enrollments/${id}`, token: owner.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/enrollments/${id}`,
          token: await t.tokenFor(admin.id),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/enrollments/${id}`, token: other.token }))
        .statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/enrollments/${id}` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request({ method: 'DELETE', url: `/api/enrollments/${id}`, token: other.token }))
        .statusCode,
    ).toBe(404);
    const history = await t.request({
      method: 'GET',
      url: `/api/enrollments/${id}/history`,
      token: owner.token,
    });
    expect(history.json().history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'pending',
    ]);
  });

  it('lets the student withdraw: the seat is freed and the enrolment kept as history', async () => {
    const { classId, sessionIds, sessions } = await createClass(t, {
      title: 'Leave Me',
      sessions: [{ capacity: 2 }],
    });
    const student = await signedInStudent(t);
    const id = (await enrol(student.token, classId, sessionIds[0])).json().enrollment.id;
    const res = await t.request({
      method: 'DELETE',
      url: `/api/enrollments/${id}`,
      token: student.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().enrollment).toMatchObject({
      enrollment_type: 'historical',
      archived_reason: 'Withdrawn by the student',
    });
    // The student is told, with the session it was for.
    const told = await queryRows<{ title: string; message: string }>(
      t.database.db,
      sql`select title, message from notifications where user_id = ${student.id} order by id desc limit 1`,
    );
    expect(told).toEqual([
      {
        title: 'Enrollment withdrawn: Leave Me',
        message: `You withdrew from Leave Me; your seat has been released. Any unpaid amount for it is cancelled. When: ${formatDayForPeople(sessions[0]!.startDate)}, 9:00 AM - 3:00 PM. Where: Room 1.`,
      },
    ]);
    expect(await seats(sessionIds[0]!)).toEqual({ seats_held: 0, live: 0 });
    const again = await t.request({
      method: 'DELETE',
      url: `/api/enrollments/${id}`,
      token: student.token,
    });
    expect(again.statusCode).toBe(409);
    // Withdrawn, the student may enrol in the class again.
    expect((await enrol(student.token, classId, sessionIds[0])).statusCode).toBe(201);
  });

  it('cancels, never deletes, the unpaid payment of a withdrawn enrolment', async () => {
    const { classId, sessionIds } = await createClass(t);
    const student = await signedInStudent(t);
    const id = (await enrol(student.token, classId, sessionIds[0])).json().enrollment.id;
    await t.database.db.execute(sql`update enrollments set status = 'approved' where id = ${id}`);
    await t.database.db.execute(
      sql`insert into payments (user_id, enrollment_id, class_id, amount_cents, due_date) values (${student.id}, ${id}, ${classId}, 25000, current_date + 10)`,
    );
    await t.request({ method: 'DELETE', url: `/api/enrollments/${id}`, token: student.token });
    const rows = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from payments where enrollment_id = ${id}`,
    );
    expect(rows).toEqual([{ status: 'cancelled' }]);
  });
});

describe('GET /api/enrollments/check-eligibility/:classId', () => {
  it('tells a student, an enrolled student and an instructor apart', async () => {
    const { classId, sessionIds } = await createClass(t);
    const student = await signedInStudent(t);
    const before = await t.request({
      method: 'GET',
      url: `/api/enrollments/check-eligibility/${classId}`,
      token: student.token,
    });
    expect(before.json()).toMatchObject({ eligible: true, enrolled: false, reason: null });
    await enrol(student.token, classId, sessionIds[0]);
    const after = await t.request({
      method: 'GET',
      url: `/api/enrollments/check-eligibility/${classId}`,
      token: student.token,
    });
    expect(after.json()).toMatchObject({
      eligible: false,
      enrolled: true,
      reason: 'You are already enrolled in this class',
    });
    const instructor = await t.createUser({ role: 'instructor' });
    const res = await t.request({
      method: 'GET',
      url: `/api/enrollments/check-eligibility/${classId}`,
      token: await t.tokenFor(instructor.id),
    });
    expect(res.json()).toMatchObject({ eligible: false, reason: MSG.cannotEnroll });
  });
});

describe('Enroll Now in one statement of writes (docs/decisions/0045)', () => {
  it('answers the enrolment as it is then read, with every line written beside it', async () => {
    const instructor = await t.createUser({ role: 'instructor', firstName: 'Ines' });
    const admin = await t.createUser({ role: 'admin' });
    const { classId, sessionIds } = await createClass(t, {
      title: 'Enrol Whole',
      instructorId: instructor.id,
      sessions: [{ capacity: 4, startInDays: 12, lengthDays: 2 }],
    });
    const sessionId = sessionIds[0]!;
    const student = await signedInStudent(t, 'Whole');
    const res = await enrol(student.token, classId, sessionId);
    expect(res.statusCode).toBe(201);
    const answered = res.json().enrollment;
    const read = await t.request({
      method: 'GET',
      url: `/api/enrollments/${answered.id}`,
      token: student.token,
    });
    expect(answered).toEqual(read.json().enrollment);
    expect(answered).toMatchObject({ instructor_name: expect.stringContaining('Ines') });

    const id = answered.id as number;
    const office = await queryRows<{ title: string; metadata: Record<string, unknown> }>(
      t.database.db,
      sql`select title, metadata from notifications where user_id = ${admin.id}`,
    );
    expect(office).toEqual([
      {
        title: 'New enrollment request: Enrol Whole',
        metadata: {
          enrollment_id: id,
          class_id: classId,
          session_id: sessionId,
          user_id: student.id,
        },
      },
    ]);
    const own = await queryRows<{ metadata: Record<string, unknown> }>(
      t.database.db,
      sql`select metadata from notifications where user_id = ${student.id}`,
    );
    expect(own).toEqual([
      { metadata: { enrollment_id: id, class_id: classId, session_id: sessionId } },
    ]);
    const lines = await queryRows<{ what: string }>(
      t.database.db,
      sql`select 'history ' || to_status || ' ' || to_type || ' ' || changed_by as what
            from enrollment_history where enrollment_id = ${id}
          union all
          select 'activity ' || action || ' ' || description from activity_log
            where user_id = ${student.id} and action = 'enrollment_requested'`,
    );
    expect(lines.map((l) => l.what).sort()).toEqual([
      'activity enrollment_requested Requested enrollment in Enrol Whole',
      `history pending active ${student.id}`,
    ]);
  });

  it('a student whose waitlist entry holds a seat enrols elsewhere: the entry is left and the seat goes on', async () => {
    const { classId, sessionIds } = await createClass(t, {
      sessions: [{ capacity: 1 }, { capacity: 5, startInDays: 20 }],
    });
    const [small, large] = sessionIds as [number, number];
    const holder = await signedInStudent(t, 'Holder');
    const first = await signedInStudent(t, 'First');
    const second = await signedInStudent(t, 'Second');
    const held = await enrol(holder.token, classId, small);
    expect(held.statusCode).toBe(201);
    for (const s of [first, second]) {
      const joined = await t.request({
        method: 'POST',
        url: `/api/enrollments/waitlist/${classId}`,
        token: s.token,
        payload: { sessionId: small },
      });
      expect(joined.statusCode).toBe(201);
    }
    const withdrawn = await t.request({
      method: 'DELETE',
      url: `/api/enrollments/${held.json().enrollment.id}`,
      token: holder.token,
    });
    expect(withdrawn.statusCode).toBe(200);
    const entries = async () =>
      queryRows<{ user_id: number; status: string; reason: string | null }>(
        t.database.db,
        sql`select user_id, status, reason from waitlist_entries where class_id = ${classId}
            order by id`,
      );
    expect((await entries()).map((e) => e.status)).toEqual(['offered', 'waiting']);

    expect((await enrol(first.token, classId, large)).statusCode).toBe(201);
    expect(await entries()).toEqual([
      { user_id: first.id, status: 'left', reason: 'Enrolled directly' },
      { user_id: second.id, status: 'offered', reason: null },
    ]);
    expect(await seats(small)).toEqual({ seats_held: 1, live: 0 });
    expect(await seats(large)).toEqual({ seats_held: 1, live: 1 });
  });

  it('a student waiting for a full session enrols in another: the entry is left in the same statement', async () => {
    const { classId, sessionIds } = await createClass(t, {
      sessions: [{ capacity: 1 }, { capacity: 5, startInDays: 20 }],
    });
    const [small, large] = sessionIds as [number, number];
    const holder = await signedInStudent(t, 'Sitter');
    const waiter = await signedInStudent(t, 'Waiter');
    expect((await enrol(holder.token, classId, small)).statusCode).toBe(201);
    const joined = await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${classId}`,
      token: waiter.token,
      payload: { sessionId: small },
    });
    expect(joined.statusCode).toBe(201);
    const res = await enrol(waiter.token, classId, large);
    expect(res.statusCode).toBe(201);
    expect(res.json().enrollment).toMatchObject({ session_id: large, current_students: 1 });
    const entries = await queryRows<{ status: string; reason: string | null }>(
      t.database.db,
      sql`select status, reason from waitlist_entries where user_id = ${waiter.id}`,
    );
    expect(entries).toEqual([{ status: 'left', reason: 'Enrolled directly' }]);
    expect(await seats(small)).toEqual({ seats_held: 1, live: 1 });
    expect(await seats(large)).toEqual({ seats_held: 1, live: 1 });
    // A refused request writes nothing: the full session is still full, the entry still left.
    const again = await enrol(waiter.token, classId, small);
    expect(again.statusCode).toBe(409);
    expect(await seats(small)).toEqual({ seats_held: 1, live: 1 });
  });
});
