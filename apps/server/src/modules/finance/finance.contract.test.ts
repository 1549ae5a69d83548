import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';
import { queryRows } from '../../db/client.ts';

/** The contract test of Financial Management and of Pay Now through the office ledger. */
let t: TestApp;
let contract: Contract;
let adminToken: string;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let classId: number;

async function owedPayment(userId: number, cents: number, dueInDays: number) {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into payments (user_id, class_id, amount_cents, due_date)
        values (${userId}, ${classId}, ${cents}, current_date + ${dueInDays}::int) returning id`,
  );
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
  const admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin.id);
  student = await signedInStudent(t, 'Fiona');
  classId = (await createClass(t, { title: 'Infant CPR' })).classId;
});
afterAll(async () => {
  await t?.close();
});

const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    token: adminToken,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('contract: finance', () => {
  it('answers Pay Now, the ledger, its export and a refund as documented', async () => {
    const id = await owedPayment(student.id, 12550, 5);
    const paid = await t.request({
      method: 'POST',
      url: `/api/payments/${id}/pay`,
      token: student.token,
      payload: { last_four: '4242' },
    });
    expect(paid.statusCode).toBe(200);
    expect(contract.check('POST /api/payments/:id/pay', paid)).toMatchObject({
      payment: { id, amount: 125.5, status: 'paid' },
    });
    const twice = await t.request({
      method: 'POST',
      url: `/api/payments/${id}/pay`,
      token: student.token,
      payload: {},
    });
    expect(twice.statusCode).toBe(409);
    contract.check('POST /api/payments/:id/pay', twice);

    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const range = `startDate=${day(-30)}&endDate=${day(1)}`;
    const summary = await asAdmin('GET', `/api/admin/financial/summary?${range}`);
    expect(summary.statusCode).toBe(200);
    contract.check('GET /api/admin/financial/summary', summary);
    const noRange = await asAdmin('GET', '/api/admin/financial/summary');
    expect(noRange.statusCode).toBe(400);
    contract.check('GET /api/admin/financial/summary', noRange);

    const list = await asAdmin('GET', '/api/admin/financial/transactions');
    expect(list.statusCode).toBe(200);
    const { transactions } = contract.check('GET /api/admin/financial/transactions', list) as {
      transactions: { id: number; payment_id: number | null; type: string }[];
    };
    const payment = transactions.find((x) => x.payment_id === id && x.type === 'payment')!;
    expect(payment).toBeDefined();

    const csv = await asAdmin('GET', `/api/admin/financial/transactions/export?${range}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('**** 4242');
    contract.check('GET /api/admin/financial/transactions/export', csv);

    const refunded = await asAdmin('PATCH', `/api/admin/financial/transactions/${payment.id}`, {
      status: 'refunded',
    });
    expect(refunded.statusCode).toBe(200);
    contract.check('PATCH /api/admin/financial/transactions/:id', refunded);
    const badStatus = await asAdmin('PATCH', `/api/admin/financial/transactions/${payment.id}`, {
      status: 'gone',
    });
    expect(badStatus.statusCode).toBe(400);
    contract.check('PATCH /api/admin/financial/transactions/:id', badStatus);
  });

  it('answers what is owed, reminders and notices as documented', async () => {
    const overdue = await owedPayment(student.id, 4000, -3);
    await owedPayment(student.id, 2500, 30);

    const owed = await asAdmin('GET', '/api/admin/financial/payments/outstanding');
    expect(owed.statusCode).toBe(200);
    contract.check('GET /api/admin/financial/payments/outstanding', owed);

    const reminded = await asAdmin('POST', '/api/admin/financial/payments/reminder', {
      payment_id: overdue,
    });
    expect(reminded.statusCode).toBe(200);
    contract.check('POST /api/admin/financial/payments/reminder', reminded);
    const noPayment = await asAdmin('POST', '/api/admin/financial/payments/reminder', {});
    expect(noPayment.statusCode).toBe(400);
    contract.check('POST /api/admin/financial/payments/reminder', noPayment);

    const notice = await asAdmin('POST', '/api/admin/financial/payments/notify', {
      type: 'payment_reminder',
      userId: student.id,
      title: 'About your payment',
      message: 'Please pay the overdue amount.',
    });
    expect(notice.statusCode).toBe(200);
    contract.check('POST /api/admin/financial/payments/notify', notice);
    const untitled = await asAdmin('POST', '/api/admin/financial/payments/notify', {
      payment_id: overdue,
    });
    expect(untitled.statusCode).toBe(400);
    contract.check('POST /api/admin/financial/payments/notify', untitled);

    const reminders = await asAdmin('GET', '/api/admin/financial/reminders');
    expect(reminders.statusCode).toBe(200);
    const body = contract.check('GET /api/admin/financial/reminders', reminders) as {
      reminders: unknown[];
    };
    expect(body.reminders.length).toBeGreaterThanOrEqual(2);
  });
});
