import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { assertNoSecrets } from '../../../test/assertions.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let adminId: number;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin', firstName: 'Ada', lastName: 'Office' });
  adminId = admin.id;
  adminToken = await t.tokenFor(admin.id);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token = adminToken) => t.request({ method: 'GET', url, token });
const send = (
  method: 'PATCH' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  token = adminToken,
) => t.request({ method, url, token, ...(payload ? { payload } : {}) });
const profileStatus = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/users/profile', token })).statusCode;
const auditOf = (userId: number) =>
  queryRows<{ action: string; actor_id: number; before: unknown; after: unknown }>(
    t.database.db,
    sql`select action, actor_id, before, after from audit_log
        where target_type = 'user' and target_id = ${String(userId)} order by id`,
  );

describe('admin only', () => {
  it('every user-management call refuses anonymous callers, students and instructors', async () => {
    const student = await signedInStudent(t);
    const instructor = await t.createUser({ role: 'instructor' });
    const instructorToken = await t.tokenFor(instructor.id);
    const id = student.id;
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/users/search'],
      ['GET', '/api/admin/instructors'],
      ['GET', `/api/admin/users/${id}`],
      ['GET', `/api/admin/users/${id}/profile`],
      ['GET', `/api/admin/users/${id}/enrollments`],
      ['GET', `/api/admin/users/${id}/activity`],
      ['GET', `/api/admin/users/${id}/activity-logs`],
      ['PATCH', `/api/admin/users/${id}/role`, { role: 'admin' }],
      ['PATCH', `/api/admin/users/${id}/status`, { status: 'suspended' }],
      ['PUT', `/api/admin/users/${id}/password`, { newPassword: 'Another-pass1' }],
      ['POST', `/api/admin/users/${id}/notifications`, { message: 'Hi' }],
      ['DELETE', `/api/admin/users/${id}`],
      // A malformed id still gets 401 first: authentication runs before validation.
      ['GET', '/api/admin/users/abc'],
    ];
    for (const [method, url, payload] of calls) {
      const opts = { method: method as 'GET', url, ...(payload ? { payload } : {}) };
      expect((await t.request(opts)).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.request({ ...opts, token: student.token })).statusCode).toBe(403);
      expect((await t.request({ ...opts, token: instructorToken })).statusCode).toBe(403);
    }
    // Nothing changed.
    const row = await queryRows<{ role: string; status: string }>(
      t.database.db,
      sql`select role, status from users where id = ${id}`,
    );
    expect(row).toEqual([{ role: 'student', status: 'active' }]);
    expect(await profileStatus(student.token)).toBe(200);
  });

  it('a missing user is a 404 and a malformed id a 400', async () => {
    for (const path of ['', '/profile', '/enrollments', '/activity', '/activity-logs']) {
      const res = await get(`/api/admin/users/999999${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'User not found', code: 'NOT_FOUND' });
    }
    expect(
      (await send('PATCH', '/api/admin/users/999999/role', { role: 'admin' })).statusCode,
    ).toBe(404);
    expect(
      (await send('PATCH', '/api/admin/users/999999/status', { status: 'active' })).statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', '/api/admin/users/999999/password', { newPassword: 'Long-enough1' }))
        .statusCode,
    ).toBe(404);
    expect((await send('DELETE', '/api/admin/users/999999')).statusCode).toBe(404);
    const bad = await get('/api/admin/users/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid id');
  });
});

describe('GET /api/admin/users/search', () => {
  it('pages newest first with the total, 10 by default', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push((await t.createUser({ firstName: `Pager${i}`, lastName: 'Zebulon' })).id);
    }
    const first = await get('/api/admin/users/search?searchTerm=zebulon');
    expect(first.statusCode).toBe(200);
    expect(first.json().pagination).toEqual({
      page: 1,
      limit: 10,
      total: 12,
      total_is_estimate: false,
    });
    expect(first.json().users.map((u: { id: number }) => u.id)).toEqual(
      [...ids].reverse().slice(0, 10),
    );
    const second = await get('/api/admin/users/search?searchTerm=zebulon&page=2');
    expect(second.json().users.map((u: { id: number }) => u.id)).toEqual([ids[1], ids[0]]);
    const big = await get('/api/admin/users/search?search=zebulon&limit=25');
    expect(big.json().pagination).toEqual({
      page: 1,
      limit: 25,
      total: 12,
      total_is_estimate: false,
    });
    expect(big.json().users).toHaveLength(12);
    expect(big.json().users[0]).toMatchObject({
      first_name: 'Pager11',
      last_name: 'Zebulon',
      name: 'Pager11 Zebulon',
      role: 'student',
      status: 'active',
      last_login: null,
    });
    assertNoSecrets(big.json());
    const beyond = await get('/api/admin/users/search?searchTerm=zebulon&page=5');
    expect(beyond.json()).toEqual({
      users: [],
      pagination: { page: 5, limit: 10, total: 12, total_is_estimate: false },
    });
  });

  it('searches first, last and full name and e-mail without case, wildcards taken literally', async () => {
    const ann = await t.createUser({
      firstName: 'Annabel',
      lastName: 'Quixote',
      email: 'annabel.q@example.test',
    });
    const pct = await t.createUser({
      firstName: 'Percy',
      lastName: '100%_Quixote',
      email: 'percy_q@example.test',
    });
    const found = async (term: string) =>
      (await get(`/api/admin/users/search?searchTerm=${encodeURIComponent(term)}&limit=50`))
        .json()
        .users.map((u: { id: number }) => u.id)
        .sort();
    expect(await found('ANNABEL')).toEqual([ann.id]);
    expect(await found('quixote')).toEqual([ann.id, pct.id].sort());
    expect(await found('annabel quix')).toEqual([ann.id]);
    expect(await found('ANNABEL.Q@EXAMPLE')).toEqual([ann.id]);
    // % and _ are not wildcards: only the names and addresses that contain them match.
    expect(await found('%')).toEqual([pct.id]);
    expect(await found('0%_q')).toEqual([pct.id]);
    expect(await found('y_q@')).toEqual([pct.id]);
    // A term never matches across the name and the address.
    expect(await found('quixote annabel')).toEqual([]);
    expect(await found('  ')).toContain(ann.id);
  });

  it('filters by role: Users are students and users; all or omitted means every role', async () => {
    const plain = await t.createUser({ role: 'user', lastName: 'Rolefilter' });
    const student = await t.createUser({ role: 'student', lastName: 'Rolefilter' });
    const teacher = await t.createUser({ role: 'instructor', lastName: 'Rolefilter' });
    const boss = await t.createUser({ role: 'admin', lastName: 'Rolefilter' });
    const ids = async (role: string) =>
      (await get(`/api/admin/users/search?searchTerm=rolefilter${role}`))
        .json()
        .users.map((u: { id: number }) => u.id)
        .sort();
    expect(await ids('&role=user')).toEqual([plain.id, student.id].sort());
    expect(await ids('&role=student')).toEqual([plain.id, student.id].sort());
    expect(await ids('&role=instructor')).toEqual([teacher.id]);
    expect(await ids('&role=admin')).toEqual([boss.id]);
    expect(await ids('&role=all')).toHaveLength(4);
    expect(await ids('&role=')).toHaveLength(4);
    expect(await ids('')).toHaveLength(4);
  });

  it('refuses page sizes other than 10, 25 and 50, unknown roles and bad pages', async () => {
    for (const [query, message] of [
      ['limit=20', 'Page size must be 10, 25 or 50'],
      ['limit=abc', 'Page size must be 10, 25 or 50'],
      ['role=owner', 'Invalid role'],
      ['page=0', 'Invalid page'],
      ['status=gone', 'Invalid status'],
    ]) {
      const res = await get(`/api/admin/users/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' });
    }
    expect((await get('/api/admin/users/search?limit=50')).json().pagination.limit).toBe(50);
  });
});

