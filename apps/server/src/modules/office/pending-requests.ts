import { sql } from 'drizzle-orm';
import type { PendingCounts } from '@careclass/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';

export type { PendingCounts };

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
