import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { PDF, PNG, multipart } from '../../../test/multipart.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let admin: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const a = await t.createUser({ role: 'admin' });
  admin = { id: a.id, token: await t.tokenFor(a.id) };
});
afterAll(async () => {
  await t?.close();
});

const as = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token: admin.token, ...(payload ? { payload } : {}) });

describe('GET/PUT /api/admin/settings', () => {
  it('reads the defaults, saves only what is given, and records before and after', async () => {
    const before = await as('GET', '/api/admin/settings');
    expect(before.json().settings).toMatchObject({
      offer_hold_hours: 24,
      approve_accepted_offers: true,
      time_zone: 'America/New_York',
      office_hours: '9AM-3PM Mon to Fri',
    });
    const res = await as('PUT', '/api/admin/settings', {
      contact_phone: '(555) 222-3333',
      offer_hold_hours: 48,
    });
    expect(res.json()).toMatchObject({
      message: 'Settings saved successfully',
      settings: {
        contact_phone: '(555) 222-3333',
        offer_hold_hours: 48,
        office_hours: '9AM-3PM Mon to Fri',
      },
    });
    const audit = await queryRows<{
      before: { offer_hold_hours: number };
      after: { offer_hold_hours: number };
    }>(t.database.db, sql`select before, after from audit_log where action = 'settings.update'`);
    expect(audit).toEqual([
      {
        before: { contact_phone: '(555) 010-2030', offer_hold_hours: 24 },
        after: { contact_phone: '(555) 222-3333', offer_hold_hours: 48 },
      },
    ]);
    // The public contact details follow.
    expect(
      (await t.request({ method: 'GET', url: '/api/settings/public' })).json().settings
        .contact_phone,
    ).toBe('(555) 222-3333');
  });

  it.each([
    [{ time_zone: 'Mars/Olympus' }, 'Unknown time zone'],
    [{ offer_hold_hours: 0 }, 'Offer hold must be between 1 and 168 hours'],
    [{ approve_accepted_offers: 'yes' }, 'Approve accepted offers must be true or false'],
    [{ contact_email: 'nope' }, 'Please enter a valid email address'],
    [{ provider_name: '' }, 'Provider name is required'],
    [{ nonsense: 1 }, undefined],
    [{}, 'Nothing to save'],
  ])('refuses %j', async (payload, message) => {
    const res = await as('PUT', '/api/admin/settings', payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error).toBe(message);
  });
});

