import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLASS_MSG, formatDayForPeople } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let adminToken: string;
let instructorId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin.id);
  instructorId = (await t.createUser({ role: 'instructor', firstName: 'Ivy', lastName: 'Moss' }))
    .id;
});
afterAll(async () => {
  await t?.close();
});

const dateIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const session = (days: number, capacity = 10) => ({
  date: dateIn(days),
  end_date: dateIn(days),
  start_time: '09:00',
  end_time: '15:00',
  location: 'Room 3',
  capacity,
});
const newClass = (overrides: object = {}) => ({
  title: 'CPR and First Aid Certification',
  instructor_id: instructorId,
  description: 'Pediatric CPR and first aid',
  price: 95,
  dates: [session(10), session(20)],
  ...overrides,
});
const api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  token = adminToken,
) => t.request({ method, url, token, ...(payload ? { payload } : {}) });
const create = async (overrides: object = {}) =>
  (await api('POST', '/api/admin/classes', newClass(overrides))).json().class;
const enrol = async (s: { token: string }, classId: number, sessionId: number) =>
  (
    await t.request({
      method: 'POST',
      url: `/api/enrollments/${classId}`,
      token: s.token,
      payload: { sessionId },
    })
  ).json().enrollment.id as number;

describe('POST /api/admin/classes', () => {
  it('creates a class with its sessions and the fixed duration of its title', async () => {
    const res = await api('POST', '/api/admin/classes', newClass());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Class created successfully');
    expect(res.json().class).toMatchObject({
      price: 95,
      duration: '1 day',
      instructor_name: 'Ivy Moss',
      status: 'scheduled',
    });
    expect(res.json().class.sessions).toHaveLength(2);
    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where target_type = 'class'`,
    );
    expect(audit.map((a) => a.action)).toContain('class.create');
  });

  it.each([
    [{ title: '' }, CLASS_MSG.requiredFields],
    [{ dates: [] }, CLASS_MSG.requiredFields],
    [{ dates: [{ ...session(5), capacity: '' }] }, CLASS_MSG.sessionFields],
    [{ dates: [{ ...session(5), end_date: dateIn(4) }] }, CLASS_MSG.endBeforeStart],
    [{ dates: [{ ...session(5), capacity: -2 }] }, CLASS_MSG.capacity],
    [{ dates: [{ ...session(5), start_time: '9am' }] }, CLASS_MSG.timeFormat],
    [{ price: -5 }, CLASS_MSG.price],
    [{ instructor_id: 999999 }, 'Please choose an instructor'],
  ])('refuses %j', async (overrides, message) => {
    const res = await api('POST', '/api/admin/classes', newClass(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});

describe('PUT /api/admin/classes/:id', () => {
  it('changes only the fields given', async () => {
    const cls = await create({ description: 'Keep me', price: 120 });
    const res = await api('PUT', `/api/admin/classes/${cls.id}`, { title: 'Renamed class' });
    expect(res.json()).toMatchObject({
      message: 'Class updated successfully',
      class: {
        title: 'Renamed class',
        description: 'Keep me',
        price: 120,
        instructor_id: instructorId,
      },
    });
    expect(res.json().class.sessions).toHaveLength(2);
  });

  it('edits and adds sessions, and refuses a capacity below the seats taken', async () => {
    const cls = await create();
    const [first] = cls.sessions;
    await enrol(await signedInStudent(t), cls.id, first.id);
    await enrol(await signedInStudent(t), cls.id, first.id);
    const low = await api('PUT', `/api/admin/classes/${cls.id}`, {
      dates: [{ ...session(10, 1), id: first.id }],
    });
    expect(low.statusCode).toBe(409);
    const ok = await api('PUT', `/api/admin/classes/${cls.id}`, {
      dates: [{ ...session(11, 12), id: first.id }, session(30)],
    });
    expect(ok.statusCode).toBe(200);
    const edited = ok.json().class.sessions.find((s: { id: number }) => s.id === first.id);
    expect(edited).toMatchObject({ capacity: 12, available_spots: 10, start_date: dateIn(11) });
    expect(ok.json().class.sessions).toHaveLength(3);
  });

  it('removes sessions: kept as historical, enrolments archived with a reason, students told', async () => {
    const cls = await create();
    const [first, second] = cls.sessions;
    const student = await signedInStudent(t);
    const enrollmentId = await enrol(student, cls.id, first.id);
    const res = await api('PUT', `/api/admin/classes/${cls.id}`, { deletedSessionIds: [first.id] });
    expect(res.statusCode).toBe(200);
    const removed = res.json().class.sessions.find((s: { id: number }) => s.id === first.id);
    expect(removed.session_type).toBe('historical');
    const e = (await api('GET', `/api/enrollments/${enrollmentId}`)).json().enrollment;
    expect(e).toMatchObject({
      enrollment_type: 'historical',
      archived_reason: 'Session removed from the class',
    });
    const note = (
      await t.request({ method: 'GET', url: '/api/notifications', token: student.token })
    ).json().notifications[0];
    const day = formatDayForPeople(first.start_date);
    expect(note).toMatchObject({
      title: `Session removed: CPR and First Aid Certification on ${day}`,
      message: `The session of CPR and First Aid Certification on ${day} is no longer offered. Your enrollment is closed and any unpaid amount cancelled; the office will contact you about payments already made. You can enroll in another session from the class page. When: ${day}, 9:00 AM - 3:00 PM. Where: Room 3.`,
    });
    // The last active session cannot go.
    const last = await api('PUT', `/api/admin/classes/${cls.id}`, {
      deletedSessionIds: [second.id],
    });
    expect(last.statusCode).toBe(400);
    expect(last.json().error).toBe(CLASS_MSG.oneSessionLeft);
    // A removed session cannot change status.
    const status = await api('PATCH', `/api/sessions/sessions/${first.id}/status`, {
      status: 'completed',
    });
    expect(status.statusCode).toBe(409);
    expect(status.json().error).toBe('Removed sessions cannot change status');
  });
});

describe('PATCH /api/sessions/sessions/:id/status', () => {
  it('completion moves approved enrolments to history with completed_at and archives pending ones', async () => {
    const cls = await create();
    const [first] = cls.sessions;
    const approved = await enrol(await signedInStudent(t), cls.id, first.id);
    const pending = await enrol(await signedInStudent(t), cls.id, first.id);
    await api('POST', `/api/enrollments/${approved}/approve`, {});
    const res = await api('PATCH', `/api/sessions/sessions/${first.id}/status`, {
      status: 'completed',
    });
    expect(res.json()).toMatchObject({
      message: 'Session status updated successfully',
      affected_enrollments: 2,
    });
    const a = (await api('GET', `/api/enrollments/${approved}`)).json().enrollment;
    const p = (await api('GET', `/api/enrollments/${pending}`)).json().enrollment;
    expect(a).toMatchObject({
      enrollment_type: 'historical',
      completion_reason: 'Session completed',
    });
    expect(a.completed_at).not.toBeNull();
    expect(p).toMatchObject({
      enrollment_type: 'historical',
      archived_reason: 'Session completed before approval',
    });
    const students = (await api('GET', `/api/admin/classes/${cls.id}/students`)).json();
    const panel = students.sessions.find((s: { id: number }) => s.id === first.id);
    expect(panel.status).toBe('completed');
    expect(panel.students).toHaveLength(2);
    expect(
      panel.students.find((s: { enrollment_id: number }) => s.enrollment_id === approved)
        .payment_status,
    ).toBe('pending');
    const history = (await api('GET', `/api/admin/classes/${cls.id}/enrollments/historical`)).json()
      .enrollments;
    expect(history.map((e: { id: number }) => e.id).sort()).toEqual([approved, pending].sort());
  });

  it('cancellation archives live enrolments and cancels unpaid payments', async () => {
    const cls = await create();
    const [first] = cls.sessions;
    const id = await enrol(await signedInStudent(t), cls.id, first.id);
    await api('POST', `/api/enrollments/${id}/approve`, {});
    await api('PATCH', `/api/sessions/sessions/${first.id}/status`, { status: 'cancelled' });
    const pays = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from payments where enrollment_id = ${id}`,
    );
    expect(pays).toEqual([{ status: 'cancelled' }]);
    const bad = await api('PATCH', `/api/sessions/sessions/${first.id}/status`, {
      status: 'finished',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/classes/:id and PUT /api/classes/:id/status', () => {
  it('deletes a class without history outright and keeps one with history as cancelled', async () => {
    const empty = await create();
    expect((await api('DELETE', `/api/admin/classes/${empty.id}`)).json()).toEqual({
      message: 'Class deleted successfully',
    });
    expect((await api('GET', `/api/admin/classes/${empty.id}`)).statusCode).toBe(404);

    const used = await create();
    await enrol(await signedInStudent(t), used.id, used.sessions[0].id);
    await api('DELETE', `/api/admin/classes/${used.id}`);
    const kept = (await api('GET', `/api/admin/classes/${used.id}`)).json().class;
    expect(kept.status).toBe('cancelled');
    expect(
      kept.sessions.every((s: { session_type: string }) => s.session_type === 'historical'),
    ).toBe(true);
    expect((await t.request({ method: 'GET', url: `/api/classes/${used.id}` })).statusCode).toBe(
      404,
    );
  });

  it('sets the class status; cancelling cancels its sessions', async () => {
    const cls = await create();
    const res = await api('PUT', `/api/classes/${cls.id}/status`, { status: 'cancelled' });
    expect(res.json().message).toBe('Class status updated successfully');
    expect(
      res.json().class.sessions.every((s: { status: string }) => s.status === 'cancelled'),
    ).toBe(true);
  });
});

describe('authorisation', () => {
  it('refuses anonymous callers, students and instructors on every class call', async () => {
    const cls = await create();
    const student = await signedInStudent(t);
    const instructor = await t.tokenFor(instructorId);
    const calls: [Parameters<typeof api>[0], string, object?][] = [
      ['GET', '/api/admin/classes'],
      ['GET', '/api/admin/classes?page=2&limit=25&search=cpr'],
      ['GET', '/api/admin/class-choices'],
      ['POST', '/api/admin/classes', newClass()],
      ['GET', `/api/admin/classes/${cls.id}`],
      ['PUT', `/api/admin/classes/${cls.id}`, { title: 'x' }],
      ['DELETE', `/api/admin/classes/${cls.id}`],
      ['GET', `/api/admin/classes/${cls.id}/students`],
      ['GET', `/api/sessions/class/${cls.id}/sessions`],
      ['PUT', `/api/classes/${cls.id}/status`, { status: 'active' }],
      ['PATCH', `/api/sessions/sessions/${cls.sessions[0].id}/status`, { status: 'completed' }],
    ];
    for (const [method, url, payload] of calls) {
      expect(
        (await t.request({ method, url, ...(payload ? { payload } : {}) })).statusCode,
        url,
      ).toBe(401);
      expect((await api(method, url, payload, student.token)).statusCode, url).toBe(403);
      expect((await api(method, url, payload, instructor)).statusCode, url).toBe(403);
    }
    expect((await api('GET', `/api/admin/classes/${cls.id}`)).json().class.title).toBe(cls.title);
  });
});

describe('raising a capacity', () => {
  it('offers the new seats to the waitlist first', async () => {
    const cls = await create({ dates: [session(10, 1)] });
    const [only] = cls.sessions;
    await enrol(await signedInStudent(t), cls.id, only.id);
    const waiters = [await signedInStudent(t), await signedInStudent(t)];
    for (const w of waiters) {
      await t.request({
        method: 'POST',
        url: `/api/enrollments/waitlist/${cls.id}`,
        token: w.token,
        payload: {},
      });
    }
    const res = await api('PUT', `/api/admin/classes/${cls.id}`, {
      dates: [{ ...session(10, 2), id: only.id }],
    });
    expect(res.statusCode).toBe(200);
    const first = (
      await t.request({
        method: 'GET',
        url: `/api/enrollments/waitlist/${cls.id}`,
        token: waiters[0]!.token,
      })
    ).json().entry;
    const second = (
      await t.request({
        method: 'GET',
        url: `/api/enrollments/waitlist/${cls.id}`,
        token: waiters[1]!.token,
      })
    ).json().entry;
    expect(first.status).toBe('offered');
    expect(second.status).toBe('waiting');
    // The new seat is held for the offer: a newcomer finds the session full.
    const newcomer = await signedInStudent(t);
    const direct = await t.request({
      method: 'POST',
      url: `/api/enrollments/${cls.id}`,
      token: newcomer.token,
      payload: { sessionId: only.id },
    });
    expect(direct.json().code).toBe('SESSION_FULL');
  });
});

describe('GET /api/admin/class-choices', () => {
  it("lists every class's id, title, status and instructor, in the class list's order", async () => {
    const cancelled = await create({ title: 'Choices Cancelled' });
    await api('PUT', `/api/classes/${cancelled.id}/status`, { status: 'cancelled' });
    const alone = await create({ title: 'Choices Alone' });
    await queryRows(
      t.database.db,
      sql`update classes set instructor_id = null where id = ${alone.id}`,
    );
    const res = await api('GET', '/api/admin/class-choices');
    expect(res.statusCode).toBe(200);
    const choices = res.json().classes as Record<string, unknown>[];
    const full = (await api('GET', '/api/admin/classes')).json().classes as {
      id: number;
      title: string;
      status: string;
      instructor_name: string | null;
    }[];
    expect(choices).toEqual(
      full.map((c) => ({
        id: c.id,
        title: c.title,
        status: c.status,
        instructor_name: c.instructor_name,
      })),
    );
    expect(choices.find((c) => c.id === cancelled.id)).toEqual({
      id: cancelled.id,
      title: 'Choices Cancelled',
      status: 'cancelled',
      instructor_name: 'Ivy Moss',
    });
    expect(choices.find((c) => c.id === alone.id)).toMatchObject({ instructor_name: null });
  });

  it('stays small with a thousand classes, where the full list does not', async () => {
    // A thousand classes with realistic titles, a paragraph each and eight sessions.
    await queryRows(
      t.database.db,
      sql`with made as (
            insert into classes (title, instructor_id, description, price_cents, status)
            select 'Pediatric First Aid and CPR Certification, group ' || g, ${instructorId},
                   repeat('A paragraph about the class and what to bring. ', 6), 9500, 'scheduled'
            from generate_series(1, 1000) g
            returning id)
          insert into class_sessions (class_id, start_date, end_date, start_time, end_time, capacity)
          select made.id, current_date + n * 7, current_date + n * 7, '09:00', '15:00', 12
          from made cross join generate_series(1, 8) n`,
    );
    const choices = await api('GET', '/api/admin/class-choices');
    expect(choices.statusCode).toBe(200);
    expect(choices.json().classes.length).toBeGreaterThan(1000);
    const full = await api('GET', '/api/admin/classes');
    expect(choices.rawPayload.length).toBeLessThan(200 * 1024);
    expect(full.rawPayload.length).toBeGreaterThan(10 * choices.rawPayload.length);
  });
});
