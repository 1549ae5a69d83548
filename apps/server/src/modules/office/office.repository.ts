import { sql } from 'drizzle-orm';
import type { PendingCounts } from '@careclass/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/**
 * The requests waiting for the office, counted in one query: enrolments asking for a seat and
 * waitlist entries still waiting.
 */
export async function countPendingRequests(db: DbOrTx): Promise<PendingCounts> {
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
