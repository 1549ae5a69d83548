import { sql } from 'drizzle-orm';
import { certificates } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** Holds the transaction-scoped lock of one key: the next holder waits for this commit. */
export async function lockKey(tx: DbOrTx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** How many certificates point at a file of the certificates bucket. */
export async function countCertificateFileUses(db: DbOrTx, key: string) {
  const used = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${certificates} where bucket = 'certificates' and file_path = ${key}`,
  );
  return used[0]?.n ?? 0;
}
