import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';
import { signedInStudent } from '../../../test/factories.ts';

/** The contract test of the notifications: the inbox, the detailed message, the Notification Center. */
let t: TestApp;
let contract: Contract;
let adminToken: string;
let student: Awaited<ReturnType<typeof signedInStudent>>;
beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
  const admin = await t.createUser({ role: 'admin', firstName: 'Ada', lastName: 'Office' });
  adminToken = await t.tokenFor(admin.id);
  student = await signedInStudent(t, 'Nia');
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  t.request({
    method,
    url,
    token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('contract: notifications', () => {
  it('answers the Notification Center calls as documented', async () => {
    const created = await call('POST', '/api/notifications/admin/templates', adminToken, {
      name: 'Class reminder',
      type: 'class_reminder',
      title_template: 'See you in {class_name}',
      message_template: 'Hello {student_name}, your class starts on {start_date}.',
    });
    expect(created.statusCode).toBe(201);
    const template = (
      contract.check('POST /api/notifications/admin/templates', created) as {
        template: { id: number };
      }
    ).template;
    const refused = await call('POST', '/api/notifications/admin/templates', adminToken, {});
    expect(refused.statusCode).toBe(400);
    contract.check('POST /api/notifications/admin/templates', refused);

    const listed = await call('GET', '/api/notifications/admin/templates', adminToken);
    contract.check('GET /api/notifications/admin/templates', listed);
    const updated = await call(
      'PUT',
      `/api/notifications/admin/templates/${template.id}`,
      adminToken,
      {
        name: 'Class reminder',
        type: 'user_notification',
        title_template: 'A note for {student_name}',
        message_template: 'Hello {student_name}.',
      },
    );
    expect(updated.statusCode).toBe(200);
    contract.check('PUT /api/notifications/admin/templates/:id', updated);

    const sent = await call('POST', '/api/notifications/admin/send', adminToken, {
      recipientType: 'user',
      recipient: student.id,
      title: 'Welcome',
      message: 'Your account is ready.',
    });
    expect(sent.statusCode).toBe(200);
    contract.check('POST /api/notifications/admin/send', sent);
    const noRecipient = await call('POST', '/api/notifications/admin/send', adminToken, {
      title: 'Welcome',
      message: 'Nobody',
    });
    expect(noRecipient.statusCode).toBe(400);
    contract.check('POST /api/notifications/admin/send', noRecipient);

    const bulk = await call('POST', '/api/notifications/admin/bulk', adminToken, {
      template_name: 'Class reminder',
      user_ids: [student.id, 'nobody'],
    });
    expect(bulk.statusCode).toBe(200);
    contract.check('POST /api/notifications/admin/bulk', bulk);
    const broadcast = await call('POST', '/api/notifications/admin/broadcast', adminToken, {
      title: 'Closed on Monday',
      message: 'The office is closed on Monday.',
    });
    expect(broadcast.statusCode).toBe(200);
    contract.check('POST /api/notifications/admin/broadcast', broadcast);
    const byAction = await call('POST', '/api/admin/notifications', adminToken, {
      action: 'send',
      recipientType: 'user',
      recipient: student.id,
      title: 'By action',
      message: 'Sent through the action call.',
    });
    expect(byAction.statusCode).toBe(200);
    contract.check('POST /api/admin/notifications', byAction);
    const unknownAction = await call('POST', '/api/admin/notifications', adminToken, {
      action: 'shout',
    });
    expect(unknownAction.statusCode).toBe(400);
    contract.check('POST /api/admin/notifications', unknownAction);

    const sentTab = await call('GET', '/api/notifications/admin/sent', adminToken);
    const entries = (
      contract.check('GET /api/notifications/admin/sent', sentTab) as {
        notifications: { id: number; title: string }[];
      }
    ).notifications;
    expect(entries.length).toBeGreaterThan(0);

    // The student's inbox.
    const inbox = await call('GET', '/api/notifications?limit=50', student.token);
    const mine = (
      contract.check('GET /api/notifications', inbox) as {
        notifications: { id: number; title: string }[];
      }
    ).notifications;
    const welcome = mine.find((n) => n.title === 'Welcome')!;
    expect(welcome).toBeDefined();
    const badLimit = await call('GET', '/api/notifications?limit=0', student.token);
    expect(badLimit.statusCode).toBe(400);
    contract.check('GET /api/notifications', badLimit);
    contract.check(
      'GET /api/notifications/:id',
      await call('GET', `/api/notifications/${welcome.id}`, student.token),
    );
    const notMine = await call('GET', `/api/notifications/${welcome.id}`, adminToken);
    expect(notMine.statusCode).toBe(404);
    contract.check('GET /api/notifications/:id', notMine);
    const read = await call('PUT', `/api/notifications/${welcome.id}/read`, student.token);
    expect(read.statusCode).toBe(200);
    contract.check('PUT /api/notifications/:id/read', read);

    const detailed = await call('POST', '/api/admin/notifications/detailed', adminToken, {
      originalNotificationId: welcome.id,
      message: 'More about your account.',
      links: [{ label: 'Classes', url: '/classes' }],
    });
    expect(detailed.statusCode).toBe(201);
    contract.check('POST /api/admin/notifications/detailed', detailed);
    const noMessage = await call('POST', '/api/admin/notifications/detailed', adminToken, {
      originalNotificationId: welcome.id,
    });
    expect(noMessage.statusCode).toBe(400);
    contract.check('POST /api/admin/notifications/detailed', noMessage);
    const any = await call('GET', `/api/admin/notifications/${welcome.id}`, adminToken);
    expect(any.statusCode).toBe(200);
    contract.check('GET /api/admin/notifications/:id', any);

    const allRead = await call('PUT', '/api/notifications/read-all', student.token);
    expect(allRead.statusCode).toBe(200);
    contract.check('PUT /api/notifications/read-all', allRead);
    const deleted = await call('DELETE', `/api/notifications/${welcome.id}`, student.token);
    expect(deleted.statusCode).toBe(200);
    contract.check('DELETE /api/notifications/:id', deleted);

    const withdrawn = await call(
      'DELETE',
      `/api/notifications/admin/sent/${entries[0]!.id}`,
      adminToken,
    );
    expect(withdrawn.statusCode).toBe(200);
    contract.check('DELETE /api/notifications/admin/sent/:id', withdrawn);
    const removed = await call(
      'DELETE',
      `/api/notifications/admin/templates/${template.id}`,
      adminToken,
    );
    expect(removed.statusCode).toBe(200);
    contract.check('DELETE /api/notifications/admin/templates/:id', removed);
    const gone = await call(
      'DELETE',
      `/api/notifications/admin/templates/${template.id}`,
      adminToken,
    );
    expect(gone.statusCode).toBe(404);
    contract.check('DELETE /api/notifications/admin/templates/:id', gone);
  });
});
