import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';

/*
 * POST /api/admin/financial/payments/notify in both shapes: with a payment_id, and the client's
 * form (type payment_reminder, title, message, userId) that names only the student.
 */

let t: TestApp;
let adminToken: string;
let classId: number;
const URL = '/api/admin/financial/payments/notify';

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(a.id);
  classId = (await createClass(t, { title: 'Notify First Aid' })).classId;
});
afterAll(async () => {
  await t?.close();
});

async function payment(userId: number, dueDate: string, status = 'pending') {
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into payments (user_id, class_id, amount_cents, due_date, status)
        values (${userId}, ${classId}, 5000, ${dueDate}::date, ${status}::payment_status) returning id`,
  );
  return rows[0]!.id;
}

const notify = (payload: unknown, token: string | undefined = adminToken) =>
  t.request({ method: 'POST', url: URL, token, payload: payload as Record<string, unknown> });

const noticesOf = (userId: number, title: string) =>
  queryRows<{ metadata: Record<string, unknown> | null; type: string }>(
    t.database.db,
    sql`select metadata, type from notifications where user_id = ${userId} and title = ${title}`,
  );

const remindersOf = (paymentId: number) =>
  queryRows<{ description: string }>(
    t.database.db,
    sql`select description from transactions where payment_id = ${paymentId} and type = 'reminder'`,
  );

describe('POST /api/admin/financial/payments/notify', () => {
  it('client form: picks the outstanding payment due first', async () => {
    const s = await t.createUser();
    await payment(s.id, '2031-03-01');
    const first = await payment(s.id, '2031-01-15');
    await payment(s.id, '2030-12-01', 'paid'); // paid: not owed
    await payment(s.id, '2030-11-01', 'cancelled'); // cancelled: not owed
    const res = await notify({
      type: 'payment_reminder',
      title: 'Your first instalment',
      message: 'It is due in January.',
      userId: s.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Notification sent successfully', payment_id: first });
    const notes = await noticesOf(s.id, 'Your first instalment');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.metadata).toMatchObject({ payment_id: first });
    expect(await remindersOf(first)).toEqual([{ description: 'Your first instalment' }]);
  });

  it('client form: a plain payment notice when the student owes nothing', async () => {
    const s = await t.createUser();
    await payment(s.id, '2030-01-01', 'paid');
    const res = await notify({
      type: 'payment_reminder',
      title: 'Payment options',
      message: 'You can now pay in instalments.',
      userId: s.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Notification sent successfully', payment_id: null });
    const notes = await noticesOf(s.id, 'Payment options');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.metadata?.payment_id).toBeUndefined();
    const audit = await queryRows<{ target_type: string; target_id: string }>(
      t.database.db,
      sql`select target_type, target_id from audit_log where action = 'payment.notify'
          and target_type = 'user' and target_id = ${String(s.id)}`,
    );
    expect(audit).toHaveLength(1);
  });

  it('payment form: still about the payment named, to its student only', async () => {
    const s = await t.createUser();
    const other = await t.createUser();
    const later = await payment(s.id, '2031-06-01');
    await payment(s.id, '2031-01-01');
    const ok = await notify({ payment_id: later, title: 'About June', message: 'Pay later.' });
    expect(ok.json()).toEqual({ message: 'Notification sent successfully', payment_id: later });
    expect(await remindersOf(later)).toEqual([{ description: 'About June' }]);
    const wrong = await notify({ payment_id: later, userId: other.id, title: 'x', message: 'y' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('The payment does not belong to this user');
  });

  it('refuses bad input with clear messages', async () => {
    const s = await t.createUser();
    const cases: [unknown, number, string][] = [
      [{ title: 'Hi', message: 'There' }, 400, 'Please select a recipient'],
      [
        { userId: s.id, title: '', message: 'There' },
        400,
        'Please provide both a title and message',
      ],
      [{ userId: s.id, title: 'Hi' }, 400, 'Please provide both a title and message'],
      [{ userId: 'abc', title: 'Hi', message: 'There' }, 400, 'User not found'],
      [{ userId: 99999999, title: 'Hi', message: 'There' }, 404, 'User not found'],
      [
        { type: 'broadcast', userId: s.id, title: 'Hi', message: 'There' },
        400,
        'Only a payment notification can be sent here',
      ],
      [
        { userId: s.id, title: 'x'.repeat(201), message: 'There' },
        400,
        'Title must be at most 200 characters',
      ],
      [{ payment_id: 99999999, title: 'Hi', message: 'There' }, 404, 'Payment not found'],
    ];
    for (const [payload, status, error] of cases) {
      const res = await notify(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error, JSON.stringify(payload)).toBe(error);
    }
    expect(await noticesOf(s.id, 'Hi')).toEqual([]);
  });

  it('is for admins only', async () => {
    const s = await t.createUser();
    const instructor = await t.createUser({ role: 'instructor' });
    const body = { type: 'payment_reminder', title: 'Hi', message: 'There', userId: s.id };
    expect((await t.request({ method: 'POST', url: URL, payload: body })).statusCode).toBe(401);
    expect((await notify(body, await t.tokenFor(s.id))).statusCode).toBe(403);
    expect((await notify(body, await t.tokenFor(instructor.id))).statusCode).toBe(403);
    expect(await noticesOf(s.id, 'Hi')).toEqual([]);
  });
});
