import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, signedInStudent } from '../../test/factories.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { queryRows } from '../db/client.ts';
import { CLASS_MSG, messageKeyOf } from '@careclass/shared';

/** The keys an error answer carries for its texts (decision 0053): none for texts not ours. */
const keysOf = (error: string, fields: Record<string, string>) => {
  const key = messageKeyOf(error);
  const fieldKeys: Record<string, string> = {};
  for (const [field, text] of Object.entries(fields)) {
    const found = typeof text === 'string' ? messageKeyOf(text) : undefined;
    if (found) fieldKeys[field] = found;
  }
  return { ...(key ? { message_key: key } : {}), field_keys: fieldKeys };
};

/*
 * The "action plus fields" calls (catalogue: POST /admin/class-schedules, /admin/notifications,
 * /admin/certificates; docs/decisions/0027). Each action is done twice on twin rows: once through
 * its own route, once through the action call; what is left behind must be the same.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
let t: TestApp;
let adminToken: string;
let instructorToken: string;
let instructorId: number;
let studentA: Awaited<ReturnType<typeof signedInStudent>>;
let studentB: Awaited<ReturnType<typeof signedInStudent>>;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor((await t.createUser({ role: 'admin' })).id);
  const instructor = await t.createUser({ role: 'instructor', firstName: 'Ivy', lastName: 'Moss' });
  instructorId = instructor.id;
  instructorToken = await t.tokenFor(instructor.id);
  studentA = await signedInStudent(t, 'Ann');
  studentB = await signedInStudent(t, 'Bea');
});
afterAll(async () => {
  await t?.close();
});

const call = (method: Method, url: string, payload?: object, token: string | null = adminToken) =>
  t.request({ method, url, token: token ?? undefined, ...(payload ? { payload } : {}) });

/** Runs the own route and the action call; both must answer the same status. */
async function twin(
  own: () => ReturnType<typeof call>,
  action: () => ReturnType<typeof call>,
  status = 200,
) {
  const a = await own();
  const b = await action();
  expect(a.statusCode, a.body).toBe(status);
  expect(b.statusCode, b.body).toBe(status);
  return [a.json(), b.json()] as const;
}

const dateIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What a class is, without what differs between two rows (ids and times). */
async function classState(id: number) {
  const c = (await call('GET', `/api/admin/classes/${id}`)).json().class;
  return {
    title: c.title,
    price: c.price,
    status: c.status,
    instructor_id: c.instructor_id,
    sessions: (c.sessions as Record<string, unknown>[]).map((s) => ({
      date: s.date,
      end_date: s.end_date,
      start_time: s.start_time,
      end_time: s.end_time,
      location: s.location,
      capacity: s.capacity,
      status: s.status,
      session_type: s.session_type,
    })),
  };
}

