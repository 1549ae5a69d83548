import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let adminId: number;
let adminToken: string;
let instructorId: number;
let instructorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin', firstName: 'Ada', lastName: 'Office' });
  const instructor = await t.createUser({
    role: 'instructor',
    firstName: 'Ira',
    lastName: 'Teach',
  });
  adminId = admin.id;
  adminToken = await t.tokenFor(admin.id);
  instructorId = instructor.id;
  instructorToken = await t.tokenFor(instructor.id);
});
afterAll(async () => {
  await t?.close();
});

const URL = '/api/notifications/admin/templates';
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  /** null: an anonymous call. */
  token: string | null = adminToken,
) => t.request({ method, url, token: token ?? undefined, ...(payload ? { payload } : {}) });

const templateAudit = (id: number) =>
  queryRows<{ action: string; actor_id: number; before: unknown; after: unknown }>(
    t.database.db,
    sql`select action, actor_id, before, after from audit_log
        where target_type = 'notification_template' and target_id = ${String(id)} order by id`,
  );

let seq = 0;
const body = (over: Record<string, unknown> = {}) => ({
  name: `Template ${++seq}`,
  type: 'user_notification',
  title_template: 'Hello {student_name}',
  message_template: 'Your grade in {class_name} is {grade}.',
  ...over,
});

describe('who may use the template calls', () => {
  it('refuses anonymous callers (401) and students (403), lets instructors through', async () => {
    const student = await signedInStudent(t);
    const created = (await call('POST', URL, body())).json().template.id as number;
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object][] = [
      ['GET', URL],
      ['POST', URL, body()],
      ['PUT', `${URL}/${created}`, body()],
      ['DELETE', `${URL}/${created}`],
      // A malformed id still gets 401 first: the guard runs before validation.
      ['DELETE', `${URL}/abc`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, student.token)).statusCode, `${method} ${url}`).toBe(
        403,
      );
    }
    expect((await call('GET', URL, undefined, instructorToken)).statusCode).toBe(200);
    expect((await call('POST', URL, body(), instructorToken)).statusCode).toBe(201);
    expect((await call('PUT', `${URL}/${created}`, body(), instructorToken)).statusCode).toBe(200);
    expect((await call('DELETE', `${URL}/${created}`, undefined, instructorToken)).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/notifications/admin/templates', () => {
  it('creates a template with a normalised name and derived metadata, and audits it', async () => {
    const res = await call('POST', URL, {
      name: '  Class Reminder (Fall)! ',
      type: 'class_reminder',
      title_template: 'Reminder: {class_name}',
      message_template: '{class_name} starts on {start_date}. {message}',
    });
    expect(res.statusCode).toBe(201);
    const { message, template } = res.json();
    expect(message).toBe('Template created successfully');
    expect(template).toMatchObject({
      name: 'class_reminder_fall',
      type: 'class_reminder',
      title_template: 'Reminder: {class_name}',
      message_template: '{class_name} starts on {start_date}. {message}',
      metadata: {
        recipientType: 'class',
        variables: ['class_name', 'student_count', 'teacher_name', 'start_date', 'message'],
      },
      created_by: adminId,
    });
    const listed = (await call('GET', URL)).json().templates;
    expect(listed.find((x: { id: number }) => x.id === template.id)).toEqual(template);
    expect(await templateAudit(template.id)).toEqual([
      expect.objectContaining({
        action: 'notification_template.create',
        actor_id: adminId,
        before: null,
        after: expect.objectContaining({ name: 'class_reminder_fall', type: 'class_reminder' }),
      }),
    ]);
  });

  it('offers the user defaults, the placeholders and any variables given', async () => {
    const res = await call('POST', URL, {
      ...body({ name: 'Payment Due' }),
      type: 'payment',
      title_template: 'Payment for {class_name}',
      message_template: 'Please pay {amount} by {due_date}.',
      metadata: { variables: ['receipt_no'], recipientType: 'class' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().template.metadata).toEqual({
      recipientType: 'user',
      variables: ['student_name', 'class_name', 'grade', 'amount', 'due_date', 'receipt_no'],
    });
  });

  it('answers 400 with a clear text for a missing name, content or type', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Please enter a template name'],
      [{ name: undefined }, 'Please enter a template name'],
      [{ name: '   ' }, 'Please enter a template name'],
      [{ title_template: '' }, 'Please enter both the template title and message'],
      [{ message_template: '  ' }, 'Please enter both the template title and message'],
      [{ message_template: undefined }, 'Please enter both the template title and message'],
      [{ type: 'newsletter' }, 'Please choose a valid template type'],
      [{ type: undefined }, 'Please choose a valid template type'],
      [{ name: '***' }, 'The template name needs at least one letter or digit'],
      [{ name: '!! __ !!' }, 'The template name needs at least one letter or digit'],
    ];
    for (const [over, error] of cases) {
      const res = await call('POST', URL, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error, JSON.stringify(over)).toBe(error);
    }
    expect((await call('POST', URL)).json().error).toBe('Please enter a template name');
  });

  it('refuses a name taken once normalised (409) and writes nothing', async () => {
    const first = await call('POST', URL, body({ name: 'Welcome Note' }));
    expect(first.statusCode).toBe(201);
    const before = (await call('GET', URL)).json().templates.length;
    const again = await call('POST', URL, body({ name: 'welcome   NOTE!' }), instructorToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'A template with this name already exists',
      code: 'TEMPLATE_NAME_TAKEN',
      fields: { name: 'A template with this name already exists' },
    });
    expect((await call('GET', URL)).json().templates.length).toBe(before);
  });
});

