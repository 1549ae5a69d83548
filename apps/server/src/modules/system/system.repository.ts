import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** One trivial statement: it fails when the database does not answer. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How many migrations were applied and when the latest was. */
export async function migrationLevel(db: DbOrTx) {
  const rows = await queryRows<{ count: number; latest: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  return rows[0]!;
}

/** The mail outbox backlog: pending and failed mails, and the age of the oldest pending one. */
export async function outboxBacklog(db: DbOrTx) {
  const rows = await queryRows<{ pending: number; failed: number; oldest_seconds: number | null }>(
    db,
    sql`select count(*) filter (where status = 'pending')::int as pending,
               count(*) filter (where status = 'failed')::int as failed,
               extract(epoch from now() - min(created_at) filter (where status = 'pending'))::int as oldest_seconds
        from email_outbox`,
  );
  return rows[0]!;
}

/** When each sweep last ran, and how it ended. */
export async function lastSweepRuns(db: DbOrTx) {
  return queryRows<{
    name: string;
    last_run_at: Date;
    last_status: string;
    last_error: string | null;
  }>(db, sql`select name, last_run_at, last_status, last_error from job_runs order by name`);
}
