import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatDayForPeople } from '@careclass/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { enrollments } from '../../db/schema/index.ts';

let t: TestApp;
let admin: TestUser & { token: string };
let instructor: TestUser & { token: string };
beforeAll(async () => {
  t = await createTestApp();
  const a = await t.createUser({ role: 'admin', firstName: 'Ada', lastName: 'Office' });
  const i = await t.createUser({ role: 'instructor', firstName: 'Ira', lastName: 'Teach' });
  admin = { ...a, token: await t.tokenFor(a.id) };
  instructor = { ...i, token: await t.tokenFor(i.id) };
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object, token: string | null = admin.token) =>
  t.request({ method, url, token: token ?? undefined, ...(payload ? { payload } : {}) });
const send = (payload: object, token = admin.token) =>
  call('POST', '/api/notifications/admin/send', payload, token);
const sent = async (token = admin.token) => {
  const res = await call('GET', '/api/notifications/admin/sent', undefined, token);
  expect(res.statusCode).toBe(200);
  return res.json().notifications as SentEntry[];
};
const inbox = async (token: string) =>
  (await call('GET', '/api/notifications', undefined, token)).json().notifications as {
    id: number;
    title: string;
    message: string;
    type: string;
    sender_id: number;
    template_id: number | null;
    metadata: Record<string, unknown>;
  }[];

interface SentEntry {
  id: number;
  title: string;
  message: string;
  type: string;
  recipient: number | null;
  recipient_name: string;
  sender_id: number;
  is_broadcast: boolean;
  sent_count: number;
  all_recipients: string[];
  original_notification_ids: number[];
  created_at: string;
}

const auditRows = (action: string) =>
  queryRows<{
    actor_id: number;
    target_type: string;
    target_id: string;
    after: { user_ids?: number[]; emailed_user_ids?: number[] } & Record<string, unknown>;
  }>(
    t.database.db,
    sql`select actor_id, target_type, target_id, after from audit_log
        where action = ${action} order by id`,
  );

async function student(first: string, opts: { email?: boolean } = {}) {
  const s = await signedInStudent(t, first);
  if (opts.email === false) {
    await t.database.db.execute(
      sql`update users set email_notifications = false where id = ${s.id}`,
    );
  }
  return s;
}

/** An enrolment written as the enrolment calls leave it (the seat counter is not needed here). */
async function enrol(
  userId: number,
  made: { classId: number; sessionIds: number[] },
  status: 'pending' | 'approved' | 'rejected' = 'pending',
  enrollmentType: 'active' | 'historical' = 'active',
) {
  await t.database.db.insert(enrollments).values({
    userId,
    classId: made.classId,
    sessionId: made.sessionIds[0]!,
    status,
    enrollmentType,
  });
}

let seq = 0;
async function template(over: Record<string, unknown>) {
  const res = await call('POST', '/api/notifications/admin/templates', {
    name: `centre template ${++seq}`,
    type: 'user_notification',
    title_template: 'Hello',
    message_template: 'World',
    ...over,
  });
  expect(res.statusCode).toBe(201);
  return res.json().template as { id: number; name: string };
}

const mailTo = (mails: { to: string; subject: string }[], subject: string) =>
  mails
    .filter((m) => m.subject === subject)
    .map((m) => m.to)
    .sort();

describe('who may use the centre calls', () => {
  it('refuses anonymous callers (401) and students (403); admins and instructors get through', async () => {
    const s = await student('Guard');
    const calls: [Method, string, object?][] = [
      ['POST', '/api/notifications/admin/send', { recipient: s.id, recipientType: 'user' }],
      ['POST', '/api/notifications/admin/bulk', { template_name: 'x', user_ids: [s.id] }],
      ['POST', '/api/notifications/admin/broadcast', { title: 'x', message: 'y' }],
      ['GET', '/api/notifications/admin/sent'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, s.token)).statusCode, `${method} ${url}`).toBe(403);
      for (const token of [admin.token, instructor.token]) {
        const status = (await call(method, url, {}, token)).statusCode;
        expect([401, 403, 500], `${method} ${url}`).not.toContain(status);
      }
    }
    // Nothing reached the student through the refused calls.
    expect(await inbox(s.token)).toEqual([]);
  });
});

