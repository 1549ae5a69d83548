import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { assertNoSecrets } from '../../../test/assertions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Student = Awaited<ReturnType<typeof signedInStudent>>;

/**
 * A student with one of everything: an approved enrolment with a payment due, a pending one, a
 * waitlist entry, notifications and activity.
 */
async function studentWithData(name: string) {
  const s = await signedInStudent(t, name);
  const a = await createClass(t, { title: `${name} Approved Class`, priceCents: 30000 });
  const b = await createClass(t, { title: `${name} Pending Class` });
  const full = await createClass(t, { title: `${name} Full Class`, sessions: [{ capacity: 1 }] });
  const enrol = (classId: number, sessionId: number, token = s.token) =>
    t.request({
      method: 'POST',
      url: `/api/enrollments/${classId}`,
      token,
      payload: { sessionId },
    });
  const approved = (await enrol(a.classId, a.sessionIds[0]!)).json().enrollment.id as number;
  await enrol(b.classId, b.sessionIds[0]!);
  const other = await signedInStudent(t, `${name}Seat`);
  await enrol(full.classId, full.sessionIds[0]!, other.token);
  await t.request({
    method: 'POST',
    url: `/api/enrollments/waitlist/${full.classId}`,
    token: s.token,
    payload: {},
  });
  // Approval is the back office's (a later part); here the rows are set as approval leaves them.
  await t.database.db.execute(
    sql`update enrollments set status = 'approved', approved_at = now() where id = ${approved}`,
  );
  const payment = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into payments (user_id, enrollment_id, class_id, amount_cents, due_date)
        values (${s.id}, ${approved}, ${a.classId}, 30000, current_date + 3) returning id`,
  );
  return {
    ...s,
    paymentId: payment[0]!.id,
    approvedEnrollment: approved,
    fullClassId: full.classId,
  };
}

let ann: Awaited<ReturnType<typeof studentWithData>>;
let ben: Awaited<ReturnType<typeof studentWithData>>;
beforeAll(async () => {
  ann = await studentWithData('Ann');
  ben = await studentWithData('Ben');
});

const get = (url: string, s?: Student) => t.request({ method: 'GET', url, token: s?.token });

describe('every self-service read returns only the caller’s rows', () => {
  it('GET /api/profile/profile carries the whole payload of the caller', async () => {
    const res = await get('/api/profile/profile', ann);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    assertNoSecrets(body);
    expect(body.user.id).toBe(ann.id);
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'user',
        'enrollments',
        'certificates',
        'payments',
        'payment_methods',
        'notifications',
        'waitlist_entries',
        'recent_activity',
      ]),
    );
    expect(body.enrollments).toHaveLength(2);
    expect(body.enrollments.every((e: { user_id: number }) => e.user_id === ann.id)).toBe(true);
    expect(body.payments).toEqual([
      expect.objectContaining({ id: ann.paymentId, amount: 300, status: 'due_soon' }),
    ]);
    expect(body.waitlist_entries).toHaveLength(1);
    expect(body.notifications.length).toBeGreaterThan(0);
    expect(body.notifications.every((n: { recipient: number }) => n.recipient === ann.id)).toBe(
      true,
    );
    expect(body.recent_activity.length).toBeLessThanOrEqual(5);
  });

  it.each([
    ['/api/users/dashboard'],
    ['/api/users/activity-history'],
    ['/api/users/enrolled-classes'],
    ['/api/profile/historical-enrollments'],
    ['/api/users/waitlisted-classes'],
    ['/api/users/certificates'],
    ['/api/users/payment-history'],
    ['/api/notifications'],
    ['/api/enrollments/my'],
    ['/api/enrollments/waitlist'],
  ])('%s refuses anonymous callers and shows nothing of another student', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    const mine = await get(url, ann);
    expect(mine.statusCode).toBe(200);
    const text = mine.body;
    expect(text).not.toContain('Ben Approved Class');
    expect(text).not.toContain('Ben Pending Class');
    expect(text).not.toContain('Ben Full Class');
    assertNoSecrets(mine.json());
  });

  it('the dashboard counts the caller’s own things', async () => {
    const res = await get('/api/users/dashboard', ann);
    expect(res.json().stats).toMatchObject({
      active_classes: 1,
      payments_due: 1,
      certificates: 0,
      open_waitlist: 1,
    });
    expect(res.json().stats.unread_notifications).toBeGreaterThan(0);
  });

  it('current and past enrolments are split', async () => {
    const current = (await get('/api/users/enrolled-classes', ann)).json().enrollments;
    expect(current).toHaveLength(2);
    await t.request({
      method: 'DELETE',
      url: `/api/enrollments/${ann.approvedEnrollment}`,
      token: ann.token,
    });
    expect((await get('/api/users/enrolled-classes', ann)).json().enrollments).toHaveLength(1);
    const past = (await get('/api/profile/historical-enrollments', ann)).json().enrollments;
    expect(past).toEqual([
      expect.objectContaining({ id: ann.approvedEnrollment, enrollment_type: 'historical' }),
    ]);
  });

  it('activity history pages ten at a time with a total', async () => {
    const res = await get('/api/users/activity-history?page=1', ben);
    expect(res.json()).toMatchObject({ page: 1, limit: 10 });
    expect(res.json().total).toBeGreaterThanOrEqual(3);
    expect(res.json().activities.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['enrollment_requested', 'waitlist_joined']),
    );
    expect((await get('/api/users/activity-history?page=0', ben)).statusCode).toBe(400);
  });
});

describe('notifications', () => {
  const firstOf = async (s: Student) =>
    (await get('/api/notifications', s)).json().notifications[0];

  it('another student cannot read, mark or delete them (404)', async () => {
    const note = await firstOf(ann);
    for (const [method, url] of [
      ['GET', `/api/notifications/${note.id}`],
      ['PUT', `/api/notifications/${note.id}/read`],
      ['DELETE', `/api/notifications/${note.id}`],
    ] as const) {
      const res = await t.request({ method, url, token: ben.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Notification not found');
      expect((await t.request({ method, url })).statusCode).toBe(401);
    }
    expect((await get(`/api/notifications/${note.id}`, ann)).json().notification.is_read).toBe(
      false,
    );
  });

  it('reads, marks all and deletes the caller’s own', async () => {
    const list = (await get('/api/notifications', ben)).json();
    expect(list.unread_count).toBe(list.notifications.length);
    const one = list.notifications[0];
    const read = await t.request({
      method: 'PUT',
      url: `/api/notifications/${one.id}/read`,
      token: ben.token,
    });
    expect(read.json()).toMatchObject({
      message: 'Notification marked as read',
      notification: { id: one.id, is_read: true, read: true },
    });
    const all = await t.request({
      method: 'PUT',
      url: '/api/notifications/read-all',
      token: ben.token,
    });
    expect(all.json().updated).toBe(list.notifications.length - 1);
    expect((await get('/api/notifications', ben)).json().unread_count).toBe(0);
    // Ann's stay unread.
    expect((await get('/api/notifications', ann)).json().unread_count).toBeGreaterThan(0);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/notifications/${one.id}`,
      token: ben.token,
    });
    expect(del.json()).toEqual({ message: 'Notification deleted' });
    expect((await get(`/api/notifications/${one.id}`, ben)).statusCode).toBe(404);
  });
});

