import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLASS_MSG, formatDayForPeople } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let adminToken: string;
let instructor: { id: number; token: string };
let otherInstructorToken: string;
let studentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const [admin, ivy, other, student] = await Promise.all([
    t.createUser({ role: 'admin' }),
    t.createUser({ role: 'instructor', firstName: 'Ivy', lastName: 'Moss' }),
    t.createUser({ role: 'instructor', firstName: 'Otto' }),
    t.createUser({ role: 'student' }),
  ]);
  adminToken = await t.tokenFor(admin.id);
  instructor = { id: ivy.id, token: await t.tokenFor(ivy.id) };
  otherInstructorToken = await t.tokenFor(other.id);
  studentToken = await t.tokenFor(student.id);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** `token` null: no session at all. */
const api = (method: Method, url: string, payload?: object, token: string | null = adminToken) =>
  t.request({ method, url, token: token ?? undefined, ...(payload ? { payload } : {}) });

const dateIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const item = (days: number, capacity = 10) => ({
  date: dateIn(days),
  end_date: dateIn(days),
  start_time: '09:00',
  end_time: '15:00',
  location: 'Room 3',
  capacity,
});
/** A class of Ivy's with two upcoming sessions. */
const ivysClass = () =>
  createClass(t, {
    title: 'CPR and First Aid Certification',
    instructorId: instructor.id,
    sessions: [{ startInDays: 10 }, { startInDays: 20 }],
  });