describe('GET /api/admin/system-health', () => {
  it('reports the database, migrations, outbox, sweeps, storage, version and uptime', async () => {
    const res = await as('GET', '/api/admin/system-health');
    expect(res.statusCode).toBe(200);
    const h = res.json();
    expect(h).toMatchObject({
      status: 'ok',
      database: { reachable: true, kind: t.kind },
      storage: { kind: 'local', writable: true },
    });
    expect(h.database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(h.migrations.applied).toBeGreaterThanOrEqual(1);
    expect(h.outbox).toMatchObject({ pending: expect.any(Number), failed: expect.any(Number) });
    expect(h.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(h.uptime_seconds).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /api/admin/audit-logs', () => {
  it('filters by action and target and pages', async () => {
    const res = await as('GET', '/api/admin/audit-logs?action=settings.update&limit=1');
    expect(res.json()).toMatchObject({ total: 1, page: 1, limit: 1 });
    expect(res.json().logs[0]).toMatchObject({
      action: 'settings.update',
      actor_id: admin.id,
      target_type: 'settings',
    });
    expect((await as('GET', '/api/admin/audit-logs?startDate=yesterday')).statusCode).toBe(400);
  });
});

/**
 * Every admin write is recorded in the audit log (DESIGN.md 4.15). Each admin write route of the
 * app is called once here with a valid request, and the entry it must leave is checked; a new
 * admin write route makes this test fail until it is added.
 */
describe('every admin write appears in the audit log', () => {
  it('for each write route of the back office', async () => {
    const cls = await createClass(t, {
      sessions: [{ capacity: 1 }, { startInDays: 20, capacity: 5 }],
    });
    const [s1, s2] = cls.sessionIds as [number, number];
    const students = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => signedInStudent(t, `Audit${i}`)),
    );
    const enrol = async (i: number, sessionId: number) =>
      (
        await t.request({
          method: 'POST',
          url: `/api/enrollments/${cls.classId}`,
          token: students[i]!.token,
          payload: { sessionId },
        })
      ).json().enrollment.id as number;
    const e0 = await enrol(0, s1);
    const e1 = await enrol(1, s2);
    await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${cls.classId}`,
      token: students[2]!.token,
      payload: { sessionId: s1 },
    });
    await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${cls.classId}`,
      token: students[3]!.token,
      payload: { sessionId: s1 },
    });
    const entries = (await as('GET', `/api/admin/classes/${cls.classId}/waitlist`)).json()
      .entries as { id: number; user_id: number }[];
    const entryOf = (i: number) => entries.find((e) => e.user_id === students[i]!.id)!.id;
    const notice = (
      await t.request({ method: 'GET', url: '/api/notifications', token: students[0]!.token })
    ).json().notifications[0].id;
    const stored = (
      await t.request({
        method: 'POST',
        url: '/api/storage/certificates',
        token: admin.token,
        ...multipart(
          { userId: students[0]!.id },
          { name: 'a.pdf', type: 'application/pdf', data: PDF },
        ),
      })
    ).json().filePath;
    const spare = (
      await t.request({
        method: 'POST',
        url: '/api/storage/certificates',
        token: admin.token,
        ...multipart(
          { userId: students[0]!.id },
          { name: 'b.pdf', type: 'application/pdf', data: PDF },
        ),
      })
    ).json().filePath;
    const cert = (
      await t.request({
        method: 'POST',
        url: '/api/certificates',
        token: admin.token,
        ...multipart(
          { user_id: students[0]!.id, class_id: cls.classId },
          { name: 'c.pdf', type: 'application/pdf', data: PDF },
        ),
      })
    ).json().certificate.id;
    const payments = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into payments (user_id, class_id, amount_cents, due_date, status) values (${students[4]!.id}, ${cls.classId}, 1000, current_date + 2, 'pending'), (${students[4]!.id}, ${cls.classId}, 500, current_date + 2, 'paid') returning id`,
    );
    const txs = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into transactions (user_id, payment_id, type, status, amount_cents) values (${students[4]!.id}, ${payments[1]!.id}, 'payment', 'completed', 500) returning id`,
    );
    const spareClass = await createClass(t);
    const victim = await t.createUser();
    let externalTraining = 0;
    // The schedule calls leave the dialog's 'class.update' entry, which the dialog's own call above
    // also leaves: each of them must add one of its own.
    const scheduled = await createClass(t, { sessions: [{}, { startInDays: 20 }] });
    const classUpdates = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from audit_log where action = 'class.update' and target_id = ${scheduled.classId}`,
        )
      )[0]!.n;
    const addsClassUpdate = (call: () => Promise<unknown>) => async () => {
      const before = await classUpdates();
      const res = await call();
      expect(await classUpdates()).toBe(before + 1);
      return res;
    };
    const dateItem = {
      date: '2030-02-01',
      end_date: '2030-02-01',
      start_time: '09:00',
      end_time: '10:00',
      location: 'R',
      capacity: 3,
    };

    const calls: [string, string, () => Promise<unknown>][] = [
      [
        'POST /api/enrollments/:id/approve',
        'enrollment.approved',
        () => as('POST', `/api/enrollments/${e1}/approve`, {}),
      ],
      [
        'POST /api/enrollments/:id/pending',
        'enrollment.pending',
        () => as('POST', `/api/enrollments/${e1}/pending`, {}),
      ],
      [
        'POST /api/enrollments/:id/reject',
        'enrollment.rejected',
        () => as('POST', `/api/enrollments/${e0}/reject`, { reason: 'x' }),
      ],
      [
        'POST /api/enrollments/waitlist/:id/offer',
        'waitlist.offer',
        async () => {
          await t.database.db.execute(
            sql`update waitlist_entries set status = 'waiting', offered_session_id = null, offer_expires_at = null where id = ${entryOf(3)}`,
          );
          await t.database.db.execute(
            sql`update class_sessions set capacity = capacity + 1 where id = ${s1}`,
          );
          return as('POST', `/api/enrollments/waitlist/${entryOf(3)}/offer`);
        },
      ],
      [
        'PUT /api/admin/classes/:id/waitlist/:entryId',
        'waitlist.rejected',
        () =>
          as('PUT', `/api/admin/classes/${cls.classId}/waitlist/${entryOf(2)}`, {
            status: 'rejected',
          }),
      ],
      [
        'POST /api/admin/notifications/detailed',
        'notification.detailed',
        () =>
          as('POST', '/api/admin/notifications/detailed', {
            originalNotificationId: notice,
            message: 'More details',
          }),
      ],
      [
        'POST /api/admin/classes',
        'class.create',
        () =>
          as('POST', '/api/admin/classes', {
            title: 'Audited',
            instructor_id: admin.id,
            description: 'd',
            price: 1,
            dates: [
              {
                date: '2030-01-01',
                end_date: '2030-01-01',
                start_time: '09:00',
                end_time: '10:00',
                location: 'R',
                capacity: 3,
              },
            ],
          }),
      ],
      [
        'PUT /api/admin/classes/:id',
        'class.update',
        () => as('PUT', `/api/admin/classes/${cls.classId}`, { description: 'changed' }),
      ],
      [
        'PUT /api/classes/:id/schedule',
        'class.update',
        addsClassUpdate(() =>
          as('PUT', `/api/classes/${scheduled.classId}/schedule`, { dates: [dateItem] }),
        ),
      ],
      [
        'POST /api/sessions',
        'class.update',
        addsClassUpdate(() =>
          as('POST', '/api/sessions', { class_id: scheduled.classId, ...dateItem }),
        ),
      ],
      [
        'PUT /api/sessions/:id',
        'class.update',
        addsClassUpdate(() =>
          as('PUT', `/api/sessions/${scheduled.sessionIds[0]}`, { ...dateItem, capacity: 4 }),
        ),
      ],
      [
        'DELETE /api/sessions/:id',
        'class.update',
        addsClassUpdate(() => as('DELETE', `/api/sessions/${scheduled.sessionIds[1]}`)),
      ],
      [
        'PUT /api/classes/:id/status',
        'class.status',
        () => as('PUT', `/api/classes/${cls.classId}/status`, { status: 'active' }),
      ],
      [
        'POST /api/admin/class-schedules',
        'class.status',
        () =>
          as('POST', '/api/admin/class-schedules', {
            action: 'set_class_status',
            class_id: cls.classId,
            status: 'active',
          }),
      ],
      [
        'PATCH /api/sessions/sessions/:id/status',
        'session.status',
        () =>
          as('PATCH', `/api/sessions/sessions/${spareClass.sessionIds[0]}/status`, {
            status: 'cancelled',
          }),
      ],
      [
        'DELETE /api/admin/classes/:id',
        'class.delete',
        () => as('DELETE', `/api/admin/classes/${spareClass.classId}`),
      ],
      [
        'POST /api/classes/:id/materials',
        'material.create',
        () =>
          t.request({
            method: 'POST',
            url: `/api/classes/${cls.classId}/materials`,
            token: admin.token,
            ...multipart(
              { title: 'Handout' },
              { name: 'h.pdf', type: 'application/pdf', data: PDF },
            ),
          }),
      ],
      [
        'DELETE /api/classes/:id/materials/:materialId',
        'material.delete',
        async () => {
          const added = await as('POST', `/api/classes/${cls.classId}/materials`, {
            title: 'Link',
            url: 'https://example.test',
          });
          return as('DELETE', `/api/classes/${cls.classId}/materials/${added.json().material.id}`);
        },
      ],
      ['POST /api/storage/:bucket', 'file.upload', async () => stored],
      [
        'POST /api/admin/class-images',
        'file.upload',
        () =>
          t.request({
            method: 'POST',
            url: '/api/admin/class-images',
            token: admin.token,
            ...multipart({}, { name: 'room.png', type: 'image/png', data: PNG }),
          }),
      ],
      [
        'DELETE /api/storage/:bucket',
        'file.delete',
        () => as('DELETE', `/api/storage/certificates?path=${encodeURIComponent(spare)}`),
      ],
      ['POST /api/certificates', 'certificate.create', async () => cert],
      [
        'POST /api/certificates/upload-metadata',
        'certificate.create',
        () =>
          as('POST', '/api/certificates/upload-metadata', {
            user_id: students[0]!.id,
            class_id: cls.classId,
            file_path: stored,
          }),
      ],
      [
        'PATCH /api/certificates/:id',
        'certificate.status',
        () => as('PATCH', `/api/certificates/${cert}`, { status: 'revoked' }),
      ],
      [
        'POST /api/admin/certificates',
        'certificate.status',
        () =>
          as('POST', '/api/admin/certificates', {
            action: 'set_status',
            certificate_id: cert,
            status: 'active',
          }),
      ],
      [
        'POST /api/admin/certificates/:id/revoke',
        'certificate.revoke',
        () => as('POST', `/api/admin/certificates/${cert}/revoke`, { reason: 'Wrong person' }),
      ],
      [
        'POST /api/admin/certificates/:id/reissue',
        'certificate.reissue',
        async () => {
          const [issued] = await queryRows<{ id: number }>(
            t.database.db,
            sql`insert into certificates (user_id, class_id, certificate_name, file_path, file_type,
                  file_size, certificate_number, verification_code, issued_at)
                values (${students[0]!.id}, ${cls.classId}, 'Issued certificate',
                  ${`${students[0]!.id}/issued_CC-2026-AUDIT.pdf`}, 'application/pdf', 0,
                  'CC-2026-AUDIT', 'abcdefghijklmnopqrstuvwxyz', now())
                returning id`,
          );
          return as('POST', `/api/admin/certificates/${issued!.id}/reissue`, {});
        },
      ],
      [
        'POST /api/certificates/bulk-delete',
        'certificate.delete',
        () => as('POST', '/api/certificates/bulk-delete', { ids: [cert] }),
      ],
      [
        'DELETE /api/certificates/:id',
        'certificate.delete',
        async () => {
          const other = (
            await t.request({
              method: 'POST',
              url: '/api/certificates',
              token: admin.token,
              ...multipart(
                { user_id: students[0]!.id, class_id: cls.classId },
                { name: 'd.pdf', type: 'application/pdf', data: PDF },
              ),
            })
          ).json().certificate.id;
          return as('DELETE', `/api/certificates/${other}`);
        },
      ],
      [
        'PATCH /api/admin/financial/transactions/:id',
        'transaction.status',
        () =>
          as('PATCH', `/api/admin/financial/transactions/${txs[0]!.id}`, { status: 'refunded' }),
      ],
      [
        'POST /api/admin/financial/payments/reminder',
        'payment.reminder',
        () => as('POST', '/api/admin/financial/payments/reminder', { payment_id: payments[0]!.id }),
      ],
      [
        'POST /api/admin/financial/payments/notify',
        'payment.notify',
        () =>
          as('POST', '/api/admin/financial/payments/notify', {
            payment_id: payments[0]!.id,
            title: 'T',
            message: 'M',
          }),
      ],
      [
        'PUT /api/admin/settings',
        'settings.update',
        () => as('PUT', '/api/admin/settings', { office_hours: '9AM-3PM Mon to Fri' }),
      ],
      [
        'PATCH /api/admin/users/:id/role',
        'user.role_update',
        () => as('PATCH', `/api/admin/users/${students[5]!.id}/role`, { role: 'instructor' }),
      ],
      [
        'PATCH /api/admin/users/:id/status',
        'user.status_update',
        () => as('PATCH', `/api/admin/users/${students[5]!.id}/status`, { status: 'suspended' }),
      ],
      [
        'PUT /api/admin/users/:id/password',
        'user.password_reset',
        () =>
          as('PUT', `/api/admin/users/${students[5]!.id}/password`, {
            newPassword: 'Another123',
            confirmPassword: 'Another123',
          }),
      ],
      [
        'POST /api/admin/users/:id/notifications',
        'user.notify',
        () =>
          as('POST', `/api/admin/users/${students[4]!.id}/notifications`, {
            title: 'Hi',
            message: 'Hello',
          }),
      ],
      [
        'POST /api/admin/users/:id/external-training',
        'external_training.create',
        async () => {
          const res = await as('POST', `/api/admin/users/${students[1]!.id}/external-training`, {
            title: 'County first aid',
            date: '2026-01-15',
            hours: 2,
            cda_subject_areas: [1],
          });
          externalTraining = res.json().entry.id;
          return res;
        },
      ],
      [
        'DELETE /api/admin/external-training/:id',
        'external_training.delete',
        () => as('DELETE', `/api/admin/external-training/${externalTraining}`),
      ],
      [
        'DELETE /api/admin/users/:id',
        'user.delete',
        () => as('DELETE', `/api/admin/users/${victim.id}`),
      ],
      [
        'POST /api/notifications/admin/templates',
        'notification_template.create',
        () =>
          as('POST', '/api/notifications/admin/templates', {
            name: 'Audit Note',
            type: 'user_notification',
            title_template: 'Hi {student_name}',
            message_template: 'Welcome to {class_name}',
          }),
      ],
      [
        'PUT /api/notifications/admin/templates/:id',
        'notification_template.update',
        async () => {
          const list = (await as('GET', '/api/notifications/admin/templates')).json().templates as {
            id: number;
            name: string;
          }[];
          const id = list.find((x) => x.name === 'audit_note')!.id;
          return as('PUT', `/api/notifications/admin/templates/${id}`, {
            name: 'audit_note',
            type: 'user_notification',
            title_template: 'Hello {student_name}',
            message_template: 'Welcome',
          });
        },
      ],
      [
        'DELETE /api/notifications/admin/templates/:id',
        'notification_template.delete',
        async () => {
          const list = (await as('GET', '/api/notifications/admin/templates')).json().templates as {
            id: number;
            name: string;
          }[];
          return as(
            'DELETE',
            `/api/notifications/admin/templates/${list.find((x) => x.name === 'audit_note')!.id}`,
          );
        },
      ],
      [
        'POST /api/notifications/admin/send',
        'notification.send',
        () =>
          as('POST', '/api/notifications/admin/send', {
            title: 'T',
            message: 'M',
            recipient: students[4]!.id,
            recipientType: 'user',
          }),
      ],
      [
        'POST /api/notifications/admin/bulk',
        'notification.bulk',
        async () => {
          await as('POST', '/api/notifications/admin/templates', {
            name: 'bulk_note',
            type: 'user_notification',
            title_template: 'Hi {student_name}',
            message_template: 'Note',
          });
          return as('POST', '/api/notifications/admin/bulk', {
            template_name: 'bulk_note',
            user_ids: [students[4]!.id],
            variables: {},
          });
        },
      ],
      [
        'POST /api/notifications/admin/broadcast',
        'notification.broadcast',
        () =>
          as('POST', '/api/notifications/admin/broadcast', {
            title: 'All',
            message: 'Hello everyone',
          }),
      ],
      [
        'POST /api/admin/notifications',
        'notification.broadcast',
        () =>
          as('POST', '/api/admin/notifications', {
            action: 'broadcast',
            title: 'All again',
            message: 'Hello again',
          }),
      ],
      [
        'DELETE /api/notifications/admin/sent/:id',
        'notification.withdraw',
        async () => {
          const sent = await queryRows<{ id: number }>(
            t.database.db,
            sql`select id from notifications where sender_id = ${admin.id} and title = 'T' limit 1`,
          );
          return as('DELETE', `/api/notifications/admin/sent/${sent[0]!.id}`);
        },
      ],
    ];

    for (const [route, action, call] of calls) {
      const res = (await call()) as { statusCode?: number; body?: string } | undefined;
      if (res && typeof res === 'object' && 'statusCode' in res)
        expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
      const rows = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from audit_log where action = ${action} and actor_id = ${admin.id}`,
      );
      expect(rows[0]!.n, `${route} leaves ${action}`).toBeGreaterThan(0);
    }

    // The list above covers every admin write route of the app.
    const writeRoutes = t.app.routeTable
      .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
      .filter(
        (r) =>
          r.url.startsWith('/api/admin') ||
          /^\/api\/(enrollments\/:id\/(approve|reject|pending)|enrollments\/waitlist\/:id\/offer|classes\/:id\/(status|schedule|materials(\/:materialId)?)|sessions(\/:id|\/sessions\/:id\/status)?|storage\/:bucket|certificates.*|notifications\/admin.*)$/.test(
            r.url,
          ),
      )
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect([...new Set(calls.map((c) => c[0]))].sort()).toEqual(writeRoutes);
  });
});
