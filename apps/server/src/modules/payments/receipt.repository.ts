import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** What a receipt shows about one payment, read in one query. */
export interface ReceiptRow {
  payment_id: number;
  user_id: number;
  amount_cents: number;
  paid_at: Date | null;
  class_title: string | null;
  session_start: string | null;
  first_name: string;
  last_name: string;
  email: string;
  preferred_language: string;
  transaction_id: number | null;
  provider: string | null;
  reference: string | null;
  last_four: string | null;
  refunded_cents: number;
  refunded_at: Date | null;
}

/**
 * The payment with its class, session date, payer and the charge that paid it (the latest payment
 * transaction that went through: completed, or refunded later). Refunds are summed so a receipt
 * of a refunded payment says so.
 */
export async function findReceiptRow(db: DbOrTx, paymentId: number) {
  const rows = await queryRows<ReceiptRow>(
    db,
    sql`select p.id as payment_id, p.user_id, p.amount_cents, p.paid_at,
               c.title as class_title, s.start_date::text as session_start,
               u.first_name, u.last_name, u.email, u.preferred_language,
               t.id as transaction_id, t.provider, t.provider_ref as reference, t.last_four,
               coalesce(r.cents, 0)::int as refunded_cents, r.last_at as refunded_at
        from payments p
        join users u on u.id = p.user_id
        left join classes c on c.id = p.class_id
        left join enrollments e on e.id = p.enrollment_id
        left join class_sessions s on s.id = e.session_id
        left join lateral (
          select t.id, t.provider, t.provider_ref, t.last_four from transactions t
          where t.payment_id = p.id and t.type = 'payment' and t.status in ('completed', 'refunded')
          order by t.created_at desc, t.id desc limit 1) t on true
        left join lateral (
          select sum(r.amount_cents) as cents, max(r.created_at) as last_at from transactions r
          where r.payment_id = p.id and r.type = 'refund' and r.status = 'completed') r on true
        where p.id = ${paymentId}`,
  );
  return rows[0];
}
