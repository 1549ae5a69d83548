import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { PDF, multipart } from '../../../test/multipart.ts';

let t: TestApp;
let adminId: number;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  adminId = admin.id;
  adminToken = await t.tokenFor(admin.id);
});
afterAll(async () => {
  await t?.close();
});

type Student = Awaited<ReturnType<typeof signedInStudent>>;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const remove = (id: number, token = adminToken) =>
  t.request({ method: 'DELETE', url: `/api/admin/users/${id}`, token });
const enrol = async (s: Student, classId: number, sessionId: number) =>
  (
    await t.request({
      method: 'POST',
      url: `/api/enrollments/${classId}`,
      token: s.token,
      payload: { sessionId },
    })
  ).json().enrollment.id as number;
const joinWaitlist = (s: Student, classId: number, sessionId: number) =>
  t.request({
    method: 'POST',
    url: `/api/enrollments/waitlist/${classId}`,
    token: s.token,
    payload: { sessionId },
  });
const approve = (id: number) =>
  t.request({
    method: 'POST',
    url: `/api/enrollments/${id}/approve`,
    token: adminToken,
    payload: {},
  });
const seatsHeld = async (sessionId: number) =>
  (
    await rows<{ n: number }>(
      sql`select seats_held as n from class_sessions where id = ${sessionId}`,
    )
  )[0]!.n;
const entryStatus = async (userId: number, classId: number) =>
  (
    await rows<{ status: string }>(
      sql`select status from waitlist_entries where user_id = ${userId} and class_id = ${classId}`,
    )
  ).map((r) => r.status);