const enrol = async (token: string, classId: number, sessionId: number) => {
  const res = await t.request({
    method: 'POST',
    url: `/api/enrollments/${classId}`,
    token,
    payload: { sessionId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().enrollment.id as number;
};
const sessionRow = async (id: number) =>
  (
    await queryRows<{
      session_type: string;
      removed_reason: string | null;
      seats_held: number;
      capacity: number;
    }>(
      t.database.db,
      sql`select session_type, removed_reason, seats_held, capacity from class_sessions where id = ${id}`,
    )
  )[0]!;
const sessionCount = async (classId: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from class_sessions where class_id = ${classId}`,
    )
  )[0]!.n;
const auditCount = async (classId: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log
          where action = 'class.update' and target_type = 'class' and target_id = ${classId}`,
    )
  )[0]!.n;

describe('who may call', () => {
  it('reading is for the class staff; every write is for admins only', async () => {
    const cls = await ivysClass();
    const [first, second] = cls.sessionIds as [number, number];
    const reads: [Method, string][] = [['GET', `/api/classes/${cls.classId}/schedule`]];
    const writes: [Method, string, object?][] = [
      ['PUT', `/api/classes/${cls.classId}/schedule`, { dates: [item(40)] }],
      ['POST', '/api/sessions', { class_id: cls.classId, ...item(41) }],
      ['PUT', `/api/sessions/${first}`, item(12)],
      ['DELETE', `/api/sessions/${second}`],
    ];
    for (const [method, url, payload] of [...reads, ...writes]) {
      expect((await api(method, url, payload, null)).statusCode, url).toBe(401);
      expect((await api(method, url, payload, studentToken)).statusCode, url).toBe(403);
      expect((await api(method, url, payload, otherInstructorToken)).statusCode, url).toBe(403);
    }
    for (const [method, url, payload] of writes) {
      // Even the class's own instructor: the schedule is the office's.
      expect((await api(method, url, payload, instructor.token)).statusCode, url).toBe(403);
    }
    expect(await sessionCount(cls.classId)).toBe(2);
    const ivyReads = await api(
      'GET',
      `/api/classes/${cls.classId}/schedule`,
      undefined,
      instructor.token,
    );
    expect(ivyReads.statusCode).toBe(200);
    expect(ivyReads.json().sessions).toHaveLength(2);

    const expected = [200, 201, 200, 200];
    for (const [i, [method, url, payload]] of writes.entries()) {
      const res = await api(method, url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(expected[i]);
    }
    // Every admin write is in the audit log, as the dialog's update is.
    expect(await auditCount(cls.classId)).toBe(4);
  });
});

describe('GET /api/classes/:id/schedule', () => {
  it('answers every session, removed ones too, in the dialog shape', async () => {
    const cls = await ivysClass();
    const [first, second] = cls.sessionIds as [number, number];
    await api('DELETE', `/api/sessions/${second}`);
    const res = await api('GET', `/api/classes/${cls.classId}/schedule`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ class_id: cls.classId, class_title: cls.cls.title });
    const sessions = res.json().sessions;
    expect(sessions.map((s: { id: number }) => s.id)).toEqual([first, second]);
    expect(sessions[0]).toEqual({
      id: first,
      class_id: cls.classId,
      date: dateIn(10),
      end_date: dateIn(10),
      start_time: '09:00',
      end_time: '15:00',
      location: 'Room 1',
      capacity: 10,
      instructor_id: null,
      instructor_name: null,
      status: 'scheduled',
      session_type: 'active',
      language: null,
      enrolled_count: 0,
      seats_held: 0,
      available_spots: 10,
      removed_at: null,
      removed_reason: null,
    });
    expect(sessions[1]).toMatchObject({
      session_type: 'historical',
      removed_reason: 'Removed by the office',
    });
    expect(sessions[1].removed_at).not.toBeNull();
  });

  it('is a 404 for a class that does not exist', async () => {
    expect((await api('GET', '/api/classes/999999/schedule')).statusCode).toBe(404);
  });
});

describe('bad input gets the dialog messages, and nothing is written', () => {
  it.each([
    [{ end_date: dateIn(9) }, 'end_date', CLASS_MSG.endBeforeStart],
    [{ start_time: '9am' }, 'start_time', CLASS_MSG.timeFormat],
    [{ end_time: '25:00' }, 'end_time', CLASS_MSG.timeFormat],
    [{ start_time: '16:00' }, 'end_time', CLASS_MSG.endTimeBeforeStart],
    [{ capacity: 0 }, 'capacity', CLASS_MSG.capacity],
    [{ location: '' }, 'location', CLASS_MSG.sessionFields],
  ])('refuses %j on each call', async (change, field, message) => {
    const cls = await ivysClass();
    const [first] = cls.sessionIds as [number];
    const bad = { ...item(10), ...change };
    const single = [
      await api('POST', '/api/sessions', { class_id: cls.classId, ...bad }),
      await api('PUT', `/api/sessions/${first}`, bad),
    ];
    for (const res of single) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: message, fields: { [field]: message } });
    }
    const schedule = await api('PUT', `/api/classes/${cls.classId}/schedule`, {
      dates: [item(30), bad],
    });
    expect(schedule.statusCode).toBe(400);
    expect(schedule.json()).toMatchObject({
      error: message,
      fields: { [`dates.1.${field}`]: message },
    });
    expect(await sessionCount(cls.classId)).toBe(2);
    expect(await sessionRow(first)).toMatchObject({ capacity: 10 });
    expect(await auditCount(cls.classId)).toBe(0);
  });

  it('refuses a capacity below the seats already held, leaving the schedule whole', async () => {
    const cls = await ivysClass();
    const [first] = cls.sessionIds as [number];
    await enrol((await signedInStudent(t)).token, cls.classId, first);
    await enrol((await signedInStudent(t)).token, cls.classId, first);
    const low = await api('PUT', `/api/sessions/${first}`, item(10, 1));
    expect(low.statusCode).toBe(409);
    expect(low.json()).toMatchObject({
      error: 'Capacity cannot be lower than the seats already taken in this session',
      code: 'CAPACITY_BELOW_HELD',
    });
    // A valid new date before the bad edit: the whole update is refused in one transaction.
    const schedule = await api('PUT', `/api/classes/${cls.classId}/schedule`, {
      dates: [item(30), { ...item(10, 1), id: first }],
    });
    expect(schedule.statusCode).toBe(409);
    expect(await sessionCount(cls.classId)).toBe(2);
    expect(await sessionRow(first)).toMatchObject({ capacity: 10, seats_held: 2 });
    expect(await auditCount(cls.classId)).toBe(0);
    const ok = await api('PUT', `/api/sessions/${first}`, item(11, 2));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Session updated successfully',
      session: { id: first, capacity: 2, seats_held: 2, available_spots: 0, date: dateIn(11) },
    });
  });

  it('answers 404 for an unknown class or session', async () => {
    const res = [
      await api('PUT', '/api/classes/999999/schedule', { dates: [item(30)] }),
      await api('POST', '/api/sessions', { class_id: 999999, ...item(30) }),
      await api('PUT', '/api/sessions/999999', item(30)),
      await api('DELETE', '/api/sessions/999999'),
    ];
    expect(res.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(res.map((r) => r.json().error)).toEqual([
      'Class details not found',
      'Class details not found',
      'Session not found',
      'Session not found',
    ]);
  });

  it('refuses a session of another class in the schedule', async () => {
    const cls = await ivysClass();
    const other = await createClass(t);
    const foreign = other.sessionIds[0]!;
    const edit = await api('PUT', `/api/classes/${cls.classId}/schedule`, {
      dates: [item(30), { ...item(10), id: foreign }],
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({
      error: 'Session not found',
      fields: { dates: 'Session not found' },
    });
    const remove = await api('PUT', `/api/classes/${cls.classId}/schedule`, {
      deletedSessionIds: [foreign],
    });
    expect(remove.statusCode).toBe(400);
    expect(remove.json().fields).toEqual({ deletedSessionIds: 'Session not found' });
    expect(await sessionCount(cls.classId)).toBe(2);
    expect(await sessionRow(foreign)).toMatchObject({ session_type: 'active' });
  });

  it('asks for the schedule and refuses a class id that is no id', async () => {
    const cls = await ivysClass();
    const empty = await api('PUT', `/api/classes/${cls.classId}/schedule`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(CLASS_MSG.requiredFields);
    const noClass = await api('POST', '/api/sessions', { ...item(30), class_id: 'abc' });
    expect(noClass.statusCode).toBe(400);
    expect(noClass.json().error).toBe('Invalid id');
  });
});

describe('schedule writes', () => {
  it('adds, edits and removes through the schedule as the dialog does', async () => {
    const cls = await ivysClass();
    const [first, second] = cls.sessionIds as [number, number];
    const res = await api('PUT', `/api/classes/${cls.classId}/schedule`, {
      // Class fields are not the schedule's: they are ignored here.
      title: 'Not changed',
      dates: [{ ...item(12, 8), id: first }, item(40, 4)],
      deletedSessionIds: [second],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Schedule updated successfully');
    const sessions = res.json().sessions;
    expect(sessions).toHaveLength(3);
    expect(sessions.find((s: { id: number }) => s.id === first)).toMatchObject({
      date: dateIn(12),
      capacity: 8,
      session_type: 'active',
    });
    expect(sessions.find((s: { id: number }) => s.id === second).session_type).toBe('historical');
    expect(sessions.find((s: { date: string }) => s.date === dateIn(40))).toMatchObject({
      capacity: 4,
      location: 'Room 3',
    });
    const title = await queryRows<{ title: string }>(
      t.database.db,
      sql`select title from classes where id = ${cls.classId}`,
    );
    expect(title[0]!.title).toBe(cls.cls.title);
  });

  it('POST /api/sessions adds one date and answers it', async () => {
    const cls = await ivysClass();
    const res = await api('POST', '/api/sessions', {
      class_id: cls.classId,
      ...item(50, 6),
      id: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Session created successfully',
      session: { class_id: cls.classId, date: dateIn(50), capacity: 6, session_type: 'active' },
    });
    expect(res.json().session.id).not.toBe(1);
    expect(await sessionCount(cls.classId)).toBe(3);
  });

  it('a removed session cannot be edited, and the last active one cannot go', async () => {
    const cls = await ivysClass();
    const [first, second] = cls.sessionIds as [number, number];
    expect((await api('DELETE', `/api/sessions/${first}`)).statusCode).toBe(200);
    const edit = await api('PUT', `/api/sessions/${first}`, item(10));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toBe('Removed sessions cannot be changed');
    const last = await api('DELETE', `/api/sessions/${second}`);
    expect(last.statusCode).toBe(400);
    expect(last.json().error).toBe(CLASS_MSG.oneSessionLeft);
    expect(await sessionRow(second)).toMatchObject({ session_type: 'active' });
  });
});

describe('DELETE /api/sessions/:id', () => {
  it('keeps the session as history, archives its enrolments with a reason and tells the students', async () => {
    const cls = await ivysClass();
    const [first, second] = cls.sessionIds as [number, number];
    const student = await signedInStudent(t);
    const elsewhere = await signedInStudent(t);
    const gone = await enrol(student.token, cls.classId, first);
    await api('POST', `/api/enrollments/${gone}/approve`, {});
    const kept = await enrol(elsewhere.token, cls.classId, second);

    const res = await api('DELETE', `/api/sessions/${first}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Session removed successfully',
      session: { id: first, session_type: 'historical', removed_reason: 'Removed by the office' },
    });
    expect(await sessionRow(first)).toMatchObject({
      session_type: 'historical',
      removed_reason: 'Removed by the office',
      seats_held: 0,
    });
    const e = (await api('GET', `/api/enrollments/${gone}`)).json().enrollment;
    expect(e).toMatchObject({
      enrollment_type: 'historical',
      archived_reason: 'Session removed from the class',
    });
    const payments = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from payments where enrollment_id = ${gone}`,
    );
    expect(payments.map((p) => p.status)).toEqual(['cancelled']);
    const day = formatDayForPeople(dateIn(10));
    const notes = (
      await t.request({ method: 'GET', url: '/api/notifications', token: student.token })
    ).json().notifications;
    expect(notes[0].title).toBe(`Session removed: CPR and First Aid Certification on ${day}`);
    // The other session is untouched: its seat and its student stay.
    expect(await sessionRow(second)).toMatchObject({ session_type: 'active', seats_held: 1 });
    const other = (await api('GET', `/api/enrollments/${kept}`)).json().enrollment;
    expect(other.enrollment_type).toBe('active');
    const audit = await queryRows<{ after: { deletedSessionIds: number[] } }>(
      t.database.db,
      sql`select after from audit_log where action = 'class.update' and target_id = ${cls.classId}`,
    );
    expect(audit.map((a) => a.after)).toEqual([{ deletedSessionIds: [first] }]);
  });
});

describe('GET /api/classes/:id/sessions', () => {
  it('carries the students only for the class staff', async () => {
    const cls = await ivysClass();
    const [first, second] = cls.sessionIds as [number, number];
    const student = await signedInStudent(t, 'Rosa');
    const enrollmentId = await enrol(student.token, cls.classId, first);
    const guest = await t.createUser({ role: 'instructor', firstName: 'Gus' });
    await t.database.db.execute(
      sql`update class_sessions set instructor_id = ${guest.id} where id = ${second}`,
    );
    const url = `/api/classes/${cls.classId}/sessions`;

    const publicAnswers = [
      await t.request({ method: 'GET', url }),
      await t.request({ method: 'GET', url, headers: { authorization: 'Bearer not-a-token' } }),
      await api('GET', url, undefined, student.token),
      await api('GET', url, undefined, otherInstructorToken),
    ];
    for (const res of publicAnswers) {
      expect(res.statusCode).toBe(200);
      expect(res.json().sessions).toHaveLength(2);
      expect(res.body).not.toContain('students');
      expect(res.body).not.toContain(student.email);
    }

    for (const token of [instructor.token, await t.tokenFor(guest.id), adminToken]) {
      const res = await api('GET', url, undefined, token);
      expect(res.statusCode).toBe(200);
      const [one, two] = res.json().sessions;
      expect(one.students).toEqual([
        {
          id: student.id,
          name: `Rosa ${student.lastName}`,
          email: student.email,
          enrollment_id: enrollmentId,
          enrollment_status: 'pending',
        },
      ]);
      expect(two.students).toEqual([]);
    }
  });
});
