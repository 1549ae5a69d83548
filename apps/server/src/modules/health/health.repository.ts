import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** One trivial statement: it fails when the database does not answer. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
