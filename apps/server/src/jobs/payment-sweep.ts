import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { queryRows } from '../db/client.ts';
import { todayIn } from '../lib/time.ts';
import { sendReminders } from '../modules/finance/finance.service.ts';
import { getSettings } from '../modules/settings/settings.service.ts';
import { recordJobRun } from './job-runs.ts';

interface Moved {
  id: number;
  user_id: number;
  amount_cents: number;
  due_date: string;
  class_name: string | null;
  status: 'pending' | 'due_soon' | 'overdue';
  old_reminded: string | null;
}

/** Payments moved (and reminded) per transaction. */
export const PAYMENT_SWEEP_BATCH = 200;

export interface SweepOptions {
  batchSize?: number;
  /** Called after each batch has committed (tests look at the database between batches). */
  afterBatch?: (batch: { moved: number; reminded: number }) => Promise<void> | void;
}

/**
 * Moves unpaid payments to due_soon and overdue as their due date nears and passes, and sends one
 * reminder per state change: `reminded_status` remembers the state last reminded about, so a second
 * run (or a second instance running at the same moment: rows are claimed with SKIP LOCKED) sends
 * nothing more. Runs hourly; it only acts when a date boundary has passed.
 *
 * It works in batches (decision 45): each transaction claims at most `batchSize` payments that need
 * a change, moves them and writes their reminders (notice, e-mail in the outbox, ledger line), and
 * commits; then the next. Only the rows of the batch are locked, for the batch's short time, so
 * Pay Now and the office's changes never wait for the whole sweep, and a crash loses no more than
 * the batch in flight, which the next run does again.
 */
export async function sweepPayments(
  ctx: AppContext,
  today?: string,
  opts: SweepOptions = {},
): Promise<{ moved: number; reminded: number }> {
  const day = today ?? todayIn((await getSettings(ctx.db, ['time_zone'])).time_zone);
  const batchSize = opts.batchSize ?? PAYMENT_SWEEP_BATCH;
  const total = { moved: 0, reminded: 0 };
  for (;;) {
    const batch = await sweepBatch(ctx, day, batchSize);
    total.moved += batch.moved;
    total.reminded += batch.reminded;
    if (batch.moved === 0) break;
    await opts.afterBatch?.(batch);
    if (batch.moved < batchSize) break;
  }
  await recordJobRun(ctx.db, 'payments', 'ok');
  return total;
}

/** One batch in one transaction: claims, moves and reminds up to `limit` payments. */
async function sweepBatch(ctx: AppContext, day: string, limit: number) {
  const next = sql`(case when p.due_date < ${day}::date then 'overdue'
                         when p.due_date <= ${day}::date + 7 then 'due_soon'
                         else 'pending' end)::payment_status`;
  return ctx.db.transaction(async (tx) => {
    const moved = await queryRows<Moved>(
      tx,
      sql`with due as (
            select p.id, p.status as old_status, p.reminded_status as old_reminded, ${next} as next
            from payments p
            where p.status in ('pending', 'due_soon', 'overdue')
              and (p.status <> ${next}
                   or (${next} in ('due_soon', 'overdue') and p.reminded_status is distinct from ${next}))
            order by p.id
            limit ${limit}
            for update of p skip locked)
          update payments p
          set status = due.next,
              reminded_status = case when due.next in ('due_soon', 'overdue') then due.next else p.reminded_status end,
              updated_at = now()
          from due
          where p.id = due.id
          returning p.id, p.user_id, p.amount_cents, p.due_date::text as due_date, due.next as status,
                    due.old_reminded,
                    (select c.title from classes c where c.id = p.class_id) as class_name`,
    );
    const due = moved.filter(
      (p) => (p.status === 'due_soon' || p.status === 'overdue') && p.old_reminded !== p.status,
    );
    // The batch's notices, e-mails and ledger lines go in one multi-row insert each.
    await sendReminders(
      tx,
      ctx,
      due.map((p) => ({ payment: p, status: p.status })),
    );
    return { moved: moved.length, reminded: due.length };
  });
}
