import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { todayIn } from '../../lib/time.ts';
import { sweepPayments } from '../../jobs/payment-sweep.ts';
import { CSV_HEADER } from './finance.service.ts';
import { parseCsv } from '../../lib/csv.ts';

let t: TestApp;
let admin: { id: number; token: string };
let classId: number;
const today = () => todayIn('America/New_York');
const addDays = (days: number) => {
  const d = new Date(`${today()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.createUser({ role: 'admin' });
  admin = { id: a.id, token: await t.tokenFor(a.id) };
  classId = (await createClass(t, { title: 'Finance, "Quoted" Class' })).classId;
});
afterAll(async () => {
  await t?.close();
});

async function payment(userId: number, cents: number, dueInDays: number, status = 'pending') {
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into payments (user_id, class_id, amount_cents, due_date, status)
        values (${userId}, ${classId}, ${cents}, ${addDays(dueInDays)}::date, ${status}::payment_status) returning id`,
  );
  return rows[0]!.id;
}
async function txRow(
  userId: number,
  paymentId: number | null,
  type: string,
  cents: number,
  status = 'completed',
  description: string | null = null,
) {
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into transactions (user_id, payment_id, type, status, amount_cents, description)
        values (${userId}, ${paymentId}, ${type}::transaction_type, ${status}::transaction_status, ${cents}, ${description}) returning id`,
  );
  return rows[0]!.id;
}
const get = (url: string) => t.request({ method: 'GET', url, token: admin.token });
const range = `startDate=${addDays(-30)}&endDate=${today()}`;

describe('finance figures', () => {
  it('summary: revenue net of refunds, what is pending and what is outstanding', async () => {
    const s = await t.createUser();
    // Paid: 300.00 and 150.00, then 50.00 of refund: net 400.00 today.
    const p1 = await payment(s.id, 30000, 10, 'paid');
    const p2 = await payment(s.id, 15000, 10, 'paid');
    await txRow(s.id, p1, 'payment', 30000);
    await txRow(s.id, p2, 'payment', 15000);
    await txRow(s.id, p2, 'refund', 5000);
    await txRow(s.id, null, 'payment', 9999, 'failed');
    // Owed: 100.00 overdue, 40.00 due in 3 days, 25.50 due in 20 days.
    await payment(s.id, 10000, -2);
    await payment(s.id, 4000, 3);
    await payment(s.id, 2550, 20);
    const res = await get(`/api/admin/financial/summary?${range}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalRevenue: 400,
      monthlyRevenue: 400,
      pendingPayments: 65.5,
      outstandingBalance: 165.5,
      collected: 450,
      refunded: 50,
      overdueAmount: 100,
    });
    const bad = await get('/api/admin/financial/summary?startDate=2026-05-01&endDate=2026-04-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Start date cannot be after end date');
  });

  it('outstanding: everything owed, with stats, never an administrator’s own account', async () => {
    const s = await t.createUser({ firstName: 'Owing', lastName: 'Student' });
    await payment(s.id, 12000, -5);
    await payment(s.id, 3000, 2);
    await payment(s.id, 4500, 30);
    await payment(admin.id, 7000, -1);
    const res = await get('/api/admin/financial/payments/outstanding');
    const mine = res.json().payments.filter((p: { user_id: number }) => p.user_id === s.id);
    expect(mine).toEqual([
      expect.objectContaining({
        amount: 120,
        status: 'overdue',
        days_overdue: 5,
        days_until_due: 0,
        student_name: 'Owing Student',
      }),
      expect.objectContaining({
        amount: 30,
        status: 'due_soon',
        days_overdue: 0,
        days_until_due: 2,
      }),
      expect.objectContaining({
        amount: 45,
        status: 'pending',
        days_overdue: 0,
        days_until_due: 30,
      }),
    ]);
    expect(res.json().payments.some((p: { user_id: number }) => p.user_id === admin.id)).toBe(
      false,
    );
    const stats = res.json().stats;
    expect(stats.overdue_count).toBe(
      res.json().payments.filter((p: { status: string }) => p.status === 'overdue').length,
    );
    expect(stats.total_outstanding).toBeCloseTo(
      stats.overdue_amount + stats.due_soon_amount + stats.not_yet_due_amount,
      2,
    );
    const summary = (await get(`/api/admin/financial/summary?${range}`)).json();
    expect(summary.outstandingBalance).toBe(stats.total_outstanding);
  });
});

