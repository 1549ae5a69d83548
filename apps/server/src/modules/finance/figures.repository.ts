import { sql } from 'drizzle-orm';
import { DUE_SOON_DAYS } from '@careclass/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** Owed payments due within these days (both included), when given. */
export interface DueDays {
  start: string;
  end: string;
}

/**
 * The one definition of what is owed (docs/decisions/0016): a payment is owed while it is neither
 * paid nor cancelled, and administrators' own accounts never count. Its state as of the
 * provider's `today` comes from the due date, here in SQL, whatever the payment sweep has stored
 * yet: overdue after the due date, due soon within DUE_SOON_DAYS of it, otherwise not yet due
 * (`pending`). Every card, list and stat of the finance screen reads these two functions. The
 * admins are left out by a hashed list of their few ids, not by joining every student
 * (docs/decisions/0044).
 */
function owed(today: string, due?: DueDays) {
  return sql`select p.id, p.user_id, p.amount_cents, p.due_date,
                    case when p.due_date < ${today}::date then 'overdue'
                         when p.due_date <= ${today}::date + ${DUE_SOON_DAYS}::int then 'due_soon'
                         else 'pending' end as owed_status
             from payments p
             where p.status in ('pending', 'due_soon', 'overdue')
               and p.user_id not in (select a.id from users a where a.role = 'admin')
               ${due ? sql`and p.due_date between ${due.start}::date and ${due.end}::date` : sql``}`;
}

export type OwedStatus = 'overdue' | 'due_soon' | 'pending';

export interface OwedRow {
  id: number;
  user_id: number;
  amount_cents: number;
  due_date: string;
  status: OwedStatus;
  first_name: string;
  last_name: string;
  email: string;
  class_name: string | null;
  last_four: string | null;
  days_until_due: number;
}

/**
 * One page of the owed payments, soonest due first, with who owes them and the card they last
 * used: the card is looked up for the page's students only, in one grouped query.
 */
export async function owedPayments(
  db: DbOrTx,
  today: string,
  page: { limit: number; offset: number },
  due?: DueDays,
) {
  return queryRows<OwedRow>(
    db,
    sql`with o as (
          select * from (${owed(today, due)}) o
          order by o.due_date, o.id
          limit ${page.limit} offset ${page.offset}),
        cards as (
          select distinct on (t.user_id) t.user_id, t.last_four from transactions t
          where t.user_id in (select user_id from o) and t.last_four is not null
          order by t.user_id, t.created_at desc, t.id desc)
        select o.id, o.user_id, o.amount_cents, o.due_date::text as due_date, o.owed_status as status,
               u.first_name, u.last_name, u.email, c.title as class_name,
               (o.due_date - ${today}::date)::int as days_until_due, cards.last_four
        from o
        join users u on u.id = o.user_id
        join payments p on p.id = o.id
        left join classes c on c.id = p.class_id
        left join cards on cards.user_id = o.user_id
        order by o.due_date, o.id`,
  );
}

export interface OwedTotals {
  outstanding_cents: number;
  overdue_cents: number;
  overdue_count: number;
  due_soon_cents: number;
  due_soon_count: number;
  not_yet_due_cents: number;
  not_yet_due_count: number;
}

/** The sums of exactly the rows `owedPayments` pages through, for the same `today` and due days. */
export async function owedTotals(db: DbOrTx, today: string, due?: DueDays): Promise<OwedTotals> {
  const rows = await queryRows<Record<keyof OwedTotals, string | number>>(
    db,
    sql`select coalesce(sum(o.amount_cents), 0)::int8 as outstanding_cents,
               coalesce(sum(o.amount_cents) filter (where o.owed_status = 'overdue'), 0)::int8 as overdue_cents,
               count(*) filter (where o.owed_status = 'overdue')::int as overdue_count,
               coalesce(sum(o.amount_cents) filter (where o.owed_status = 'due_soon'), 0)::int8 as due_soon_cents,
               count(*) filter (where o.owed_status = 'due_soon')::int as due_soon_count,
               coalesce(sum(o.amount_cents) filter (where o.owed_status = 'pending'), 0)::int8 as not_yet_due_cents,
               count(*) filter (where o.owed_status = 'pending')::int as not_yet_due_count
        from (${owed(today, due)}) o`,
  );
  const r = rows[0]!;
  return Object.fromEntries(
    Object.entries(r).map(([k, v]) => [k, Number(v)]),
  ) as unknown as OwedTotals;
}
