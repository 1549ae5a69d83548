import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

/** Marks the user's unused reset links used, so only a newer one works. */
export async function retireResetTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertResetToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** The user of an unused, unexpired reset link (by the hash of its token), read with it. */
export async function findLiveResetTokenUser(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({ user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0]?.user;
}

/**
 * Uses up a live reset link in one conditional update, so of two simultaneous claims only one
 * wins: the user id for the winner, undefined otherwise.
 */
export async function claimResetToken(db: DbOrTx, tokenHash: string) {
  const claimed = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return claimed[0]?.userId;
}

export async function deleteResetTokensOf(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
