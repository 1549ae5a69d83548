import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { todayIn } from '../../lib/time.ts';
import { seedDemoData } from '../../db/seed/demo-data.ts';

/**
 * The finance screen's figures on the demo data (docs/decisions/0016): every card, the list and
 * its stats come from one definition, so they must agree with each other.
 */
let t: TestApp;
let adminToken: string;
let adminId: number;
/** The last 30 days of the provider's calendar (the demo's time zone), today included. */
const range = () => {
  const end = todayIn('America/New_York');
  const start = new Date(`${end}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 29);
  return `startDate=${start.toISOString().slice(0, 10)}&endDate=${end}`;
};
const get = (url: string) => t.request({ method: 'GET', url, token: adminToken });
const cents = (dollars: number) => Math.round(dollars * 100);

interface Listed {
  id: number;
  user_id: number;
  amount: number;
  status: 'overdue' | 'due_soon' | 'pending';
}

async function figures() {
  const summary = (await get(`/api/admin/financial/summary?${range()}`)).json();
  const outstanding = (await get('/api/admin/financial/payments/outstanding?limit=100')).json();
  return { summary, list: outstanding.payments as Listed[], stats: outstanding.stats };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  const [admin] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from users where email = 'admin@careclass.test'`,
  );
  adminId = admin!.id;
  adminToken = await t.tokenFor(adminId);
});
afterAll(async () => {
  await t?.close();
});

describe('finance figures on the demo data', () => {
  it('the cards, the outstanding list and its stats agree', async () => {
    // An administrator's own payment is never money owed to the office.
    await t.database.db.execute(
      sql`insert into payments (user_id, amount_cents, due_date) values (${adminId}, 5000, current_date - 1)`,
    );
    const { summary, list, stats } = await figures();
    const owedRows = await queryRows<{ cents: string }>(
      t.database.db,
      sql`select coalesce(sum(p.amount_cents), 0)::int8 as cents from payments p join users u on u.id = p.user_id
          where p.status not in ('paid', 'cancelled') and u.role <> 'admin'`,
    );
    const owed = Number(owedRows[0]!.cents);
    // The demo accounts' approved enrolments owe 95 + 95 + 425 dollars; the history's students
    // owe more on top (issue 15: payments due and overdue).
    const demoOwed = await queryRows<{ cents: string }>(
      t.database.db,
      sql`select coalesce(sum(p.amount_cents), 0)::int8 as cents from payments p join users u on u.id = p.user_id
          where p.status not in ('paid', 'cancelled') and u.email like '%@careclass.test' and u.role <> 'admin'`,
    );
    expect(Number(demoOwed[0]!.cents)).toBe(61500);
    expect(owed).toBeGreaterThan(61500);
    expect(list.some((p) => p.user_id === adminId)).toBe(false);

    const sumOf = (rows: Listed[]) => rows.reduce((a, p) => a + cents(p.amount), 0);
    const byStatus = (s: Listed['status']) => list.filter((p) => p.status === s);
    expect(cents(summary.outstandingBalance)).toBe(owed);
    expect(cents(stats.total_outstanding)).toBe(owed);
    expect(sumOf(list)).toBe(owed);
    expect(cents(stats.overdue_amount)).toBe(sumOf(byStatus('overdue')));
    expect(stats.overdue_count).toBe(byStatus('overdue').length);
    expect(cents(stats.due_soon_amount)).toBe(sumOf(byStatus('due_soon')));
    expect(stats.due_soon_count).toBe(byStatus('due_soon').length);
    expect(cents(stats.not_yet_due_amount)).toBe(sumOf(byStatus('pending')));
    expect(stats.not_yet_due_count).toBe(byStatus('pending').length);
    // Pending Payments is the part of the same balance that is not overdue.
    expect(cents(summary.pendingPayments)).toBe(owed - cents(stats.overdue_amount));
    expect(cents(summary.overdueAmount)).toBe(cents(stats.overdue_amount));
    // The history's payments and refunds of the range make the revenue: net is collected less
    // refunded, as the ledger's rows of the range say.
    const [ledger] = await queryRows<{ paid: string; refunds: string }>(
      t.database.db,
      sql`select coalesce(sum(amount_cents) filter (where type = 'payment' and status in ('completed', 'refunded')), 0)::int8 as paid,
                 coalesce(sum(amount_cents) filter (where type = 'refund' and status = 'completed'), 0)::int8 as refunds
          from transactions
          where created_at >= (${range().slice(10, 20)}::date::timestamp at time zone 'America/New_York')`,
    );
    expect(cents(summary.collected)).toBe(Number(ledger!.paid));
    expect(cents(summary.refunded)).toBe(Number(ledger!.refunds));
    expect(cents(summary.totalRevenue)).toBe(cents(summary.collected) - cents(summary.refunded));
    expect(summary.collected).toBeGreaterThan(0);
  });

  it('a payment due in 30 days can be reminded; reminders add nothing and stay out of the ledger', async () => {
    const before = await figures();
    const txBefore = (await get(`/api/admin/financial/transactions?${range()}`)).json()
      .transactions;
    const [student] = await queryRows<{ id: number; email: string }>(
      t.database.db,
      sql`select id, email from users where email = 'student@careclass.test'`,
    );
    const [later] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into payments (user_id, amount_cents, due_date)
          values (${student!.id}, 12000, current_date + 30) returning id`,
    );
    const withLater = await figures();
    expect(withLater.list.find((p) => p.id === later!.id)).toMatchObject({
      status: 'pending',
      amount: 120,
    });
    expect(cents(withLater.summary.outstandingBalance)).toBe(
      cents(before.summary.outstandingBalance) + 12000,
    );

    await t.deliverMail();
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/financial/payments/reminder',
      token: adminToken,
      payload: { payment_id: later!.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Reminder sent successfully' });
    const mail = (await t.deliverMail()).find((m) => m.to.includes(student!.email));
    expect(mail?.subject).toBe('Payment reminder: $120.00 for your class');

    // The figures are what they were with the payment owed; the ledger did not change.
    const after = await figures();
    expect(after.summary).toEqual(withLater.summary);
    expect(after.stats).toEqual(withLater.stats);
    const txAfter = (await get(`/api/admin/financial/transactions?${range()}`)).json().transactions;
    expect(txAfter).toEqual(txBefore);
    expect(txAfter.some((x: { type: string }) => x.type === 'reminder')).toBe(false);
    const csv = (await get(`/api/admin/financial/transactions/export?${range()}`)).body;
    expect(csv).not.toContain('reminder');

    // The reminder is in its own list.
    const reminders = (await get(`/api/admin/financial/reminders?${range()}`)).json().reminders;
    expect(reminders).toEqual([
      expect.objectContaining({
        payment_id: later!.id,
        user_id: student!.id,
        student_email: 'student@careclass.test',
        amount: 120,
        title: 'Payment reminder: $120.00 for your class',
      }),
    ]);
  });
});