describe('POST /api/notifications/admin/send to a user', () => {
  it('writes one notification, mails the user, audits it and answers the spec text', async () => {
    const s = await student('Una');
    const res = await send({
      title: 'Office closed',
      message: 'The office is closed on Friday.',
      recipient: s.id,
      recipientType: 'user',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Notification sent successfully', sent_count: 1 });
    const [row, ...rest] = await inbox(s.token);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      title: 'Office closed',
      message: 'The office is closed on Friday.',
      type: 'user_notification',
      sender_id: admin.id,
      template_id: null,
      metadata: {
        recipient_type: 'user',
        user_id: s.id,
        user_name: 'Una Dent',
        batch_id: expect.any(String),
      },
    });
    const mails = await t.deliverMail();
    expect(mailTo(mails, 'Office closed')).toEqual([s.email]);
    const audit = (await auditRows('notification.send')).at(-1)!;
    expect(audit).toMatchObject({
      actor_id: admin.id,
      target_type: 'user',
      target_id: String(s.id),
      after: { sent_count: 1, user_ids: [s.id], batch_id: row!.metadata.batch_id },
    });
  });

  it('accepts the user as `user` (an object) and refuses a recipient that disagrees', async () => {
    const s = await student('Obi');
    const other = await student('Otto');
    const ok = await send({ title: 'T', message: 'M', recipientType: 'user', user: { id: s.id } });
    expect(ok.statusCode).toBe(200);
    const clash = await send({
      title: 'T',
      message: 'M',
      recipientType: 'user',
      recipient: other.id,
      user: { id: s.id },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error).toBe('The recipient and the selected user do not match');
    expect(await inbox(other.token)).toEqual([]);
  });

  it('answers each error text of the specification and writes nothing', async () => {
    const s = await student('Err');
    const emptyClass = await createClass(t, { title: 'Nobody Here' });
    const cases: [object, number, string][] = [
      [{ title: 'T', message: 'M', recipientType: 'user' }, 400, 'No recipient specified'],
      [
        { title: 'T', message: 'M', recipient: '', recipientType: 'user' },
        400,
        'No recipient specified',
      ],
      [
        { title: 'T', message: 'M', recipient: s.id },
        400,
        'The recipient type must be user or class',
      ],
      [
        { title: 'T', message: 'M', recipient: s.id, recipientType: 'group' },
        400,
        'The recipient type must be user or class',
      ],
      [
        { title: '', message: 'M', recipient: s.id, recipientType: 'user' },
        400,
        'Please provide both a title and message',
      ],
      [
        { title: 'T', message: '   ', recipient: s.id, recipientType: 'user' },
        400,
        'Please provide both a title and message',
      ],
      [
        { title: 'T', recipient: s.id, recipientType: 'user' },
        400,
        'Please provide both a title and message',
      ],
      [
        { title: 'T', message: 'M', recipient: 999999, recipientType: 'user' },
        404,
        'Invalid user selected',
      ],
      [
        { title: 'T', message: 'M', recipient: 'abc', recipientType: 'user' },
        404,
        'Invalid user selected',
      ],
      [
        { title: 'T', message: 'M', recipient: 999999, recipientType: 'class' },
        404,
        'Selected class not found',
      ],
      [
        { title: 'T', message: 'M', recipient: emptyClass.classId, recipientType: 'class' },
        400,
        'No students found in this class',
      ],
      [
        { title: 'T', message: 'M', recipient: s.id, recipientType: 'user', templateId: 999999 },
        404,
        'Template not found',
      ],
    ];
    for (const [payload, status, error] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error, JSON.stringify(payload)).toBe(error);
    }
    expect(await inbox(s.token)).toEqual([]);
  });

  it('checks the declared body: wrong types are 400s in the order of the checks, unknown fields are ignored', async () => {
    const s = await student('Typ');
    const note = { title: 'T', message: 'M', recipient: s.id, recipientType: 'user' };
    const cases: [unknown, string][] = [
      [{ ...note, recipient: true }, 'No recipient specified'],
      [{ ...note, recipient: [s.id] }, 'No recipient specified'],
      // The recipient is checked before the texts, as the specification lists them.
      [{ ...note, recipient: undefined, title: 5 }, 'No recipient specified'],
      [{ ...note, title: 5 }, 'Title must be text'],
      [{ ...note, message: { text: 'M' } }, 'Message must be text'],
      [{ ...note, templateId: true }, 'Template not found'],
      [{ ...note, variables: 'grade' }, 'Variables must be a group of fields'],
      [[note], 'The request body must be a JSON object'],
    ];
    for (const [payload, error] of cases) {
      const res = await t.request({
        method: 'POST',
        url: '/api/notifications/admin/send',
        token: admin.token,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error, JSON.stringify(payload)).toBe(error);
    }
    expect(await inbox(s.token)).toEqual([]);
    // Both spellings of the type and the template id; a field the schema does not name is ignored.
    const tpl = await template({ title_template: 'Typed {title}', message_template: 'Body' });
    const ok = await send({
      title: 'note',
      recipient: { id: s.id },
      recipient_type: 'user',
      template_id: String(tpl.id),
      priority: 'high',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await inbox(s.token))[0]).toMatchObject({ title: 'Typed note', template_id: tpl.id });
  });

  it('refuses a deleted (anonymised) account as an unknown user', async () => {
    const s = await student('Gone');
    await t.database.db.execute(
      sql`update users set email = ${`deleted-${s.id}@deleted.invalid`} where id = ${s.id}`,
    );
    const res = await send({ title: 'T', message: 'M', recipient: s.id, recipientType: 'user' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Invalid user selected');
  });
});

describe('templates and recipient types', () => {
  it('refuses a template of the other recipient type with the specification text', async () => {
    const s = await student('Mis');
    const made = await createClass(t);
    await enrol(s.id, made);
    const classTemplate = await template({ type: 'class_reminder' });
    const userTemplate = await template({ type: 'payment' });
    const toUser = await send({
      recipient: s.id,
      recipientType: 'user',
      templateId: classTemplate.id,
    });
    expect(toUser.statusCode).toBe(400);
    expect(toUser.json().error).toBe(
      'This template is for class notifications, not user notifications.',
    );
    const toClass = await send({
      recipient: made.classId,
      recipientType: 'class',
      template: { id: userTemplate.id },
    });
    expect(toClass.statusCode).toBe(400);
    expect(toClass.json().error).toBe(
      'This template is for user notifications, not class notifications.',
    );
    expect(await inbox(s.token)).toEqual([]);
  });

  it('fills a user template with the name, {title}, {message} and the request variables', async () => {
    const s = await student('Gia');
    const tpl = await template({
      name: 'Grade Notice',
      title_template: '{title} for {student_name}',
      message_template: 'Dear {student_name}, your grade is {grade}. {message} {unknown}',
    });
    const res = await send({
      recipient: String(s.id),
      recipientType: 'user',
      template: 'grade notice',
      title: 'Results',
      message: 'Well done.',
      variables: { grade: 'A+' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await inbox(s.token);
    expect(row).toMatchObject({
      title: 'Results for Gia Dent',
      message: 'Dear Gia Dent, your grade is A+. Well done. {unknown}',
      template_id: tpl.id,
      metadata: { template_name: 'grade_notice' },
    });
  });

  it('refuses a template that fills to a blank title', async () => {
    const s = await student('Bla');
    const tpl = await template({ title_template: '{title}', message_template: 'Body' });
    const res = await send({ recipient: s.id, recipientType: 'user', templateId: tpl.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please provide both a title and message');
  });
});

describe('POST /api/notifications/admin/send to a class', () => {
  it('renders the template per student, mails only those who want e-mail, one audit entry', async () => {
    const teacher = await t.createUser({ role: 'instructor', firstName: 'Tom', lastName: 'Tutor' });
    const made = await createClass(t, {
      title: 'CPR Basics',
      instructorId: teacher.id,
      sessions: [{ startInDays: 12 }, { startInDays: 5 }, { startInDays: -3 }],
    });
    const amy = await student('Amy');
    const bob = await student('Bob', { email: false });
    const cat = await student('Cat');
    const rejected = await student('Rex');
    const moved = await student('Hal');
    await enrol(amy.id, made, 'approved');
    await enrol(bob.id, made, 'pending');
    await enrol(cat.id, made, 'approved');
    await enrol(rejected.id, made, 'rejected');
    await enrol(moved.id, made, 'approved', 'historical');
    const tpl = await template({
      type: 'class_reminder',
      title_template: 'Reminder: {class_name}',
      message_template:
        'Hi {student_name}, {class_name} with {teacher_name} starts {start_date} ({student_count} students). {message}',
    });

    const res = await send(
      {
        recipient: made.classId,
        recipientType: 'class',
        templateId: tpl.id,
        title: 'ignored without {title}',
        message: 'Bring water.',
      },
      instructor.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Notification sent successfully', sent_count: 3 });

    // The next session's first day as a person reads it, e.g. "Wednesday, December 23, 2026".
    const start = formatDayForPeople(
      made.sessions.find((x) => x.id === made.sessionIds[1])!.startDate,
    );
    expect(start).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    for (const s of [amy, bob, cat]) {
      const rows = await inbox(s.token);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        title: 'Reminder: CPR Basics',
        message: `Hi ${s.firstName} Dent, CPR Basics with Tom Tutor starts ${start} (3 students). Bring water.`,
        type: 'class_notification',
        sender_id: instructor.id,
        template_id: tpl.id,
        metadata: {
          recipient_type: 'class',
          class_id: made.classId,
          user_id: s.id,
          user_name: `${s.firstName} Dent`,
        },
      });
    }
    const batches = new Set(
      (await Promise.all([amy, bob, cat].map((s) => inbox(s.token)))).map(
        (r) => r[0]!.metadata.batch_id,
      ),
    );
    expect(batches.size).toBe(1);
    expect(await inbox(rejected.token)).toEqual([]);
    expect(await inbox(moved.token)).toEqual([]);

    const mails = await t.deliverMail();
    expect(mailTo(mails, 'Reminder: CPR Basics')).toEqual([amy.email, cat.email].sort());
    expect(mails.find((m) => m.to === amy.email)!.raw).toContain('Hi Amy Dent, CPR Basics');

    const audit = (await auditRows('notification.send')).at(-1)!;
    expect(audit).toMatchObject({
      actor_id: instructor.id,
      target_type: 'class',
      target_id: String(made.classId),
      after: { sent_count: 3, template_id: tpl.id },
    });
    expect([...audit.after.user_ids!].sort()).toEqual([amy.id, bob.id, cat.id].sort());
    expect([...audit.after.emailed_user_ids!].sort()).toEqual([amy.id, cat.id].sort());
  });

  it('fills TBA for a class with no teacher and no upcoming session', async () => {
    const made = await createClass(t, { title: 'Old Class', sessions: [{ startInDays: -10 }] });
    const s = await student('Ola');
    await enrol(s.id, made, 'approved');
    const tpl = await template({
      type: 'class_notification',
      title_template: '{class_name}',
      message_template: '{teacher_name} / {start_date}',
    });
    expect(
      (await send({ recipient: made.classId, recipientType: 'class', templateId: tpl.id }))
        .statusCode,
    ).toBe(200);
    expect((await inbox(s.token))[0]).toMatchObject({ title: 'Old Class', message: 'TBA / TBA' });
  });
});

describe('POST /api/notifications/admin/bulk', () => {
  it('renders the named template per user and counts unknown users as failed', async () => {
    const a = await student('Bea');
    const b = await student('Ben', { email: false });
    await template({
      name: 'Bulk Grade',
      title_template: 'Grade for {student_name}',
      message_template: 'You earned {grade}.',
    });
    const res = await call('POST', '/api/notifications/admin/bulk', {
      template_name: 'Bulk Grade',
      user_ids: [a.id, String(b.id), 999999, 'nobody', a.id],
      variables: { grade: 'B' },
      type: 'user_notification',
      metadata: { source: 'grades', batch_id: 'forged' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Notification sent to 2 of 4 recipients',
      sent_count: 2,
      failed_count: 2,
      failed_user_ids: ['999999', 'nobody'],
    });
    const [rowA] = await inbox(a.token);
    const [rowB] = await inbox(b.token);
    expect(rowA).toMatchObject({ title: 'Grade for Bea Dent', message: 'You earned B.' });
    expect(rowB).toMatchObject({ title: 'Grade for Ben Dent', message: 'You earned B.' });
    expect(rowA!.metadata).toMatchObject({ source: 'grades', user_id: a.id });
    expect(rowA!.metadata.batch_id).not.toBe('forged');
    expect(rowA!.metadata.batch_id).toBe(rowB!.metadata.batch_id);
    const mails = await t.deliverMail();
    expect(mailTo(mails, 'Grade for Bea Dent')).toEqual([a.email]);
    expect(mailTo(mails, 'Grade for Ben Dent')).toEqual([]);
    expect((await auditRows('notification.bulk')).at(-1)).toMatchObject({
      actor_id: admin.id,
      after: { sent_count: 2, failed_count: 2 },
    });
  });

  it('answers clear errors and writes nothing when nobody or no template is found', async () => {
    const a = await student('Nil');
    await template({ name: 'Bulk Two' });
    const before = (await auditRows('notification.bulk')).length;
    const cases: [object, number, string][] = [
      [{ template_name: 'no such', user_ids: [a.id] }, 404, 'Template not found'],
      [{ template_name: 'bulk two', user_ids: [999998, 999999] }, 404, 'Invalid user selected'],
      [{ template_name: 'bulk two', user_ids: [] }, 400, 'Please select at least one user'],
      [{ template_name: '', user_ids: [a.id] }, 400, 'Please enter a template name'],
      [
        { template_name: 'bulk two', user_ids: [a.id], type: 'spam' },
        400,
        'Invalid notification type',
      ],
    ];
    for (const [payload, status, error] of cases) {
      const res = await call('POST', '/api/notifications/admin/bulk', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error, JSON.stringify(payload)).toBe(error);
    }
    expect(await inbox(a.token)).toEqual([]);
    expect(await auditRows('notification.bulk')).toHaveLength(before);
  });
});

describe('POST /api/notifications/admin/bulk without a stored template', () => {
  it('sends the title and message given among the variables to each user, notice and mail', async () => {
    const a = await student('Tia');
    const b = await student('Tom');
    const res = await call('POST', '/api/notifications/admin/bulk', {
      template_name: 'custom',
      user_ids: [a.id, b.id],
      variables: { title: 'Room change', message: 'Dear {student_name}, we meet in Room 4.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Notification sent successfully',
      sent_count: 2,
      failed_count: 0,
      failed_user_ids: [],
    });
    expect(await inbox(a.token)).toEqual([
      expect.objectContaining({
        title: 'Room change',
        message: 'Dear Tia Dent, we meet in Room 4.',
        template_id: null,
        sender_id: admin.id,
      }),
    ]);
    expect((await inbox(b.token))[0]).toMatchObject({
      title: 'Room change',
      message: 'Dear Tom Dent, we meet in Room 4.',
    });
    expect(mailTo(await t.deliverMail(), 'Room change')).toEqual([a.email, b.email].sort());

    const noName = await call('POST', '/api/notifications/admin/bulk', {
      user_ids: [a.id],
      variables: { title: 'No name', message: 'Sent without a template name' },
    });
    expect(noName.statusCode).toBe(200);
    expect((await inbox(a.token))[0]).toMatchObject({ title: 'No name' });
  });
});

describe('POST /api/notifications/admin/broadcast and the Sent tab', () => {
  it('reaches every active student but no staff or inactive account, and is one Sent entry', async () => {
    const off = await student('Quiet', { email: false });
    const inactive = await student('Away');
    await t.database.db.execute(
      sql`update users set status = 'inactive' where id = ${inactive.id}`,
    );
    const audience = await queryRows<{ id: number; email: string; email_notifications: boolean }>(
      t.database.db,
      sql`select id, email, email_notifications from users
          where status = 'active' and role in ('student', 'user')
            and email not like '%@deleted.invalid' order by id`,
    );
    expect(audience.length).toBeGreaterThan(5);
    await t.deliverMail();

    const res = await call('POST', '/api/notifications/admin/broadcast', {
      title: 'Holiday hours',
      message: 'We close at noon on Friday.',
      type: 'broadcast',
      is_broadcast: true,
    });
    expect(res.statusCode).toBe(200);
    const n = audience.length;
    expect(res.json()).toEqual({
      message: 'Broadcast sent successfully',
      data: { sent_count: n, total_users: n, failed_count: 0 },
    });

    const rows = await queryRows<{
      id: number;
      user_id: number;
      type: string;
      metadata: Record<string, unknown>;
    }>(
      t.database.db,
      sql`select id, user_id, type, metadata from notifications
          where title = 'Holiday hours' order by id`,
    );
    expect(rows.map((r) => r.user_id)).toEqual(audience.map((u) => u.id));
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['broadcast']));
    expect(new Set(rows.map((r) => r.metadata.batch_id)).size).toBe(1);
    expect(rows[0]!.metadata).toMatchObject({ isBroadcast: true, type: 'broadcast' });
    expect(rows.map((r) => r.user_id)).not.toContain(inactive.id);
    expect(rows.map((r) => r.user_id)).not.toContain(admin.id);
    expect(rows.map((r) => r.user_id)).not.toContain(instructor.id);

    const mails = await t.deliverMail();
    const wanted = audience.filter((u) => u.email_notifications).map((u) => u.email);
    expect(mailTo(mails, 'Holiday hours')).toEqual(wanted.sort());
    expect(mailTo(mails, 'Holiday hours')).not.toContain(off.email);

    const entries = (await sent()).filter((e) => e.title === 'Holiday hours');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      is_broadcast: true,
      sent_count: n,
      type: 'broadcast',
      recipient: null,
      recipient_name: `${n} recipients`,
      sender_id: admin.id,
    });
    expect(entries[0]!.all_recipients).toHaveLength(n);
    expect(entries[0]!.original_notification_ids).toEqual(rows.map((r) => r.id));
    expect((await auditRows('notification.broadcast')).at(-1)).toMatchObject({
      actor_id: admin.id,
      target_type: 'notification_batch',
      target_id: rows[0]!.metadata.batch_id,
      after: { sent_count: n },
    });
  });

  it('keeps two broadcasts with the same text apart, and refuses a blank one', async () => {
    const payload = { title: 'Same again', message: 'Twice.' };
    await call('POST', '/api/notifications/admin/broadcast', payload);
    await call('POST', '/api/notifications/admin/broadcast', payload);
    expect((await sent()).filter((e) => e.title === 'Same again')).toHaveLength(2);
    for (const blank of [{ title: 'T' }, { message: 'M' }, { title: ' ', message: 'M' }, {}]) {
      const res = await call('POST', '/api/notifications/admin/broadcast', blank);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Please provide both a title and message for the broadcast');
    }
  });

  it('groups identical sends to more than 3 recipients; 3 stay separate entries', async () => {
    const sender = await t.createUser({ role: 'instructor', firstName: 'Sam', lastName: 'Send' });
    const token = await t.tokenFor(sender.id);
    const four = await Promise.all(['Fa', 'Fb', 'Fc', 'Fd'].map((n) => student(n)));
    const three = await Promise.all(['Ta', 'Tb', 'Tc'].map((n) => student(n)));
    for (const s of four) {
      await send(
        { title: 'Four', message: 'Same text', recipient: s.id, recipientType: 'user' },
        token,
      );
    }
    for (const s of three) {
      await send(
        { title: 'Three', message: 'Same text', recipient: s.id, recipientType: 'user' },
        token,
      );
    }
    // One user told the same thing four times is still one recipient: no group.
    for (let i = 0; i < 4; i++) {
      await send(
        { title: 'Again', message: 'Same text', recipient: three[0]!.id, recipientType: 'user' },
        token,
      );
    }

    const mine = await sent(token);
    const grouped = mine.filter((e) => e.title === 'Four');
    expect(grouped).toHaveLength(1);
    expect(grouped[0]).toMatchObject({
      is_broadcast: true,
      sent_count: 4,
      type: 'user_notification',
    });
    expect([...grouped[0]!.all_recipients].sort()).toEqual([
      'Fa Dent',
      'Fb Dent',
      'Fc Dent',
      'Fd Dent',
    ]);
    expect(grouped[0]!.original_notification_ids).toHaveLength(4);
    const separate = mine.filter((e) => e.title === 'Three');
    expect(separate).toHaveLength(3);
    for (const e of separate) {
      expect(e).toMatchObject({ is_broadcast: false, sent_count: 1 });
      expect(e.all_recipients).toEqual([e.recipient_name]);
    }
    expect(separate.map((e) => e.recipient_name).sort()).toEqual(['Ta Dent', 'Tb Dent', 'Tc Dent']);
    expect(mine.filter((e) => e.title === 'Again')).toHaveLength(4);
    // Newest first; the instructor sees only what they sent, the admin sees it too.
    const times = mine.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(mine.map((e) => e.sender_id))).toEqual(new Set([sender.id]));
    const all = await sent(admin.token);
    expect(all.filter((e) => e.title === 'Four')).toHaveLength(1);
    expect(all.some((e) => e.title === 'Holiday hours')).toBe(true);
    expect(new Set(all.map((e) => e.sender_id)).size).toBeGreaterThan(1);
  });
});

describe('DELETE /api/notifications/admin/sent/:id (decision 0028)', () => {
  const withdraw = (id: number, token = admin.token) =>
    t.request({ method: 'DELETE', url: `/api/notifications/admin/sent/${id}`, token });

  it('the sender deletes a single sent entry; the notice of the recipient goes', async () => {
    const s = await student('Solo');
    expect(
      (
        await send({
          title: 'Solo note',
          message: 'Just you',
          recipient: s.id,
          recipientType: 'user',
        })
      ).statusCode,
    ).toBe(200);
    const entry = (await sent()).find((e) => e.title === 'Solo note')!;
    expect(entry.is_broadcast).toBe(false);
    const otherAdmin = await t.createUser({ role: 'admin' });
    expect((await withdraw(entry.id, await t.tokenFor(otherAdmin.id))).statusCode).toBe(404);
    expect((await withdraw(entry.id, instructor.token)).statusCode).toBe(404);
    expect(await inbox(s.token)).toHaveLength(1);

    const res = await withdraw(entry.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Notification deleted', deleted_count: 1 });
    expect(await inbox(s.token)).toEqual([]);
    expect((await sent()).some((e) => e.title === 'Solo note')).toBe(false);
    expect((await auditRows('notification.withdraw')).at(-1)).toMatchObject({
      actor_id: admin.id,
      after: { deleted_ids: [entry.id] },
    });
    expect((await withdraw(entry.id)).statusCode).toBe(404);
  });

  it('the sender deletes a whole broadcast group, every notice of its recipients with it', async () => {
    const users = [
      await student('G1'),
      await student('G2'),
      await student('G3'),
      await student('G4'),
    ];
    const res = await call(
      'POST',
      '/api/notifications/admin/bulk',
      {
        user_ids: users.map((u) => u.id),
        variables: { title: 'Group note', message: 'For all four' },
      },
      instructor.token,
    );
    expect(res.json().sent_count).toBe(4);
    const entry = (await sent(instructor.token)).find((e) => e.title === 'Group note')!;
    expect(entry).toMatchObject({ is_broadcast: true, sent_count: 4 });
    expect((await withdraw(entry.id)).statusCode).toBe(404);
    const done = await withdraw(entry.original_notification_ids[0]!, instructor.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: '4 notifications deleted', deleted_count: 4 });
    for (const u of users) expect(await inbox(u.token)).toEqual([]);
    expect((await sent(instructor.token)).some((e) => e.title === 'Group note')).toBe(false);
  });
});
