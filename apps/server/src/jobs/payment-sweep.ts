import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { queryRows } from '../db/client.ts';
import { todayIn } from '../lib/time.ts';
import { sendReminder } from '../modules/finance/finance.service.ts';
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

/**
 * Moves unpaid payments to due_soon and overdue as their due date nears and passes, and sends one
 * reminder per state change: `reminded_status` remembers the state last reminded about, so a second
 * run (or a second instance running at the same moment: rows are claimed with SKIP LOCKED) sends
 * nothing more. Runs hourly; it only acts when a date boundary has passed.
 */
export async function sweepPayments(
  ctx: AppContext,
  today?: string,
): Promise<{ moved: number; reminded: number }> {
  const day = today ?? todayIn((await getSettings(ctx.db, ['time_zone'])).time_zone);
  const result = await ctx.db.transaction(async (tx) => {
    const moved = await queryRows<Moved>(
      tx,
      sql`with due as (
            select p.id, p.status as old_status, p.reminded_status as old_reminded,
                   case when p.due_date < ${day}::date then 'overdue'
                        when p.due_date <= ${day}::date + 7 then 'due_soon'
                        else 'pending' end::payment_status as next
            from payments p
            where p.status in ('pending', 'due_soon', 'overdue')
            for update skip locked)
          update payments p
          set status = due.next,
              reminded_status = case when due.next in ('due_soon', 'overdue') then due.next else p.reminded_status end,
              updated_at = now()
          from due
          where p.id = due.id
            and (due.old_status <> due.next
                 or (due.next in ('due_soon', 'overdue') and due.old_reminded is distinct from due.next))
          returning p.id, p.user_id, p.amount_cents, p.due_date::text as due_date, due.next as status,
                    due.old_reminded,
                    (select c.title from classes c where c.id = p.class_id) as class_name`,
    );
    let reminded = 0;
    for (const p of moved) {
      if ((p.status === 'due_soon' || p.status === 'overdue') && p.old_reminded !== p.status) {
        await sendReminder(tx, ctx, p, p.status);
        reminded++;
      }
    }
    return { moved: moved.length, reminded };
  });
  await recordJobRun(ctx.db, 'payments', 'ok');
  return result;
}
