import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PendingCounts } from '@careclass/shared';
import { users } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';

export type AdminRow = typeof users.$inferSelect;

/** The people who run the office: every admin whose account is active, by id (a read only). */
export async function findActiveAdmins(db: DbOrTx): Promise<AdminRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(users.id);
}

/** The ids of every active admin, as a query answering `user_id` (for a statement of writes). */
export function activeAdminIdsSql(): SQL {
  return sql`select a.id as user_id from ${users} a where a.role = 'admin' and a.status = 'active'`;
}

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