describe('POST /api/payments/:id/pay', () => {
  it('another student cannot pay it (404), anonymous gets 401', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/payments/${ben.paymentId}/pay`,
      token: ann.token,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: `/api/payments/${ben.paymentId}/pay`, payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('pays once: payment paid, a transaction row, activity and a receipt; a second click is refused', async () => {
    const clicks = await Promise.all([
      t.request({
        method: 'POST',
        url: `/api/payments/${ben.paymentId}/pay`,
        token: ben.token,
        payload: { last_four: '4242' },
      }),
      t.request({
        method: 'POST',
        url: `/api/payments/${ben.paymentId}/pay`,
        token: ben.token,
        payload: { last_four: '4242' },
      }),
    ]);
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    const ok = clicks.find((c) => c.statusCode === 200)!;
    expect(ok.json()).toMatchObject({
      message: 'Payment received. Thank you!',
      payment: { id: ben.paymentId, status: 'paid', amount: 300 },
    });
    expect(clicks.find((c) => c.statusCode === 409)!.json().error).toBe(
      'This payment has already been paid',
    );

    const txs = await queryRows<{ type: string; amount_cents: number; last_four: string }>(
      t.database.db,
      sql`select type, amount_cents, last_four from transactions where payment_id = ${ben.paymentId}`,
    );
    expect(txs).toEqual([{ type: 'payment', amount_cents: 30000, last_four: '4242' }]);
    const history = (await get('/api/users/payment-history', ben)).json();
    expect(history.transactions).toHaveLength(1);
    const activity = (await get('/api/users/activity-history', ben)).json().activities;
    expect(activity[0]).toMatchObject({
      action: 'payment_made',
      details: { amount: 300, last_four: '4242' },
    });
    const mail = (await t.deliverMail()).find(
      (m) => m.to.includes(ben.email) && m.subject.startsWith('Payment received'),
    );
    expect(mail?.subject).toBe('Payment received: $300.00');
  });

  it('refuses bad card digits and a cancelled payment', async () => {
    const bad = await t.request({
      method: 'POST',
      url: `/api/payments/${ann.paymentId}/pay`,
      token: ann.token,
      payload: { last_four: '12' },
    });
    expect(bad.statusCode).toBe(400);
    // Ann withdrew from that class above, so its payment was cancelled.
    const res = await t.request({
      method: 'POST',
      url: `/api/payments/${ann.paymentId}/pay`,
      token: ann.token,
      payload: {},
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This payment was cancelled and is no longer due');
  });
});

describe('POST /api/admin/notifications/detailed', () => {
  it('lets admins and instructors follow up a notification; students are refused', async () => {
    const instructor = await t.createUser({ role: 'instructor' });
    const instructorToken = await t.tokenFor(instructor.id);
    // An instructor follows up what they sent (see the visibility test below).
    const sent = await t.request({
      method: 'POST',
      url: '/api/notifications/admin/send',
      token: instructorToken,
      payload: {
        title: 'First day',
        message: 'See you Monday.',
        recipient: ann.id,
        recipientType: 'user',
      },
    });
    expect(sent.statusCode).toBe(200);
    const note = (await get('/api/notifications', ann)).json().notifications[0];
    expect(note).toMatchObject({ title: 'First day', sender_id: instructor.id });
    const body = {
      originalNotificationId: note.id,
      message: 'Bring your ID on the first day.',
      links: [
        { label: 'Directions', url: '/contact' },
        { label: '', url: 'https://example.org/ignored' },
        { label: 'Map', url: 'https://maps.example.org/x' },
      ],
      timestamp: new Date().toISOString(),
    };
    expect(
      (await t.request({ method: 'POST', url: '/api/admin/notifications/detailed', payload: body }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/admin/notifications/detailed',
          token: ben.token,
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/notifications/detailed',
      token: instructorToken,
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Detailed message sent successfully' });
    const follow = (await get('/api/notifications', ann)).json().notifications[0];
    expect(follow).toMatchObject({
      title: `Re: ${note.title}`,
      message: body.message,
      sender_id: instructor.id,
    });
    expect(follow.metadata.links).toEqual([
      { label: 'Directions', url: '/contact' },
      { label: 'Map', url: 'https://maps.example.org/x' },
    ]);
  });

  it('refuses a blank message and unsafe links', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const token = await t.tokenFor(admin.id);
    const note = (await get('/api/notifications', ann)).json().notifications[0];
    const blank = await t.request({
      method: 'POST',
      url: '/api/admin/notifications/detailed',
      token,
      payload: { originalNotificationId: note.id, message: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Please enter a message');
    const unsafe = await t.request({
      method: 'POST',
      url: '/api/admin/notifications/detailed',
      token,
      payload: {
        originalNotificationId: note.id,
        message: 'x',
        links: [{ label: 'x', url: 'javascript:alert(1)' }],
      },
    });
    expect(unsafe.statusCode).toBe(400);
    const any = await t.request({
      method: 'GET',
      url: `/api/admin/notifications/${note.id}`,
      token,
    });
    expect(any.json().notification.id).toBe(note.id);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/admin/notifications/${note.id}`,
          token: ann.token,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses links that a browser opens outside the site', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const token = await t.tokenFor(admin.id);
    const note = (await get('/api/notifications', ann)).json().notifications[0];
    const before = (await get('/api/notifications', ann)).json().notifications.length;
    for (const url of ['/\t/evil.example/', '/\n/evil', ' //evil', '/\\evil', 'java\tscript:x']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/admin/notifications/detailed',
        token,
        payload: { originalNotificationId: note.id, message: 'x', links: [{ label: 'x', url }] },
      });
      expect(res.statusCode, JSON.stringify(url)).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'Links must be web addresses (http or https) or pages of this site',
        fields: { links: 'Links must be web addresses (http or https) or pages of this site' },
      });
    }
    expect((await get('/api/notifications', ann)).json().notifications).toHaveLength(before);
  });

  it('stores a link as the browser will read it', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const note = (await get('/api/notifications', ann)).json().notifications[0];
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/notifications/detailed',
      token: await t.tokenFor(admin.id),
      payload: {
        originalNotificationId: note.id,
        message: 'Links',
        links: [{ label: 'Class', url: '\t/clas\nses\\3 ' }],
      },
    });
    expect(res.statusCode).toBe(201);
    const follow = (await get('/api/notifications', ann)).json().notifications[0];
    expect(follow.metadata.links).toEqual([{ label: 'Class', url: '/classes/3' }]);
  });

  it('lets an instructor follow up only notifications they may read, like GET', async () => {
    const instructor = await t.createUser({ role: 'instructor' });
    const token = await t.tokenFor(instructor.id);
    const [note] = (await get('/api/notifications', ann)).json().notifications;
    const read = await t.request({
      method: 'GET',
      url: `/api/admin/notifications/${note.id}`,
      token,
    });
    expect(read.statusCode).toBe(404);
    const sent = async () =>
      (await t.request({ method: 'GET', url: '/api/notifications/admin/sent', token })).json();
    const sentBefore = await sent();
    const annBefore = (await get('/api/notifications', ann)).json().notifications.length;
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/notifications/detailed',
      token,
      payload: { originalNotificationId: note.id, message: 'What was this about?' },
    });
    expect(res.statusCode).toBe(read.statusCode);
    expect(res.json()).toEqual(read.json());
    expect(await sent()).toEqual(sentBefore);
    expect((await get('/api/notifications', ann)).json().notifications).toHaveLength(annBefore);
    const audit = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where actor_id = ${instructor.id}`,
    );
    expect(audit[0]!.n).toBe(0);
  });
});