describe('PUT and DELETE /api/notifications/admin/templates/{id}', () => {
  it('updates in place, keeping the id, and audits before and after', async () => {
    const created = (await call('POST', URL, body({ name: 'To Change' }))).json().template;
    const res = await call(
      'PUT',
      `${URL}/${created.id}`,
      body({ name: 'Changed Name', type: 'class_notification', title_template: 'News: {title}' }),
      instructorToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Template updated successfully',
      template: {
        id: created.id,
        name: 'changed_name',
        type: 'class_notification',
        title_template: 'News: {title}',
        metadata: { recipientType: 'class' },
      },
    });
    const audit = await templateAudit(created.id);
    expect(audit.map((a) => a.action)).toEqual([
      'notification_template.create',
      'notification_template.update',
    ]);
    expect(audit[1]).toMatchObject({
      actor_id: instructorId,
      before: { name: 'to_change', type: 'user_notification' },
      after: { name: 'changed_name', type: 'class_notification' },
    });
  });

  it('refuses a rename onto another template (409), and an unknown id (404)', async () => {
    await call('POST', URL, body({ name: 'Taken One' }));
    const other = (await call('POST', URL, body({ name: 'Other One' }))).json().template;
    const clash = await call('PUT', `${URL}/${other.id}`, body({ name: 'TAKEN one' }));
    expect(clash.statusCode).toBe(409);
    // Its own name is not a clash.
    expect((await call('PUT', `${URL}/${other.id}`, body({ name: 'Other One' }))).statusCode).toBe(
      200,
    );
    const missing = await call('PUT', `${URL}/999999`, body());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Template not found');
  });

  it('deletes, audits, answers 404 afterwards, and sent notifications keep their text', async () => {
    const created = (await call('POST', URL, body({ name: 'Short Lived' }))).json().template;
    const student = await signedInStudent(t, 'Tess');
    const sent = await call('POST', '/api/notifications/admin/send', {
      recipient: student.id,
      recipientType: 'user',
      templateId: created.id,
      title: 'unused',
      message: 'unused',
    });
    expect(sent.statusCode).toBe(200);

    const res = await call('DELETE', `${URL}/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Template deleted successfully' });
    expect(
      (await call('GET', URL)).json().templates.map((x: { id: number }) => x.id),
    ).not.toContain(created.id);
    const again = await call('DELETE', `${URL}/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('Template not found');
    expect((await templateAudit(created.id)).map((a) => a.action)).toEqual([
      'notification_template.create',
      'notification_template.delete',
    ]);

    const mine = (await call('GET', '/api/notifications', undefined, student.token)).json()
      .notifications;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: 'Hello Tess Dent', template_id: null });
  });
});
