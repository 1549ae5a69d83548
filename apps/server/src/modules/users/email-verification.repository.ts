import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailVerificationTokens, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

/** Marks the user's unused verification links used, so only a newer one works. */
export async function retireVerificationTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}

export async function insertVerificationToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerificationTokens).values(values);
}

/**
 * Uses up a live verification link in one conditional update, so a link works once even when
 * opened twice at the same moment: the user id for the winner, undefined otherwise.
 */
export async function claimVerificationToken(db: DbOrTx, tokenHash: string) {
  const claimed = await db
    .update(emailVerificationTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId });
  return claimed[0]?.userId;
}

/** The first verification is the one kept; a later one changes nothing. */
export async function markEmailVerified(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function deleteVerificationTokensOf(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
}
