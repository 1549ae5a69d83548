import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, signedInStudent } from '../../test/factories.ts';
import { queryRows } from '../db/client.ts';
import { pruneHits } from '../modules/auth/rate-limit.ts';
import { sweepPayments } from './payment-sweep.ts';

/**
 * The sweeps work in batches, each its own short transaction (decision 45): what a batch did is
 * committed before the next begins, and between batches the sweep holds no lock the request path
 * could need.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const addDays = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, query))[0]!.n;

describe('the payment sweep in batches', () => {
  it('reminds every due payment exactly once, batch by batch, without holding the rest', async () => {
    const { classId, sessionIds } = await createClass(t, {
      title: 'Batch class',
      sessions: [{ capacity: 5 }],
    });
    const N = 60;
    const BATCH = 25;
    const owing = [];
    for (let i = 0; i < 6; i++) owing.push(await t.createUser({ firstName: `Owes${i}` }));
    const ids = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into payments (user_id, class_id, amount_cents, due_date, status)
          select (array[${sql.join(
            owing.map((u) => sql`${u.id}::int`),
            sql`, `,
          )}])[1 + g % ${owing.length}], ${classId}, 1000 + g, ${addDays(-3)}::date, 'pending'
          from generate_series(1, ${N}) g returning id`,
    );
    const mine = sql.join(
      ids.map((r) => sql`${r.id}`),
      sql`, `,
    );
    const batches: { overdue: number; reminders: number; enrolled: number; probe: number }[] = [];
    const student = await signedInStudent(t, 'During');

    const result = await sweepPayments(t.ctx, undefined, {
      batchSize: BATCH,
      afterBatch: async () => {
        // What the batches so far did is visible to everyone: committed, not held in one transaction.
        const overdue = await count(
          sql`select count(*)::int as n from payments where id in (${mine}) and status = 'overdue'`,
        );
        const reminders = await count(
          sql`select count(*)::int as n from transactions where type = 'reminder' and payment_id in (${mine})`,
        );
        // The rows still to sweep are not locked: a writer that would wait for a lock fails at once.
        const probe = await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '200ms'`);
          const rows = await queryRows<{ id: number }>(
            tx,
            sql`select id from payments where id in (${mine}) for update nowait`,
          );
          return rows.length;
        });
        // And a request on the same class goes through between batches.
        let enrolled = 0;
        if (batches.length === 0) {
          const res = await t.request({
            method: 'POST',
            url: `/api/enrollments/${classId}`,
            token: student.token,
            payload: { sessionId: sessionIds[0] },
          });
          enrolled = res.statusCode;
        }
        batches.push({ overdue, reminders, enrolled, probe });
      },
    });

    expect(result).toEqual({ moved: N, reminded: N });
    expect(batches).toEqual([
      { overdue: 25, reminders: 25, enrolled: 201, probe: N },
      { overdue: 50, reminders: 50, enrolled: 0, probe: N },
      { overdue: 60, reminders: 60, enrolled: 0, probe: N },
    ]);
    // Once each: one ledger line, one notice and one e-mail per payment.
    const perPayment = await queryRows<{ payment_id: number; n: number }>(
      t.database.db,
      sql`select payment_id, count(*)::int as n from transactions
          where type = 'reminder' and payment_id in (${mine}) group by payment_id`,
    );
    expect(perPayment).toHaveLength(N);
    expect(perPayment.every((r) => r.n === 1)).toBe(true);
    const notices = await count(
      sql`select count(*)::int as n from notifications
          where type = 'payment' and title like 'Payment overdue:%for Batch class'`,
    );
    expect(notices).toBe(N);
    const mails = await count(
      sql`select count(*)::int as n from email_outbox where subject like 'Payment overdue:%for Batch class'`,
    );
    expect(mails).toBe(N);
    expect(await sweepPayments(t.ctx, undefined, { batchSize: BATCH })).toEqual({
      moved: 0,
      reminded: 0,
    });
  });

  it('two sweeps in batches at once still remind each payment once', async () => {
    const { classId } = await createClass(t, { title: 'Twin sweep class' });
    const user = await t.createUser({ firstName: 'Twin' });
    const ids = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into payments (user_id, class_id, amount_cents, due_date, status)
          select ${user.id}, ${classId}, 500 + g, ${addDays(3)}::date, 'pending'
          from generate_series(1, 45) g returning id`,
    );
    const results = await Promise.all([
      sweepPayments(t.ctx, undefined, { batchSize: 10 }),
      sweepPayments(t.ctx, undefined, { batchSize: 10 }),
    ]);
    expect(results[0]!.reminded + results[1]!.reminded).toBe(45);
    const reminded = await count(
      sql`select count(distinct payment_id)::int as n from transactions where type = 'reminder'
          and payment_id in (${sql.join(
            ids.map((r) => sql`${r.id}`),
            sql`, `,
          )})`,
    );
    const lines = await count(
      sql`select count(*)::int as n from transactions where type = 'reminder'
          and payment_id in (${sql.join(
            ids.map((r) => sql`${r.id}`),
            sql`, `,
          )})`,
    );
    expect({ reminded, lines }).toEqual({ reminded: 45, lines: 45 });
  });
});

describe('housekeeping in batches', () => {
  it('removes every day-old rate-limit hit, a batch at a time, and keeps the recent ones', async () => {
    await t.database.db.execute(
      sql`insert into rate_limit_hits (key, created_at)
          select 'old:' || g, now() - interval '25 hours' from generate_series(1, 23) g`,
    );
    await t.database.db.execute(
      sql`insert into rate_limit_hits (key, created_at)
          select 'new:' || g, now() - interval '1 hour' from generate_series(1, 4) g`,
    );
    expect(await pruneHits(t.database.db, 5)).toBe(23);
    expect(
      await count(sql`select count(*)::int as n from rate_limit_hits where key like 'old:%'`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from rate_limit_hits where key like 'new:%'`),
    ).toBe(4);
  });
});
