import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { todayIn } from '../../lib/time.ts';

/**
 * Outstanding payments come a page at a time with the stats of every page, and the summary's
 * money, now summed in SQL from the analytics rollups, is what the ledger's rows add up to
 * (docs/decisions/0044).
 */
let t: TestApp;
let token: string;
const get = (url: string) => t.request({ method: 'GET', url, token });
const cents = (dollars: number) => Math.round(dollars * 100);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  token = await t.tokenFor(admin.id);
});
afterAll(async () => {
  await t?.close();
});

interface Listed {
  id: number;
  amount: number;
  last_four: string | null;
}

describe('outstanding payments, a page at a time', () => {
  it('pages through every owed payment, soonest due first, with the same stats on each page', async () => {
    const { classId } = await createClass(t);
    const owers = [await t.createUser(), await t.createUser()];
    for (let i = 0; i < 7; i++) {
      const who = owers[i % 2]!;
      await t.database.db
        .execute(sql`insert into payments (user_id, class_id, amount_cents, due_date, status)
        values (${who.id}, ${classId}, ${1000 * (i + 1)}, current_date + ${i * 3 - 6}::int, 'pending')`);
    }
    // The card a student last paid with is shown beside each of their payments.
    await t.database.db
      .execute(sql`insert into transactions (user_id, type, status, amount_cents, last_four, created_at)
      values (${owers[0]!.id}, 'payment', 'completed', 100, '1111', now() - interval '2 days'),
             (${owers[0]!.id}, 'payment', 'completed', 100, '4242', now() - interval '1 day')`);

    const whole = (await get('/api/admin/financial/payments/outstanding?limit=100')).json();
    expect(whole.payments).toHaveLength(7);
    expect(whole.pagination).toEqual({ page: 1, limit: 100, total: 7 });
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const res = await get(`/api/admin/financial/payments/outstanding?page=${page}&limit=3`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.pagination).toEqual({ page, limit: 3, total: 7 });
      expect(body.stats).toEqual(whole.stats);
      pages.push(...body.payments);
    }
    expect(pages).toEqual(whole.payments);
    expect(pages.map((p: Listed) => p.amount)).toEqual([10, 20, 30, 40, 50, 60, 70]);
    const cards = new Set(
      (whole.payments as (Listed & { user_id: number })[]).map(
        (p) => `${p.user_id}:${p.last_four}`,
      ),
    );
    expect(cards).toEqual(new Set([`${owers[0]!.id}:4242`, `${owers[1]!.id}:null`]));
    expect(cents(whole.stats.total_outstanding)).toBe(28000);

    // Past the last page: no rows, the same total. Without page and limit: the first 25.
    const past = (await get('/api/admin/financial/payments/outstanding?page=9&limit=3')).json();
    expect(past.payments).toEqual([]);
    expect(past.pagination).toEqual({ page: 9, limit: 3, total: 7 });
    const first = (await get('/api/admin/financial/payments/outstanding')).json();
    expect(first.pagination).toEqual({ page: 1, limit: 25, total: 7 });
  });

  it('refuses a page below 1 and a limit outside 1 to 100', async () => {
    for (const query of ['page=0', 'page=-1', 'page=x', 'limit=0', 'limit=101', 'limit=2.5']) {
      const res = await get(`/api/admin/financial/payments/outstanding?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('the finance summary from SQL aggregates', () => {
  it('equals the sums of the ledger rows of the range and of the month, as computed before', async () => {
    const { classId } = await createClass(t);
    const student = await t.createUser();
    const today = todayIn('America/New_York');
    const [payment] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into payments (user_id, class_id, amount_cents, due_date, status)
          values (${student.id}, ${classId}, 5000, current_date, 'paid') returning id`,
    );
    // Payments and refunds over 400 days, some failed or cancelled (not revenue), some without
    // a payment or a class.
    for (let i = 0; i < 40; i++) {
      const type = i % 5 === 0 ? 'refund' : i % 11 === 0 ? 'adjustment' : 'payment';
      const status = i % 7 === 0 ? 'failed' : i % 9 === 0 ? 'refunded' : 'completed';
      await t.database.db
        .execute(sql`insert into transactions (user_id, payment_id, type, status, amount_cents, created_at)
        values (${student.id}, ${i % 3 === 0 ? null : payment!.id}, ${type}, ${status},
                ${type === 'refund' ? -(700 + i) : 1000 + i * 37},
                now() - ${`${i * 10} days ${i * 7} hours`}::interval)`);
    }
    const start = new Date(`${today}T12:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 200);
    const from = start.toISOString().slice(0, 10);
    const summary = (
      await get(`/api/admin/financial/summary?startDate=${from}&endDate=${today}`)
    ).json();

    // The computation before rollups: the ledger's money rows summed by their own instants.
    const old = async (first: string) =>
      (
        await queryRows<{ paid: string; refunds: string }>(
          t.database.db,
          sql`select coalesce(sum(t.amount_cents) filter (where t.type = 'payment'), 0)::int8 as paid,
                     coalesce(sum(abs(t.amount_cents)) filter (where t.type = 'refund'), 0)::int8 as refunds
              from transactions t
              where t.created_at >= (${first}::date::timestamp at time zone 'America/New_York')
                and t.created_at < ((${today}::date + 1)::timestamp at time zone 'America/New_York')
                and ((t.type = 'payment' and t.status in ('completed', 'refunded'))
                     or (t.type = 'refund' and t.status = 'completed'))`,
        )
      )[0]!;
    const inRange = await old(from);
    const month = await old(`${today.slice(0, 7)}-01`);
    expect(Number(inRange.paid)).toBeGreaterThan(0);
    expect(Number(inRange.refunds)).toBeGreaterThan(0);
    expect(cents(summary.collected)).toBe(Number(inRange.paid));
    expect(cents(summary.refunded)).toBe(Number(inRange.refunds));
    expect(cents(summary.totalRevenue)).toBe(Number(inRange.paid) - Number(inRange.refunds));
    expect(cents(summary.monthlyRevenue)).toBe(Number(month.paid) - Number(month.refunds));
  });
});