describe('POST /api/admin/class-schedules', () => {
  const url = '/api/admin/class-schedules';
  const body = {
    title: 'CPR and First Aid Certification',
    description: 'Pediatric CPR',
    price: 95,
    dates: [
      {
        date: dateIn(10),
        end_date: dateIn(10),
        start_time: '09:00',
        end_time: '15:00',
        location: 'Room 3',
        capacity: 8,
      },
    ],
  };

  it('create_class creates the class POST /admin/classes creates', async () => {
    const payload = { ...body, instructor_id: instructorId };
    const [own, act] = await twin(
      () => call('POST', '/api/admin/classes', payload),
      () => call('POST', url, { action: 'create_class', ...payload }),
      201,
    );
    expect(act.message).toBe(own.message);
    expect(await classState(act.class.id)).toEqual(await classState(own.class.id));
  });

  it('update_class changes the class as PUT /admin/classes/{id} does', async () => {
    const a = await createClass(t, { title: 'Twin A' });
    const b = await createClass(t, { title: 'Twin B' });
    const change = { title: 'Renamed twin', price: 120 };
    const [own, act] = await twin(
      () => call('PUT', `/api/admin/classes/${a.classId}`, change),
      () => call('POST', url, { action: 'update_class', class_id: b.classId, ...change }),
    );
    expect(act.message).toBe(own.message);
    expect(await classState(b.classId)).toEqual(await classState(a.classId));
    expect((await classState(b.classId)).title).toBe('Renamed twin');
  });

  it('set_class_status cancels a class and its sessions as PUT /classes/{id}/status does', async () => {
    const a = await createClass(t, { title: 'Twin' });
    const b = await createClass(t, { title: 'Twin' });
    const [own, act] = await twin(
      () => call('PUT', `/api/classes/${a.classId}/status`, { status: 'cancelled' }),
      () =>
        call('POST', url, { action: 'set_class_status', class_id: b.classId, status: 'cancelled' }),
    );
    expect(act.message).toBe(own.message);
    const state = await classState(b.classId);
    expect(state).toEqual(await classState(a.classId));
    expect(state.status).toBe('cancelled');
    expect(state.sessions.map((s) => s.status)).toEqual(['cancelled']);
  });

  it('set_session_status completes a session as PATCH /sessions/sessions/{id}/status does', async () => {
    const a = await createClass(t, {
      title: 'Twin',
      sessions: [{ startInDays: -3 }, { startInDays: 10 }],
    });
    const b = await createClass(t, {
      title: 'Twin',
      sessions: [{ startInDays: -3 }, { startInDays: 10 }],
    });
    const [own, act] = await twin(
      () =>
        call('PATCH', `/api/sessions/sessions/${a.sessionIds[0]}/status`, { status: 'completed' }),
      () =>
        call('POST', url, {
          action: 'set_session_status',
          session_id: b.sessionIds[0],
          status: 'completed',
        }),
    );
    expect(act.message).toBe(own.message);
    const state = await classState(b.classId);
    expect(state).toEqual(await classState(a.classId));
    expect(state.sessions.map((s) => s.status).sort()).toEqual(['completed', 'scheduled']);
  });

  it('answers a clear 400 for an unknown or missing action, or a bad target id', async () => {
    const use = 'Use one of: create_class, update_class, set_class_status, set_session_status';
    const cases: [unknown, string][] = [
      [{ action: 'explode' }, `Unknown action: explode. ${use}`],
      [{ action: 7 }, `Unknown action: 7. ${use}`],
      [{ action: '__proto__' }, `Unknown action: __proto__. ${use}`],
      [{ action: 'x'.repeat(60) }, `Unknown action: ${'x'.repeat(40)}…. ${use}`],
      [{}, `Please give an action. ${use}`],
      [undefined, `Please give an action. ${use}`],
      [[1, 2], `The body must be an object with an action. ${use}`],
      [{ action: 'set_class_status', status: 'cancelled' }, 'Invalid id'],
      [{ action: 'set_class_status', class_id: 'abc', status: 'cancelled' }, 'Invalid id'],
      [{ action: 'set_class_status', class_id: 1, status: 'exploded' }, 'Invalid status'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.request({
        method: 'POST',
        url,
        token: adminToken,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' });
    }
    // A class that is not there is the own route's 404.
    const missing = await call('POST', url, {
      action: 'set_class_status',
      class_id: 999999,
      status: 'active',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('checks the fields by the own route`s declared body, every field at fault at once', async () => {
    const cls = await createClass(t, { title: 'Checked twin' });
    const badDate = { ...body.dates[0], capacity: 0, start_time: '9am' };
    const created = { ...body, instructor_id: instructorId, title: '', dates: [badDate] };
    const cases: [() => ReturnType<typeof call>, object, string, Record<string, string>][] = [
      [
        () => call('POST', '/api/admin/classes', created),
        { action: 'create_class', ...created },
        CLASS_MSG.requiredFields,
        {
          title: CLASS_MSG.requiredFields,
          'dates.0.capacity': CLASS_MSG.capacity,
          'dates.0.start_time': CLASS_MSG.timeFormat,
        },
      ],
      [
        () => call('PUT', `/api/admin/classes/${cls.classId}`, { price: -1 }),
        { action: 'update_class', class_id: cls.classId, price: -1 },
        CLASS_MSG.price,
        { price: CLASS_MSG.price },
      ],
    ];
    for (const [own, actionPayload, error, fields] of cases) {
      for (const res of [await own(), await call('POST', url, actionPayload)]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({
          error,
          code: 'VALIDATION_ERROR',
          fields,
          ...keysOf(error, fields),
        });
      }
    }
  });
});

describe('POST /api/admin/notifications', () => {
  const url = '/api/admin/notifications';
  const inbox = async (token: string) =>
    (await call('GET', '/api/notifications', undefined, token)).json().notifications as {
      title: string;
      message: string;
      type: string;
      sender_id: number;
    }[];
  const latest = async (token: string) => {
    const [n] = await inbox(token);
    return { title: n!.title, message: n!.message, type: n!.type, sender_id: n!.sender_id };
  };

  it('send tells the user what POST /notifications/admin/send tells them', async () => {
    const note = { title: 'Room change', message: 'We meet in Room 4', recipientType: 'user' };
    const [own, act] = await twin(
      () => call('POST', '/api/notifications/admin/send', { ...note, recipient: studentA.id }),
      () => call('POST', url, { action: 'send', ...note, recipient: studentB.id }),
    );
    expect(act).toEqual(own);
    expect(await latest(studentB.token)).toEqual(await latest(studentA.token));
    expect((await latest(studentB.token)).title).toBe('Room change');
  });

  it('bulk sends a template as POST /notifications/admin/bulk does', async () => {
    const created = await call('POST', '/api/notifications/admin/templates', {
      name: 'Action twin',
      type: 'user_notification',
      title_template: 'Hello {{name}}',
      message_template: 'See you {{day}}',
    });
    expect(created.statusCode, created.body).toBe(201);
    const bulk = { template_name: 'Action twin', variables: { name: 'all', day: 'Monday' } };
    const [own, act] = await twin(
      () => call('POST', '/api/notifications/admin/bulk', { ...bulk, user_ids: [studentA.id] }),
      () => call('POST', url, { action: 'bulk', ...bulk, user_ids: [studentB.id] }),
    );
    expect(act).toEqual(own);
    expect(await latest(studentB.token)).toEqual(await latest(studentA.token));
  });

  it('broadcast reaches everyone as POST /notifications/admin/broadcast does', async () => {
    const [own, act] = await twin(
      () =>
        call('POST', '/api/notifications/admin/broadcast', { title: 'Closed', message: 'Snow' }),
      () => call('POST', url, { action: 'broadcast', title: 'Closed', message: 'Snow' }),
    );
    expect(act).toEqual(own);
    const titles = (await inbox(studentA.token)).slice(0, 2).map((n) => n.title);
    expect(titles).toEqual(['Closed', 'Closed']);
  });

  it('detailed replies as POST /admin/notifications/detailed does; instructors may use it', async () => {
    const sent = await call(
      'POST',
      '/api/notifications/admin/send',
      {
        title: 'Homework',
        message: 'Read chapter 2',
        recipientType: 'user',
        recipient: studentA.id,
      },
      instructorToken,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const original = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from notifications where user_id = ${studentA.id} and title = 'Homework'`,
      )
    )[0]!.id;
    const reply = {
      originalNotificationId: original,
      message: 'Pages 10 to 20',
      links: [],
      timestamp: '2026-01-05T10:00:00.000Z',
    };
    await twin(
      () => call('POST', '/api/admin/notifications/detailed', reply, instructorToken),
      () => call('POST', url, { action: 'detailed', ...reply }, instructorToken),
      201,
    );
    const [first, second] = await inbox(studentA.token);
    expect({ ...second, id: 0, created_at: '', timestamp: '' }).toEqual({
      ...first,
      id: 0,
      created_at: '',
      timestamp: '',
    });
    expect(first!.title).toBe('Re: Homework');
  });

  it('lets admins and instructors in, not students or anonymous callers', async () => {
    const payload = { action: 'nothing' };
    expect((await call('POST', url, payload, null)).statusCode).toBe(401);
    expect((await call('POST', url, payload, studentA.token)).statusCode).toBe(403);
    for (const token of [adminToken, instructorToken]) {
      const res = await call('POST', url, payload, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        'Unknown action: nothing. Use one of: send, bulk, broadcast, detailed',
      );
    }
    // The own route's validation answers through the action call too.
    const bad = await call('POST', url, { action: 'broadcast', title: '', message: '' });
    expect(bad.statusCode).toBe(400);
  });

  it('checks the fields by the own route`s declared body, with its texts and field names', async () => {
    const use = 'Use one of: send, bulk, broadcast, detailed';
    const cases: [unknown, string, Record<string, string>][] = [
      [
        [1],
        `The body must be an object with an action. ${use}`,
        { _: `The body must be an object with an action. ${use}` },
      ],
      [
        { action: '' },
        `Please give an action. ${use}`,
        { action: `Please give an action. ${use}` },
      ],
      [
        { action: 'send', title: 'T', message: 'M', recipientType: 'user' },
        'No recipient specified',
        { recipient: 'No recipient specified' },
      ],
      [
        { action: 'send', title: 5, message: 'M', recipientType: 'user', recipient: studentA.id },
        'Title must be text',
        { title: 'Title must be text' },
      ],
      [
        { action: 'bulk', template_name: 'x', user_ids: [] },
        'Please select at least one user',
        { user_ids: 'Please select at least one user' },
      ],
      [
        { action: 'detailed', originalNotificationId: 1, message: ' ' },
        'Please enter a message',
        { message: 'Please enter a message' },
      ],
    ];
    for (const [payload, error, fields] of cases) {
      const res = await call('POST', url, payload as object);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({
        error,
        code: 'VALIDATION_ERROR',
        fields,
        ...keysOf(error, fields),
      });
    }
    // null in an optional field is "not given", as on the own route.
    const note = await call('POST', url, {
      action: 'send',
      title: 'Nulls',
      message: 'M',
      recipientType: 'user',
      recipient: studentA.id,
      variables: null,
      template: null,
    });
    expect(note.statusCode, note.body).toBe(200);
  });
});

describe('POST /api/admin/certificates', () => {
  const url = '/api/admin/certificates';
  let classId: number;
  beforeAll(async () => {
    classId = (await createClass(t, { title: 'Certified class' })).classId;
  });

  async function storedFile(userId: number) {
    const stored = await t.request({
      method: 'POST',
      url: '/api/storage/certificates',
      token: adminToken,
      ...multipart({ userId }, { name: 'c.pdf', type: 'application/pdf', data: PDF }),
    });
    expect(stored.statusCode, stored.body).toBe(201);
    return stored.json().filePath as string;
  }
  const metadata = async (userId: number) => ({
    user_id: userId,
    class_id: classId,
    certificate_name: 'CPR card',
    file_path: await storedFile(userId),
    file_type: 'application/pdf',
    file_size: PDF.length,
  });
  /** A certificate, without what differs between two rows. */
  const certificateState = (c: Record<string, unknown>) => ({
    certificate_name: c.certificate_name,
    class_id: c.class_id,
    status: c.status,
    file_type: c.file_type,
    file_size: c.file_size,
  });
  const rowsOf = (ids: number[]) =>
    queryRows<{ id: number; status: string }>(
      t.database.db,
      sql`select id, status from certificates where id in (${sql.join(ids, sql`, `)}) order by id`,
    );
  const upload = async (userId: number) => {
    const res = await call('POST', '/api/certificates/upload-metadata', await metadata(userId));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().certificate.id as number;
  };

  it('upload_metadata records the certificate POST /certificates/upload-metadata records', async () => {
    const own = await metadata(studentA.id);
    const act = await metadata(studentB.id);
    const [a, b] = await twin(
      () => call('POST', '/api/certificates/upload-metadata', own),
      () => call('POST', url, { action: 'upload_metadata', ...act }),
      201,
    );
    expect(b.message).toBe(a.message);
    expect(certificateState(b.certificate)).toEqual(certificateState(a.certificate));
    expect(b.certificate.user_id).toBe(studentB.id);
  });

  it('set_status and delete do what PATCH and DELETE /certificates/{id} do', async () => {
    const [a, b] = [await upload(studentA.id), await upload(studentB.id)];
    const [ownSet, actSet] = await twin(
      () => call('PATCH', `/api/certificates/${a}`, { status: 'revoked' }),
      () => call('POST', url, { action: 'set_status', certificate_id: b, status: 'revoked' }),
    );
    expect(certificateState(actSet.certificate)).toEqual(certificateState(ownSet.certificate));
    expect((await rowsOf([a, b])).map((r) => r.status)).toEqual(['revoked', 'revoked']);

    const [ownDelete, actDelete] = await twin(
      () => call('DELETE', `/api/certificates/${a}`),
      () => call('POST', url, { action: 'delete', certificate_id: b }),
    );
    expect(actDelete).toEqual(ownDelete);
    expect(await rowsOf([a, b])).toEqual([]);
    // Gone is the own route's 404 through the action call too.
    const again = await call('POST', url, { action: 'delete', certificate_id: b });
    expect(again.statusCode).toBe(404);
  });

  it('bulk_delete removes what POST /certificates/bulk-delete removes', async () => {
    const own = [await upload(studentA.id), await upload(studentA.id)];
    const act = [await upload(studentB.id), await upload(studentB.id)];
    const [a, b] = await twin(
      () => call('POST', '/api/certificates/bulk-delete', { ids: own }),
      () => call('POST', url, { action: 'bulk_delete', ids: act }),
    );
    expect(b).toEqual(a);
    expect(await rowsOf([...own, ...act])).toEqual([]);
  });

  it('is for admins only and names its actions when asked for another', async () => {
    const payload = { action: 'set_status', certificate_id: 1, status: 'revoked' };
    expect((await call('POST', url, payload, null)).statusCode).toBe(401);
    expect((await call('POST', url, payload, studentA.token)).statusCode).toBe(403);
    expect((await call('POST', url, payload, instructorToken)).statusCode).toBe(403);
    const res = await call('POST', url, { action: 'burn' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Unknown action: burn. Use one of: upload_metadata, bulk_delete, delete, set_status',
    );
    const bad = await call('POST', url, { action: 'set_status', certificate_id: 'x' });
    expect(bad.json()).toMatchObject({
      error: 'Invalid id',
      fields: { certificate_id: 'Invalid id' },
    });
  });

  it('checks the fields by the own route`s declared body, with its texts and field names', async () => {
    const id = await upload(studentA.id);
    const cases: [() => ReturnType<typeof call>, object, string, string][] = [
      [
        () => call('POST', '/api/certificates/upload-metadata', { class_id: classId }),
        { action: 'upload_metadata', class_id: classId },
        'user_id',
        'Please select a student first.',
      ],
      [
        () => call('POST', '/api/certificates/bulk-delete', { ids: [] }),
        { action: 'bulk_delete', ids: [] },
        'ids',
        'Please select certificates',
      ],
      [
        () => call('PATCH', `/api/certificates/${id}`, { status: 'expired' }),
        { action: 'set_status', certificate_id: id, status: 'expired' },
        'status',
        'Status must be active or revoked',
      ],
    ];
    for (const [own, actionPayload, field, error] of cases) {
      for (const res of [await own(), await call('POST', url, actionPayload)]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({
          error,
          code: 'VALIDATION_ERROR',
          fields: { [field]: error },
          ...keysOf(error, { [field]: error }),
        });
      }
    }
    // null in an optional field is "not given", as on the own route.
    const nulls = await call('POST', url, {
      action: 'upload_metadata',
      ...(await metadata(studentB.id)),
      certificate_name: null,
    });
    expect(nulls.statusCode, nulls.body).toBe(201);
    expect(nulls.json().certificate.certificate_name).toBe('Certified class certificate');
  });
});

describe('POST /api/admin/class-schedules roles', () => {
  it('is for admins only', async () => {
    const url = '/api/admin/class-schedules';
    const payload = { action: 'set_class_status', class_id: 1, status: 'active' };
    expect((await call('POST', url, payload, null)).statusCode).toBe(401);
    expect((await call('POST', url, payload, studentA.token)).statusCode).toBe(403);
    expect((await call('POST', url, payload, instructorToken)).statusCode).toBe(403);
  });
});