describe('reading one user', () => {
  it('GET /api/admin/users/{id} answers the user without secrets', async () => {
    const s = await t.createUser({ firstName: 'Reada', lastName: 'Ble' });
    const res = await get(`/api/admin/users/${s.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: s.id, name: 'Reada Ble', email: s.email });
    assertNoSecrets(res.json());
  });

  it('the profile has the dialog fields, active and historical enrolments and money figures', async () => {
    const s = await signedInStudent(t, 'Profiled');
    await t.database.db.execute(
      sql`update users set phone_number = '5550102030', address = '1 Elm St',
          emergency_contact = 'Pat 5550000000' where id = ${s.id}`,
    );
    const a = await createClass(t, { title: 'Profile Approved', priceCents: 12345 });
    const b = await createClass(t, { title: 'Profile Withdrawn' });
    const enrol = async (classId: number, sessionId: number) =>
      (
        await t.request({
          method: 'POST',
          url: `/api/enrollments/${classId}`,
          token: s.token,
          payload: { sessionId },
        })
      ).json().enrollment.id as number;
    const approved = await enrol(a.classId, a.sessionIds[0]!);
    await send('POST', `/api/enrollments/${approved}/approve`, {});
    const withdrawn = await enrol(b.classId, b.sessionIds[0]!);
    await t.request({ method: 'DELETE', url: `/api/enrollments/${withdrawn}`, token: s.token });

    const res = await get(`/api/admin/users/${s.id}/profile`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      phone_number: '5550102030',
      address: '1 Elm St',
      emergency_contact: 'Pat 5550000000',
      role: 'student',
      status: 'active',
      email_notifications: true,
    });
    expect(body.last_login).toBeNull();
    expect(body.member_since).toBe(body.user.created_at);
    expect(body.enrollments.active.map((e: { id: number }) => e.id)).toEqual([approved]);
    expect(body.enrollments.historical.map((e: { id: number }) => e.id)).toEqual([withdrawn]);
    expect(body.enrollments.historical[0].archived_reason).toBe('Withdrawn by the student');
    expect(body.payments).toEqual({
      count: 1,
      paid_count: 0,
      total_paid: 0,
      outstanding_count: 1,
      outstanding_amount: 123.45,
      cancelled_count: 0,
    });
    expect(body.certificates_count).toBe(0);
    expect(body.waitlist_count).toBe(0);
    assertNoSecrets(body);

    // After a login, the last login shows.
    await t.login(s.email, s.password);
    const after = (await get(`/api/admin/users/${s.id}/profile`)).json();
    expect(Date.parse(after.last_login)).toBeGreaterThan(Date.now() - 60_000);

    const list = await get(`/api/admin/users/${s.id}/enrollments`);
    expect(list.statusCode).toBe(200);
    expect(list.json().active[0]).toMatchObject({
      class_name: 'Profile Approved',
      enrollment_status: 'approved',
    });
    expect(list.json().historical).toHaveLength(1);
  });

  it('activity is paged 10 at a time, newest first, with the total', async () => {
    const s = await t.createUser();
    await t.database.db.execute(
      sql`insert into activity_log (user_id, action, description, details, created_at)
          select ${s.id}, 'other', 'Entry ' || n, jsonb_build_object('n', n),
                 now() - make_interval(mins => 100 - n)
          from generate_series(1, 12) n`,
    );
    const first = await get(`/api/admin/users/${s.id}/activity`);
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(12);
    expect(first.json().activities).toHaveLength(10);
    expect(first.json().activities[0]).toMatchObject({
      action: 'other',
      description: 'Entry 12',
      details: { n: 12 },
    });
    const second = (await get(`/api/admin/users/${s.id}/activity?page=2`)).json();
    expect(second.activities.map((a: { description: string }) => a.description)).toEqual([
      'Entry 2',
      'Entry 1',
    ]);
    const bad = await get(`/api/admin/users/${s.id}/activity?page=x`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid page');
  });

  it('GET /api/admin/instructors lists active instructors by name', async () => {
    const zed = await t.createUser({ role: 'instructor', firstName: 'Zed', lastName: 'Teach' });
    const amy = await t.createUser({ role: 'instructor', firstName: 'Amy', lastName: 'Coach' });
    await t.createUser({
      role: 'instructor',
      firstName: 'Sus',
      lastName: 'Pended',
      status: 'suspended',
    });
    const res = await get('/api/admin/instructors');
    expect(res.statusCode).toBe(200);
    // Other tests of this file add instructors too; these three are told apart by name.
    const mine = res
      .json()
      .instructors.filter((i: { name: string }) =>
        ['Amy Coach', 'Zed Teach', 'Sus Pended'].includes(i.name),
      );
    expect(mine).toEqual([
      { id: amy.id, name: 'Amy Coach' },
      { id: zed.id, name: 'Zed Teach' },
    ]);
  });
});

describe('PATCH /api/admin/users/{id}/role and /status', () => {
  it('a role change ends the old token at once, records activity and audit', async () => {
    const s = await signedInStudent(t, 'Promoted');
    expect(await profileStatus(s.token)).toBe(200);
    const res = await send('PATCH', `/api/admin/users/${s.id}/role`, { role: 'instructor' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'User role updated successfully',
      user: { id: s.id, role: 'instructor' },
    });
    expect(await profileStatus(s.token)).toBe(401);
    const activity = await queryRows<{ action: string; details: unknown }>(
      t.database.db,
      sql`select action, details from activity_log where user_id = ${s.id}`,
    );
    expect(activity).toEqual([
      { action: 'role_update', details: { from: 'student', to: 'instructor' } },
    ]);
    expect(await auditOf(s.id)).toEqual([
      {
        action: 'user.role_update',
        actor_id: adminId,
        before: { role: 'student' },
        after: { role: 'instructor', sessions_revoked: true },
      },
    ]);
    // A fresh login gets the new role.
    const token = await t.login(s.email, s.password);
    const me = await t.request({ method: 'GET', url: '/api/users/profile', token });
    expect(me.json().user.role).toBe('instructor');
  });

  it('a status change ends the old token; a suspended user cannot sign in', async () => {
    const s = await signedInStudent(t, 'Suspended');
    const res = await send('PATCH', `/api/admin/users/${s.id}/status`, { status: 'suspended' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'User status updated successfully',
      user: { status: 'suspended' },
    });
    expect(await profileStatus(s.token)).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: s.email, password: s.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe('Your account has been suspended. Please contact the office.');
    const activity = await queryRows<{ action: string; details: unknown }>(
      t.database.db,
      sql`select action, details from activity_log where user_id = ${s.id}`,
    );
    expect(activity).toEqual([
      { action: 'status_update', details: { from: 'active', to: 'suspended' } },
    ]);
    expect((await auditOf(s.id)).map((a) => a.action)).toEqual(['user.status_update']);
    // Reactivated, they can sign in again.
    await send('PATCH', `/api/admin/users/${s.id}/status`, { status: 'active' });
    expect(await profileStatus(await t.login(s.email, s.password))).toBe(200);
  });

  it('setting the current value again changes nothing and keeps the sessions', async () => {
    const s = await signedInStudent(t);
    const role = await send('PATCH', `/api/admin/users/${s.id}/role`, { role: 'student' });
    expect(role.statusCode).toBe(200);
    const status = await send('PATCH', `/api/admin/users/${s.id}/status`, { status: 'active' });
    expect(status.statusCode).toBe(200);
    expect(await profileStatus(s.token)).toBe(200);
    expect(await auditOf(s.id)).toEqual([]);
  });

  it('refuses unknown values with the message', async () => {
    const s = await t.createUser();
    const role = await send('PATCH', `/api/admin/users/${s.id}/role`, { role: 'owner' });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({ error: 'Invalid role', fields: { role: 'Invalid role' } });
    const status = await send('PATCH', `/api/admin/users/${s.id}/status`, {});
    expect(status.statusCode).toBe(400);
    expect(status.json().error).toBe('Invalid status');
  });

  it('an admin cannot demote or suspend themselves', async () => {
    const role = await send('PATCH', `/api/admin/users/${adminId}/role`, { role: 'student' });
    expect(role.statusCode).toBe(409);
    expect(role.json()).toMatchObject({ error: 'You cannot change your own role' });
    const status = await send('PATCH', `/api/admin/users/${adminId}/status`, {
      status: 'inactive',
    });
    expect(status.statusCode).toBe(409);
    expect(status.json()).toMatchObject({ error: 'You cannot change your own status' });
    expect(await profileStatus(adminToken)).toBe(200);
  });

  it('two admins demoting each other at once leave one active admin', async () => {
    // Its own database, where these two are the only administrators.
    const other = await createTestApp();
    try {
      const a = await other.createUser({ role: 'admin' });
      const b = await other.createUser({ role: 'admin' });
      const [ta, tb] = [await other.tokenFor(a.id), await other.tokenFor(b.id)];
      const results = await Promise.all([
        other.request({
          method: 'PATCH',
          url: `/api/admin/users/${b.id}/role`,
          token: ta,
          payload: { role: 'student' },
        }),
        other.request({
          method: 'PATCH',
          url: `/api/admin/users/${a.id}/role`,
          token: tb,
          payload: { role: 'student' },
        }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([401, 403]).toContain(codes[1]);
      const admins = await queryRows<{ n: number }>(
        other.database.db,
        sql`select count(*)::int as n from users where role = 'admin' and status = 'active'`,
      );
      expect(admins[0]!.n).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('PUT /api/admin/users/{id}/password', () => {
  it('validates both fields with the messages of the specification', async () => {
    const s = await t.createUser();
    const url = `/api/admin/users/${s.id}/password`;
    for (const [payload, message] of [
      [{}, 'Both password fields are required'],
      [{ newPassword: '' }, 'Both password fields are required'],
      [{ newPassword: 'Long-enough1', confirmPassword: '' }, 'Both password fields are required'],
      [{ newPassword: 'Long-enough1', confirmPassword: 'Long-enough2' }, 'Passwords do not match'],
      [
        { newPassword: 'short', confirmPassword: 'short' },
        'Password must be at least 8 characters long',
      ],
      [
        { newPassword: 'Password1', confirmPassword: 'Password1' },
        'This password is too common. Choose one that is harder to guess.',
      ],
    ] as const) {
      const res = await send('PUT', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' });
    }
    expect(await auditOf(s.id)).toEqual([]);
  });

  it('sets the password, ends every session and mails the user', async () => {
    const s = await signedInStudent(t, 'Resetme');
    const second = await t.login(s.email, s.password);
    await t.deliverMail();
    const res = await send('PUT', `/api/admin/users/${s.id}/password`, {
      newPassword: 'Office-set-9',
      confirmPassword: 'Office-set-9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset successfully' });
    expect(await profileStatus(s.token)).toBe(401);
    expect(await profileStatus(second)).toBe(401);
    const old = await t.request({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: s.email, password: s.password },
    });
    expect(old.statusCode).toBe(401);
    expect(await profileStatus(await t.login(s.email, 'Office-set-9'))).toBe(200);
    const mail = (await t.deliverMail()).filter((m) => m.to.includes(s.email));
    expect(mail.map((m) => m.subject)).toEqual(['Your password was reset by the office']);
    expect(mail[0]!.raw).not.toContain('Office-set-9');
    expect(await auditOf(s.id)).toEqual([
      {
        action: 'user.password_reset',
        actor_id: adminId,
        before: null,
        after: { sessions_revoked: true, user_told: true },
      },
    ]);
    // The catalogue's payload is newPassword alone.
    const alone = await send('PUT', `/api/admin/users/${s.id}/password`, {
      newPassword: 'Only-new-pass',
    });
    expect(alone.statusCode).toBe(200);
  });
});

describe('POST /api/admin/users/{id}/notifications', () => {
  it('needs a message and an existing user', async () => {
    const s = await t.createUser();
    const blank = await send('POST', `/api/admin/users/${s.id}/notifications`, {
      message: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Please enter a notification message');
    const none = await send('POST', '/api/admin/users/999999/notifications', { message: 'Hi' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('Invalid user selected');
  });

  it('sends an in-app notification and a mail, and audits it', async () => {
    const s = await signedInStudent(t, 'Noticed');
    await t.deliverMail();
    const res = await send('POST', `/api/admin/users/${s.id}/notifications`, {
      title: 'Bring your ID',
      message: 'Please bring a photo ID to the first session.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Notification sent successfully' });
    const list = (
      await t.request({ method: 'GET', url: '/api/notifications', token: s.token })
    ).json().notifications;
    expect(list[0]).toMatchObject({
      title: 'Bring your ID',
      message: 'Please bring a photo ID to the first session.',
      type: 'user_notification',
    });
    const mail = (await t.deliverMail()).filter((m) => m.to.includes(s.email));
    expect(mail.map((m) => m.subject)).toEqual(['Bring your ID']);
    expect((await auditOf(s.id)).map((a) => a.action)).toEqual(['user.notify']);

    // Without a title, a default one; without e-mail notifications, no mail.
    await t.database.db.execute(
      sql`update users set email_notifications = false where id = ${s.id}`,
    );
    await send('POST', `/api/admin/users/${s.id}/notifications`, { message: 'Second' });
    expect((await t.deliverMail()).filter((m) => m.to.includes(s.email))).toEqual([]);
    const again = (
      await t.request({ method: 'GET', url: '/api/notifications', token: s.token })
    ).json().notifications;
    expect(again[0]).toMatchObject({ title: 'Message from the office', message: 'Second' });
  });
});

describe('GET /api/admin/users/{id}/activity-logs', () => {
  it('lists the audit entries about the user, newest first', async () => {
    const s = await t.createUser();
    await send('PATCH', `/api/admin/users/${s.id}/status`, { status: 'inactive' });
    await send('PATCH', `/api/admin/users/${s.id}/role`, { role: 'instructor' });
    const res = await get(`/api/admin/users/${s.id}/activity-logs`);
    expect(res.statusCode).toBe(200);
    expect(res.json().logs.map((l: { action: string }) => l.action)).toEqual([
      'user.role_update',
      'user.status_update',
    ]);
    expect(res.json().logs[0]).toMatchObject({
      actor_id: adminId,
      target_type: 'user',
      target_id: String(s.id),
      before: { role: 'student' },
    });
  });
});
