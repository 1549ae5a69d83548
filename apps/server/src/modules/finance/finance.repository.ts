import { eq, sql } from 'drizzle-orm';
import type { FinanceTransaction } from '@careclass/shared';
import { transactions } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { boundedCount } from '../../db/paging.ts';

/** Days of the provider's calendar, both included, read in its time zone. */
export interface DayRange {
  start: string;
  end: string;
  timeZone: string;
}

export type TransactionRecord = typeof transactions.$inferSelect;

export interface TransactionRow {
  id: number;
  payment_id: number | null;
  user_id: number;
  student_name: string;
  student_email: string;
  class_name: string | null;
  type: FinanceTransaction['type'];
  status: FinanceTransaction['status'];
  amount_cents: number;
  provider: string | null;
  provider_ref: string | null;
  last_four: string | null;
  description: string | null;
  created_at: Date;
}

/** Rows created within the range's days, when there is a range. */
const createdIn = (range: DayRange | null) =>
  range
    ? sql`and t.created_at >= (${range.start}::date::timestamp at time zone ${range.timeZone})
          and t.created_at < ((${range.end}::date + 1)::timestamp at time zone ${range.timeZone})`
    : sql``;

/**
 * The money ledger (payments, refunds and adjustments; not reminders), newest first: a page of it
 * when `page` is given (the CSV export takes up to 5,000 rows at once). The page's ids are picked
 * from transactions_ledger_idx alone and only they are joined (docs/decisions/0043).
 */
export async function transactionRows(
  db: DbOrTx,
  range: DayRange | null,
  id?: number,
  page: { limit: number; offset: number } = { limit: 5000, offset: 0 },
) {
  return queryRows<TransactionRow>(
    db,
    sql`select t.id, t.payment_id, t.user_id, u.first_name || ' ' || u.last_name as student_name,
               u.email as student_email, c.title as class_name, t.type, t.status, t.amount_cents,
               t.provider, t.provider_ref, t.last_four, t.description, t.created_at
        from transactions t
        join users u on u.id = t.user_id
        left join payments p on p.id = t.payment_id
        left join classes c on c.id = p.class_id
        where t.id in (select t.id from transactions t where ${ledgerWhere(range, id)}
                       order by t.created_at desc, t.id desc
                       limit ${page.limit} offset ${page.offset})
        order by t.created_at desc, t.id desc`,
  );
}

const ledgerWhere = (range: DayRange | null, id?: number) =>
  sql`t.type <> 'reminder' ${id !== undefined ? sql`and t.id = ${id}` : sql``} ${createdIn(range)}`;

/** How many rows the ledger of the range has (exact up to LIMITS.exactCountMax). */
export function countTransactionRows(db: DbOrTx, range: DayRange | null) {
  return boundedCount(db, sql`from transactions t where ${ledgerWhere(range)}`);
}

export interface ReminderRow {
  id: number;
  payment_id: number | null;
  user_id: number;
  student_name: string;
  student_email: string;
  class_name: string | null;
  amount_cents: number | null;
  due_date: string | null;
  title: string | null;
  sent_at: Date;
}

/** The reminders sent (button, custom message, payment sweep), newest first. */
export async function reminderRows(db: DbOrTx, range: DayRange | null) {
  return queryRows<ReminderRow>(
    db,
    sql`select t.id, t.payment_id, t.user_id, u.first_name || ' ' || u.last_name as student_name,
               u.email as student_email, c.title as class_name, p.amount_cents,
               p.due_date::text as due_date, t.description as title, t.created_at as sent_at
        from transactions t
        join users u on u.id = t.user_id
        left join payments p on p.id = t.payment_id
        left join classes c on c.id = p.class_id
        where t.type = 'reminder'
          ${createdIn(range)}
        order by t.created_at desc, t.id desc
        limit 5000`,
  );
}

/** The transaction, locked for the rest of the caller's transaction. */
export async function lockTransaction(
  tx: DbOrTx,
  id: number,
): Promise<TransactionRecord | undefined> {
  const rows = await tx
    .select()
    .from(transactions)
    .where(eq(transactions.id, id))
    .for('update')
    .limit(1);
  return rows[0];
}

export interface PaymentToRemind {
  id: number;
  user_id: number;
  amount_cents: number;
  due_date: string;
  status: string;
  class_name: string | null;
}

/** The payment with its class's title, locked for the rest of the caller's transaction. */
export async function lockPaymentWithClass(tx: DbOrTx, paymentId: number) {
  const rows = await queryRows<PaymentToRemind>(
    tx,
    sql`select p.id, p.user_id, p.amount_cents, p.due_date::text as due_date, p.status, c.title as class_name
        from payments p left join classes c on c.id = p.class_id where p.id = ${paymentId} for update of p`,
  );
  return rows[0];
}

/** The id of the user's payment still owed that is due first (oldest first on a tie). */
export async function firstOwedPaymentId(tx: DbOrTx, userId: number) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from payments where user_id = ${userId} and status not in ('paid', 'cancelled')
        order by due_date, id limit 1`,
  );
  return rows[0]?.id;
}