describe('transactions', () => {
  it('exports CSV that parses back to the same rows, quoting and defusing formulas', async () => {
    const s = await t.createUser({ firstName: '=HYPERLINK("x")', lastName: 'Comma, Quote"' });
    const p = await payment(s.id, 1234, 5, 'paid');
    await txRow(s.id, p, 'payment', 1234, 'completed', 'Line one\nline two, with "quotes"');
    const list = (await get(`/api/admin/financial/transactions?${range}`)).json().transactions;
    const res = await get(`/api/admin/financial/transactions/export?${range}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment; filename="transactions-');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(CSV_HEADER);
    expect(rows.length - 1).toBe(list.length);
    rows.slice(1).forEach((row, i) => {
      const tx = list[i];
      expect(row[1]).toBe(String(tx.id));
      expect(row[2]).toBe(
        tx.student_name.startsWith('=') ? `'${tx.student_name}` : tx.student_name,
      );
      expect(row[4]).toBe(tx.class_name ?? '');
      expect(row[7]).toBe(tx.amount.toFixed(2));
      expect(row[10]).toBe(tx.description ?? '');
    });
    expect(rows.some((r) => r[10] === 'Line one\nline two, with "quotes"')).toBe(true);
  });

  it('refunding a completed payment writes the refund and cancels the payment', async () => {
    const s = await t.createUser();
    const p = await payment(s.id, 8000, 5, 'paid');
    const id = await txRow(s.id, p, 'payment', 8000);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/admin/financial/transactions/${id}`,
      token: admin.token,
      payload: { status: 'refunded' },
    });
    expect(res.json()).toMatchObject({
      message: 'Transaction updated successfully',
      transaction: { status: 'refunded' },
    });
    const refunds = await queryRows<{ amount_cents: number; status: string }>(
      t.database.db,
      sql`select amount_cents, status from transactions where payment_id = ${p} and type = 'refund'`,
    );
    expect(refunds).toEqual([{ amount_cents: 8000, status: 'completed' }]);
    const pay = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from payments where id = ${p}`,
    );
    expect(pay[0]!.status).toBe('cancelled');
    const again = await t.request({
      method: 'PATCH',
      url: `/api/admin/financial/transactions/${id}`,
      token: admin.token,
      payload: { status: 'completed' },
    });
    expect(again.statusCode).toBe(409);
    const bad = await t.request({
      method: 'PATCH',
      url: `/api/admin/financial/transactions/${id}`,
      token: admin.token,
      payload: { status: 'gone' },
    });
    expect(bad.statusCode).toBe(400);
    const audit = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'transaction.status' and target_id = ${String(id)}`,
    );
    expect(audit[0]!.n).toBe(1);
  });
});

describe('reminders', () => {
  it('the reminder button notifies the student and records a reminder transaction', async () => {
    const s = await t.createUser();
    const p = await payment(s.id, 5000, -3);
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/financial/payments/reminder',
      token: admin.token,
      payload: { payment_id: p },
    });
    expect(res.json()).toEqual({ message: 'Reminder sent successfully' });
    const mail = (await t.deliverMail()).find((m) => m.to.includes(s.email));
    expect(mail?.subject).toContain('Payment overdue: $50.00');
    const paid = await payment(s.id, 100, 3, 'paid');
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/admin/financial/payments/reminder',
          token: admin.token,
          payload: { payment_id: paid },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('a custom payment message goes only to the student who owes it', async () => {
    const s = await t.createUser();
    const other = await t.createUser();
    const p = await payment(s.id, 5000, 4);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/admin/financial/payments/notify',
      token: admin.token,
      payload: { payment_id: p, user_id: other.id, title: 'Hi', message: 'Pay' },
    });
    expect(wrong.statusCode).toBe(400);
    const empty = await t.request({
      method: 'POST',
      url: '/api/admin/financial/payments/notify',
      token: admin.token,
      payload: { payment_id: p, title: '', message: 'Pay' },
    });
    expect(empty.statusCode).toBe(400);
    const ok = await t.request({
      method: 'POST',
      url: '/api/admin/financial/payments/notify',
      token: admin.token,
      payload: {
        payment_id: p,
        userId: s.id,
        title: 'About your payment',
        message: 'We can split it.',
        type: 'payment_reminder',
      },
    });
    expect(ok.json()).toEqual({ message: 'Notification sent successfully', payment_id: p });
    const notes = await queryRows<{ user_id: number }>(
      t.database.db,
      sql`select user_id from notifications where title = 'About your payment'`,
    );
    expect(notes).toEqual([{ user_id: s.id }]);
  });

  it('the sweep moves payments to due_soon and overdue and reminds once per change, even run twice', async () => {
    const s = await t.createUser();
    const soon = await payment(s.id, 1000, 5);
    const late = await payment(s.id, 2000, -1);
    const later = await payment(s.id, 3000, 30);
    await t.deliverMail();
    const first = await sweepPayments(t.ctx);
    const second = await sweepPayments(t.ctx);
    expect(second).toEqual({ moved: 0, reminded: 0 });
    expect(first.reminded).toBeGreaterThanOrEqual(2);
    const rows = await queryRows<{ id: number; status: string; reminded_status: string | null }>(
      t.database.db,
      sql`select id, status, reminded_status from payments where id in (${soon}, ${late}, ${later}) order by id`,
    );
    expect(rows).toEqual([
      { id: soon, status: 'due_soon', reminded_status: 'due_soon' },
      { id: late, status: 'overdue', reminded_status: 'overdue' },
      { id: later, status: 'pending', reminded_status: null },
    ]);
    const reminders = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from transactions where type = 'reminder' and payment_id in (${soon}, ${late}, ${later})`,
    );
    expect(reminders[0]!.n).toBe(2);
    const mails = (await t.deliverMail()).filter((m) => m.to.includes(s.email));
    expect(mails).toHaveLength(2);
    // Days later the due-soon payment becomes overdue: one more reminder, once.
    const future = (() => {
      const d = new Date(`${today()}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + 6);
      return d.toISOString().slice(0, 10);
    })();
    await sweepPayments(t.ctx, future);
    await sweepPayments(t.ctx, future);
    const after = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from transactions where type = 'reminder' and payment_id = ${soon}`,
    );
    expect(after[0]!.n).toBe(2);
  });

  it('sweeps run at once by several instances still send one reminder each', async () => {
    const s = await t.createUser();
    const ids = await Promise.all([
      payment(s.id, 100, -1),
      payment(s.id, 200, -2),
      payment(s.id, 300, 2),
    ]);
    await Promise.all([sweepPayments(t.ctx), sweepPayments(t.ctx), sweepPayments(t.ctx)]);
    const reminders = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from transactions where type = 'reminder' and payment_id in (${sql.join(ids, sql`, `)})`,
    );
    expect(reminders[0]!.n).toBe(3);
  });
});
