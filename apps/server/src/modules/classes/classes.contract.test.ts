import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';
import { PNG, multipart } from '../../../test/multipart.ts';

/**
 * The contract test of the classes domain: the catalogue, sessions and schedules, class
 * administration, class pictures and the staff's views, each answer checked against the document.
 * Everything is made through the API as the office and a student would.
 */
let t: TestApp;
let contract: Contract;
let admin: string;
let lead: string;
let student: string;
let leadId: number;

const dateIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const session = (days: number, capacity = 5) => ({
  date: dateIn(days),
  end_date: dateIn(days),
  start_time: '09:00',
  end_time: '15:00',
  location: 'Room 3',
  capacity,
});

beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
  const adminUser = await t.createUser({ role: 'admin', firstName: 'Ada' });
  const leadUser = await t.createUser({ role: 'instructor', firstName: 'Lena' });
  const studentUser = await t.createUser({ role: 'student', firstName: 'Stu' });
  admin = await t.tokenFor(adminUser.id);
  lead = await t.tokenFor(leadUser.id);
  student = await t.tokenFor(studentUser.id);
  leadId = leadUser.id;
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) =>
  t.request({
    method,
    url,
    token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('contract: classes', () => {
  it('answers the office, the catalogue, the schedule and the staff views as documented', async () => {
    // The office makes a class with two sessions.
    const body = {
      title: 'Contract class',
      instructor_id: leadId,
      description: 'Taught for the contract test',
      price: 250,
      location_type: 'hybrid',
      dates: [session(10), session(20)],
    };
    const created = await call('POST', '/api/admin/classes', admin, body);
    expect(created.statusCode).toBe(201);
    const { class: cls } = contract.check('POST /api/admin/classes', created) as {
      class: { id: number; sessions: { id: number }[] };
    };
    contract.check('POST /api/admin/classes', await call('POST', '/api/admin/classes', admin, {}));
    const classId = cls.id;
    const [first, second] = cls.sessions.map((s) => s.id) as [number, number];

    // A student enrols and the office approves, so the lists have someone in them.
    const enrolled = await call('POST', `/api/enrollments/${classId}`, student, {
      sessionId: first,
    });
    expect(enrolled.statusCode).toBe(201);
    const enrollmentId = (enrolled.json() as { enrollment: { id: number } }).enrollment.id;
    expect(
      (await call('POST', `/api/enrollments/${enrollmentId}/approve`, admin, {})).statusCode,
    ).toBe(200);

    // The public catalogue.
    const list = await call('GET', '/api/classes?location_type=hybrid');
    expect(list.statusCode).toBe(200);
    contract.check('GET /api/classes', list);
    contract.check('GET /api/classes', await call('GET', '/api/classes?price_range=cheap'));
    const one = await call('GET', `/api/classes/${classId}`);
    expect(one.statusCode).toBe(200);
    contract.check('GET /api/classes/:id', one);
    contract.check('GET /api/classes/:id', await call('GET', '/api/classes/999999'));
    contract.check(
      'GET /api/classes/:id/sessions',
      await call('GET', `/api/classes/${classId}/sessions`),
    );
    const staffSessions = await call('GET', `/api/classes/${classId}/sessions`, lead);
    expect(
      (staffSessions.json() as { sessions: { students?: unknown[] }[] }).sessions[0]!.students,
    ).toHaveLength(1);
    contract.check('GET /api/classes/:id/sessions', staffSessions);
    contract.check('GET /api/sessions/:id', await call('GET', `/api/sessions/${first}`));
    contract.check('GET /api/sessions/:id', await call('GET', '/api/sessions/999999'));

    // The office's views.
    contract.check('GET /api/admin/classes', await call('GET', '/api/admin/classes', admin));
    contract.check(
      'GET /api/admin/class-choices',
      await call('GET', '/api/admin/class-choices', admin),
    );
    contract.check(
      'GET /api/admin/classes/:id',
      await call('GET', `/api/admin/classes/${classId}`, admin),
    );
    contract.check(
      'GET /api/admin/classes/:id',
      await call('GET', '/api/admin/classes/999999', admin),
    );
    const students = await call('GET', `/api/admin/classes/${classId}/students`, admin);
    expect(students.statusCode).toBe(200);
    contract.check('GET /api/admin/classes/:id/students', students);
    contract.check(
      'GET /api/sessions/class/:id/sessions',
      await call('GET', `/api/sessions/class/${classId}/sessions`, admin),
    );
    const active = await call('GET', `/api/admin/classes/${classId}/enrollments`, admin);
    expect((active.json() as { enrollments: unknown[] }).enrollments).toHaveLength(1);
    contract.check('GET /api/admin/classes/:id/enrollments', active);
    contract.check(
      'GET /api/admin/classes/:id/enrollments/historical',
      await call('GET', `/api/admin/classes/${classId}/enrollments/historical`, admin),
    );

    // The staff's views.
    const participants = await call('GET', `/api/classes/${classId}/participants`, lead);
    expect(participants.statusCode).toBe(200);
    contract.check('GET /api/classes/:id/participants', participants);
    contract.check(
      'GET /api/classes/:id/participants',
      await call('GET', `/api/classes/${classId}/participants`, student),
    );
    contract.check(
      'GET /api/classes/:id/stats',
      await call('GET', `/api/classes/${classId}/stats`, lead),
    );
    contract.check(
      'GET /api/instructor/classes',
      await call('GET', '/api/instructor/classes', lead),
    );

    // The schedule and single sessions.
    const schedule = await call('GET', `/api/classes/${classId}/schedule`, lead);
    expect(schedule.statusCode).toBe(200);
    contract.check('GET /api/classes/:id/schedule', schedule);
    const rescheduled = await call('PUT', `/api/classes/${classId}/schedule`, admin, {
      dates: [{ ...session(21, 6), id: second }],
    });
    expect(rescheduled.statusCode).toBe(200);
    contract.check('PUT /api/classes/:id/schedule', rescheduled);
    contract.check(
      'PUT /api/classes/:id/schedule',
      await call('PUT', `/api/classes/${classId}/schedule`, admin, {}),
    );
    const added = await call('POST', '/api/sessions', admin, { class_id: classId, ...session(30) });
    expect(added.statusCode).toBe(201);
    const third = (contract.check('POST /api/sessions', added) as { session: { id: number } })
      .session.id;
    contract.check(
      'POST /api/sessions',
      await call('POST', '/api/sessions', admin, { class_id: classId, ...session(30, 0) }),
    );
    const edited = await call('PUT', `/api/sessions/${third}`, admin, session(31, 7));
    expect(edited.statusCode).toBe(200);
    contract.check('PUT /api/sessions/:id', edited);
    const removed = await call('DELETE', `/api/sessions/${third}`, admin);
    expect(removed.statusCode).toBe(200);
    contract.check('DELETE /api/sessions/:id', removed);
    contract.check('DELETE /api/sessions/:id', await call('DELETE', '/api/sessions/999999', admin));

    // Statuses, the update and the action route.
    const updated = await call('PUT', `/api/admin/classes/${classId}`, admin, { price: 275 });
    expect(updated.statusCode).toBe(200);
    contract.check('PUT /api/admin/classes/:id', updated);
    contract.check(
      'PUT /api/admin/classes/:id',
      await call('PUT', `/api/admin/classes/${classId}`, admin, { price: -1 }),
    );
    const sessionStatus = await call('PATCH', `/api/sessions/sessions/${second}/status`, admin, {
      status: 'cancelled',
    });
    expect(sessionStatus.statusCode).toBe(200);
    contract.check('PATCH /api/sessions/sessions/:id/status', sessionStatus);
    contract.check(
      'PATCH /api/sessions/sessions/:id/status',
      await call('PATCH', `/api/sessions/sessions/${second}/status`, admin, { status: 'soon' }),
    );
    const byAction = await call('POST', '/api/admin/class-schedules', admin, {
      action: 'update_class',
      class_id: classId,
      description: 'Changed through the action route',
    });
    expect(byAction.statusCode).toBe(200);
    contract.check('POST /api/admin/class-schedules', byAction);
    const createdByAction = await call('POST', '/api/admin/class-schedules', admin, {
      action: 'create_class',
      ...body,
      title: 'Made by action',
    });
    expect(createdByAction.statusCode).toBe(201);
    contract.check('POST /api/admin/class-schedules', createdByAction);
    const sessionByAction = await call('POST', '/api/admin/class-schedules', admin, {
      action: 'set_session_status',
      session_id: first,
      status: 'completed',
    });
    expect(sessionByAction.statusCode).toBe(200);
    contract.check('POST /api/admin/class-schedules', sessionByAction);
    contract.check(
      'POST /api/admin/class-schedules',
      await call('POST', '/api/admin/class-schedules', admin, {}),
    );
    const status = await call('PUT', `/api/classes/${classId}/status`, admin, { status: 'active' });
    expect(status.statusCode).toBe(200);
    contract.check('PUT /api/classes/:id/status', status);
    contract.check(
      'PUT /api/classes/:id/status',
      await call('PUT', `/api/classes/${classId}/status`, admin, {}),
    );

    // Deleting: a class with history is cancelled, one without goes.
    const otherId = (createdByAction.json() as { class: { id: number } }).class.id;
    const deleted = await call('DELETE', `/api/admin/classes/${otherId}`, admin);
    expect(deleted.statusCode).toBe(200);
    contract.check('DELETE /api/admin/classes/:id', deleted);
    contract.check(
      'DELETE /api/admin/classes/:id',
      await call('DELETE', `/api/admin/classes/${otherId}`, admin),
    );
  });

  it('stores and serves a class picture as documented', async () => {
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/admin/class-images',
      token: admin,
      ...multipart({}, { name: 'room.png', type: 'image/png', data: PNG }),
    });
    expect(uploaded.statusCode).toBe(201);
    const { image_url } = contract.check('POST /api/admin/class-images', uploaded) as {
      image_url: string;
    };
    const picture = await call('GET', image_url);
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    contract.check('GET /api/class-images/:name', picture);
    contract.check(
      'GET /api/class-images/:name',
      await call('GET', '/api/class-images/class_1.png'),
    );
  });
});
