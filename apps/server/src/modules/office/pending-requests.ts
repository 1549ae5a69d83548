import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

export interface PendingCounts {
  /** Live enrolment requests waiting for approval. */
  pending_enrollments: number;
  /** Students waiting on a waitlist (not yet offered a seat). */
  waitlist_waiting: number;
}

/** What waits for the office: the badges of the back-office menu and the daily digest. */
export async function pendingRequestCounts(db: DbOrTx): Promise<PendingCounts> {
  const rows = await queryRows<PendingCounts>(
    db,
    sql`select
          (select count(*)::int from enrollments
            where status = 'pending' and enrollment_type = 'active') as pending_enrollments,
          (select count(*)::int from waitlist_entries
            where status in ('waiting', 'pending')) as waitlist_waiting`,
  );
  return rows[0]!;
}
