import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';

/**
 * The office hears of new requests: every active admin gets an in-app notice of an enrolment
 * request or a waitlist join, written with the request; the back-office menu reads the counts.
 */
let t: TestApp;
let admins: TestUser[];
let others: TestUser[];
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admins = [
    await t.createUser({ role: 'admin', firstName: 'Ada' }),
    await t.createUser({ role: 'admin', firstName: 'Bea' }),
  ];
  others = [
    await t.createUser({ role: 'admin', status: 'inactive' }),
    await t.createUser({ role: 'admin', status: 'suspended' }),
    await t.createUser({ role: 'instructor' }),
    await t.createUser({ role: 'student' }),
  ];
  adminToken = await t.tokenFor(admins[0]!.id);
});
afterAll(async () => {
  await t?.close();
});

type Student = Awaited<ReturnType<typeof signedInStudent>>;
const enrol = (s: Student, classId: number, sessionId: number) =>
  t.request({
    method: 'POST',
    url: `/api/enrollments/${classId}`,
    token: s.token,
    payload: { sessionId },
  });
const join = (s: Student, classId: number) =>
  t.request({
    method: 'POST',
    url: `/api/enrollments/waitlist/${classId}`,
    token: s.token,
    payload: {},
  });

/** The notices whose title is `title`, as (recipient, type, link, read) rows. */
const noticesTitled = (title: string) =>
  queryRows<{ user_id: number; type: string; action_url: string; is_read: boolean }>(
    t.database.db,
    sql`select user_id, type, action_url, is_read from notifications
        where title = ${title} order by user_id`,
  );

const counts = (token?: string) =>
  t.request({ method: 'GET', url: '/api/admin/pending-counts', token });

describe('admin notices of new requests', () => {
  it('an enrolment request tells each active admin once, and nobody else', async () => {
    const { classId, sessionIds } = await createClass(t, { title: 'Office Enrol' });
    const student = await signedInStudent(t, 'Nora');
    expect((await enrol(student, classId, sessionIds[0]!)).statusCode).toBe(201);

    const notices = await noticesTitled('New enrollment request: Office Enrol');
    expect(notices).toEqual(
      admins.map((a) => ({
        user_id: a.id,
        type: 'enrollment',
        action_url: '/admin/enrollments',
        is_read: false,
      })),
    );
    const own = await t.request({ method: 'GET', url: '/api/notifications', token: adminToken });
    const notice = own
      .json()
      .notifications.find(
        (n: { title: string }) => n.title === 'New enrollment request: Office Enrol',
      );
    expect(notice.message).toContain(
      `Nora Dent (${student.email}) asked to enroll in Office Enrol`,
    );
    expect(notice.metadata).toMatchObject({ class_id: classId, user_id: student.id });
    // In-app only: the admins' e-mail is the daily digest.
    const mail = await t.deliverMail();
    expect(mail.filter((m) => admins.some((a) => m.to.includes(a.email)))).toEqual([]);
    for (const other of others) {
      const rows = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from notifications where user_id = ${other.id}`,
      );
      expect(rows[0]!.n).toBe(0);
    }
  });

  it('a refused request tells nobody (the notice is written with the request)', async () => {
    const { classId, sessionIds } = await createClass(t, {
      title: 'Office Full',
      sessions: [{ capacity: 1 }],
    });
    expect((await enrol(await signedInStudent(t), classId, sessionIds[0]!)).statusCode).toBe(201);
    const late = await enrol(await signedInStudent(t), classId, sessionIds[0]!);
    expect(late.statusCode).toBe(409);
    expect(await noticesTitled('New enrollment request: Office Full')).toHaveLength(2);
  });

  it('a waitlist join tells each active admin once, and nobody else', async () => {
    const { classId, sessionIds } = await createClass(t, {
      title: 'Office Wait',
      sessions: [{ capacity: 1 }],
    });
    expect((await enrol(await signedInStudent(t), classId, sessionIds[0]!)).statusCode).toBe(201);
    const waiting = await signedInStudent(t, 'Walt');
    expect((await join(waiting, classId)).statusCode).toBe(201);

    expect(await noticesTitled('New waitlist entry: Office Wait')).toEqual(
      admins.map((a) => ({
        user_id: a.id,
        type: 'waitlist',
        action_url: '/admin/waitlist',
        is_read: false,
      })),
    );
    // A second join is refused and tells nobody again.
    expect((await join(waiting, classId)).statusCode).toBe(409);
    expect(await noticesTitled('New waitlist entry: Office Wait')).toHaveLength(2);
  });
});

describe('GET /api/admin/pending-counts', () => {
  it('answers 401 to anonymous callers and 403 to students and instructors', async () => {
    const anonymous = await counts();
    expect(anonymous.statusCode).toBe(401);
    const student = await signedInStudent(t);
    const refused = await counts(student.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await counts(await t.tokenFor(others[2]!.id))).statusCode).toBe(403);
  });

  it('counts the live pending enrolments and the students waiting', async () => {
    const before = (await counts(adminToken)).json();
    const { classId, sessionIds } = await createClass(t, { sessions: [{ capacity: 1 }] });
    const first = await enrol(await signedInStudent(t), classId, sessionIds[0]!);
    await join(await signedInStudent(t), classId);
    await join(await signedInStudent(t), classId);
    const res = await counts(adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pending_enrollments: before.pending_enrollments + 1,
      waitlist_waiting: before.waitlist_waiting + 2,
    });
    // Approved requests no longer wait.
    const id = first.json().enrollment.id as number;
    const approved = await t.request({
      method: 'POST',
      url: `/api/enrollments/${id}/approve`,
      token: adminToken,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    expect((await counts(adminToken)).json().pending_enrollments).toBe(before.pending_enrollments);
  });
});