const mailTo = async (address: string) =>
  (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from email_outbox where lower(to_address) = lower(${address})`,
    )
  )[0]!.n;
const profileStatus = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/users/profile', token })).statusCode;

describe('DELETE /api/admin/users/{id}', () => {
  it('refuses anonymous callers, students and instructors; a missing user is a 404', async () => {
    const victim = await signedInStudent(t);
    const instructor = await t.createUser({ role: 'instructor' });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/users/${victim.id}` })).statusCode,
    ).toBe(401);
    expect((await remove(victim.id, victim.token)).statusCode).toBe(403);
    expect((await remove(victim.id, await t.tokenFor(instructor.id))).statusCode).toBe(403);
    const missing = await remove(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('User not found');
    expect(await profileStatus(victim.token)).toBe(200);
  });

  it('an admin cannot delete themselves', async () => {
    const res = await remove(adminId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('You cannot delete your own account');
    expect(await profileStatus(adminToken)).toBe(200);
  });

  it('a user without history is deleted; a seat held by their offer goes to the next in line', async () => {
    const { classId, sessionIds } = await createClass(t, { sessions: [{ capacity: 1 }] });
    const sessionId = sessionIds[0]!;
    const holder = await signedInStudent(t, 'Holder');
    const first = await signedInStudent(t, 'First');
    const second = await signedInStudent(t, 'Second');
    const holding = await enrol(holder, classId, sessionId);
    expect((await joinWaitlist(first, classId, sessionId)).statusCode).toBe(201);
    expect((await joinWaitlist(second, classId, sessionId)).statusCode).toBe(201);
    // The holder withdraws: the seat is offered to `first` and stays held.
    await t.request({ method: 'DELETE', url: `/api/enrollments/${holding}`, token: holder.token });
    expect(await entryStatus(first.id, classId)).toEqual(['offered']);
    expect(await seatsHeld(sessionId)).toBe(1);

    const queued = await mailTo(first.email);
    expect(queued, 'the offer mailed to the first in line').toBeGreaterThan(0);
    const res = await remove(first.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully', mode: 'deleted' });
    // No mail reaches them any more; the next person's offer mail is there.
    expect(await mailTo(first.email)).toBe(0);
    expect(await mailTo(second.email)).toBeGreaterThan(0);
    expect(await rows(sql`select id from users where id = ${first.id}`)).toEqual([]);
    expect(await profileStatus(first.token)).toBe(401);
    // The held seat went on to the next person, never leaked or doubled.
    expect(await entryStatus(second.id, classId)).toEqual(['offered']);
    expect(await seatsHeld(sessionId)).toBe(1);
    const audit = await rows<{ action: string; before: { email: string }; after: unknown }>(
      sql`select action, before, after from audit_log where target_type = 'user' and target_id = ${String(first.id)}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'user.delete',
      before: { email: first.email },
      after: { mode: 'deleted', forgotten_mail: queued },
    });
    expect((await remove(first.id)).statusCode).toBe(404);
  });

  it('a user with history is anonymised: live enrolments cancelled, unpaid payments cancelled, money kept', async () => {
    const s = await signedInStudent(t, 'Leaving');
    await t.database.db.execute(
      sql`update users set phone_number = '5550102030', address = '1 Elm St',
          emergency_contact = 'Pat' where id = ${s.id}`,
    );
    await t.database.db.execute(
      sql`insert into payment_methods (user_id, last_four, expiry_date) values (${s.id}, '4242', '12/30')`,
    );
    const paidClass = await createClass(t, { title: 'Paid Class', priceCents: 20000 });
    const unpaidClass = await createClass(t, { title: 'Unpaid Class', priceCents: 15000 });
    const fullClass = await createClass(t, { title: 'Full Class', sessions: [{ capacity: 1 }] });
    const paid = await enrol(s, paidClass.classId, paidClass.sessionIds[0]!);
    await approve(paid);
    const paymentId = (
      await rows<{ id: number }>(sql`select id from payments where enrollment_id = ${paid}`)
    )[0]!.id;
    const pay = await t.request({
      method: 'POST',
      url: `/api/payments/${paymentId}/pay`,
      token: s.token,
      payload: {},
    });
    expect(pay.statusCode).toBe(200);
    const unpaid = await enrol(s, unpaidClass.classId, unpaidClass.sessionIds[0]!);
    await approve(unpaid);
    const pending = await enrol(s, fullClass.classId, fullClass.sessionIds[0]!);
    const waiter = await signedInStudent(t, 'Waiter');
    expect(
      (await joinWaitlist(waiter, fullClass.classId, fullClass.sessionIds[0]!)).statusCode,
    ).toBe(201);

    const waiterMail = await mailTo(waiter.email);
    const res = await remove(s.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully', mode: 'anonymised' });
    // Nothing queued or kept for the old address; the waiting student's mail is untouched (or
    // grew by the seat offer).
    expect(await mailTo(s.email)).toBe(0);
    expect(await mailTo(waiter.email)).toBeGreaterThanOrEqual(waiterMail);

    // The person is gone from the row; the row stays for the money and the history.
    const user = (
      await rows<Record<string, unknown>>(
        sql`select first_name, last_name, email, status, phone_number, address, emergency_contact,
                   email_notifications, password_hash like '$argon2%' as has_hash
            from users where id = ${s.id}`,
      )
    )[0];
    expect(user).toEqual({
      first_name: 'Deleted',
      last_name: 'user',
      email: `deleted-${s.id}@deleted.invalid`,
      status: 'inactive',
      phone_number: null,
      address: null,
      emergency_contact: null,
      email_notifications: false,
      has_hash: false,
    });
    expect(await profileStatus(s.token)).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: s.email, password: s.password },
    });
    expect(login.statusCode).toBe(401);
    expect(await rows(sql`select id from payment_methods where user_id = ${s.id}`)).toEqual([]);

    // Every live enrolment is history now, with the reason; seats were released.
    const enrolments = await rows<{
      id: number;
      status: string;
      enrollment_type: string;
      archived_reason: string;
    }>(
      sql`select id, status, enrollment_type, archived_reason from enrollments where user_id = ${s.id} order by id`,
    );
    expect(enrolments).toEqual([
      {
        id: paid,
        status: 'approved',
        enrollment_type: 'historical',
        archived_reason: 'Account deleted by the office',
      },
      {
        id: unpaid,
        status: 'approved',
        enrollment_type: 'historical',
        archived_reason: 'Account deleted by the office',
      },
      {
        id: pending,
        status: 'pending',
        enrollment_type: 'historical',
        archived_reason: 'Account deleted by the office',
      },
    ]);
    expect(await seatsHeld(paidClass.sessionIds[0]!)).toBe(0);
    expect(await seatsHeld(unpaidClass.sessionIds[0]!)).toBe(0);
    // The full class's seat is now held for the waiting student's offer.
    expect(await seatsHeld(fullClass.sessionIds[0]!)).toBe(1);
    expect(await entryStatus(waiter.id, fullClass.classId)).toEqual(['offered']);

    // Money: the paid payment and its transaction stay; the unpaid one is cancelled, not deleted.
    const pays = await rows<{ enrollment_id: number; status: string; amount_cents: number }>(
      sql`select enrollment_id, status, amount_cents from payments where user_id = ${s.id} order by id`,
    );
    expect(pays).toEqual([
      { enrollment_id: paid, status: 'paid', amount_cents: 20000 },
      { enrollment_id: unpaid, status: 'cancelled', amount_cents: 15000 },
    ]);
    const txs = await rows<{ type: string; amount_cents: number }>(
      sql`select type, amount_cents from transactions where user_id = ${s.id}`,
    );
    expect(txs).toEqual([{ type: 'payment', amount_cents: 20000 }]);

    const audit = await rows<{ action: string; after: Record<string, unknown> }>(
      sql`select action, after from audit_log where target_type = 'user' and target_id = ${String(s.id)}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('user.anonymise');
    expect(audit[0]!.after).toMatchObject({
      mode: 'anonymised',
      cancelled_enrollment_ids: [paid, unpaid, pending],
      cancelled_amount_cents: 15000,
      forgotten_mail: expect.any(Number),
    });
    expect(audit[0]!.after.forgotten_mail).toBeGreaterThan(0);

    // Gone from the user list; a second delete is refused; the row can still be read by id.
    const search = await t.request({
      method: 'GET',
      url: '/api/admin/users/search?searchTerm=deleted&limit=50',
      token: adminToken,
    });
    expect(search.json().users.map((u: { id: number }) => u.id)).not.toContain(s.id);
    const again = await remove(s.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This user has already been deleted');
    const read = await t.request({
      method: 'GET',
      url: `/api/admin/users/${s.id}`,
      token: adminToken,
    });
    expect(read.json().user).toMatchObject({ name: 'Deleted user', status: 'inactive' });
    const change = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${s.id}/status`,
      token: adminToken,
      payload: { status: 'active' },
    });
    expect(change.statusCode).toBe(409);
  });

  it('an instructor of a class that is not finished cannot be deleted', async () => {
    const teacher = await t.createUser({ role: 'instructor' });
    const { classId } = await createClass(t, { instructorId: teacher.id });
    const res = await remove(teacher.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSTRUCTOR_ASSIGNED' });
    // Once the class is completed, the instructor is anonymised and the class keeps its record.
    await t.database.db.execute(sql`update classes set status = 'completed' where id = ${classId}`);
    await t.database.db.execute(
      sql`update class_sessions set status = 'completed' where class_id = ${classId}`,
    );
    const done = await remove(teacher.id);
    expect(done.json()).toEqual({ message: 'User deleted successfully', mode: 'anonymised' });
    const cls = await rows<{ instructor_id: number }>(
      sql`select instructor_id from classes where id = ${classId}`,
    );
    expect(cls).toEqual([{ instructor_id: teacher.id }]);
  });
});

describe("a deleted account's own training records", () => {
  const upload = async (userId: number, title: string) => {
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/users/${userId}/external-training`,
      token: adminToken,
      ...multipart(
        { title, date: '2024-05-06', hours: '3.5' },
        { name: 'county-card.pdf', type: 'application/pdf', data: PDF },
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const filesOf = async (userId: number) =>
    (await t.ctx.storage.list('certificates', `${userId}/`, 100)).map((f) => f.path);
  const entriesOf = (userId: number) =>
    rows<{ id: number }>(sql`select id from external_training where user_id = ${userId}`);
  const removedFiles = async (userId: number) =>
    (
      await rows<{ n: number }>(
        sql`select (after->>'removed_files')::int as n from audit_log
            where target_type = 'user' and target_id = ${String(userId)}
              and action in ('user.delete', 'user.anonymise')`,
      )
    )[0]?.n;

  it('go with an account that is deleted outright, their uploaded files too', async () => {
    const s = await signedInStudent(t, 'Uploader');
    await upload(s.id, 'Outside CPR');
    await upload(s.id, 'County orientation');
    expect(await filesOf(s.id)).toHaveLength(2);
    const other = await signedInStudent(t, 'Stays');
    await upload(other.id, 'Kept training');

    const res = await remove(s.id);
    expect(res.json()).toEqual({ message: 'User deleted successfully', mode: 'deleted' });
    expect(await filesOf(s.id)).toEqual([]);
    expect(await entriesOf(s.id)).toEqual([]);
    expect(await removedFiles(s.id)).toBe(2);
    // Another student's record and file are untouched.
    expect(await entriesOf(other.id)).toHaveLength(1);
    expect(await filesOf(other.id)).toHaveLength(1);
  });

  it('go when an account with history is anonymised, while its enrolments stay as history', async () => {
    const s = await signedInStudent(t, 'Anonymised');
    const cls = await createClass(t, { title: 'Kept History Class' });
    await approve(await enrol(s, cls.classId, cls.sessionIds[0]!));
    await upload(s.id, 'Outside first aid');

    const res = await remove(s.id);
    expect(res.json()).toEqual({ message: 'User deleted successfully', mode: 'anonymised' });
    expect(await filesOf(s.id)).toEqual([]);
    expect(await entriesOf(s.id)).toEqual([]);
    expect(await removedFiles(s.id)).toBe(1);
    expect(await rows(sql`select id from enrollments where user_id = ${s.id}`)).toHaveLength(1);
  });
});
