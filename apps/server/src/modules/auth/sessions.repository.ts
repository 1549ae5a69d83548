import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import { LIMITS } from '@careclass/shared';
import { authSessions } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { randomToken } from '../../lib/crypto.ts';
import { minutesAgo } from '../../lib/time.ts';

export async function createSession(
  db: DbOrTx,
  userId: number,
  meta: { userAgent?: string; ipAddress?: string },
) {
  const id = randomToken(24);
  const expiresAt = new Date(Date.now() + LIMITS.sessionTtlDays * 24 * 3600 * 1000);
  await db.insert(authSessions).values({
    id,
    userId,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ipAddress: meta.ipAddress ?? null,
  });
  return { id, expiresAt };
}

export async function revokeSession(db: DbOrTx, sessionId: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/**
 * Ends every live session of a user (role, status or password change), optionally keeping the one
 * making the change so a student who changes their own password stays signed in on that device.
 */
export async function revokeUserSessions(db: DbOrTx, userId: number, exceptSessionId?: string) {
  const conditions = [eq(authSessions.userId, userId), isNull(authSessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(authSessions.id, exceptSessionId));
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

/**
 * Whether this user signed up or logged in successfully from this address within the last days:
 * every session row records the address it was issued to (later revoked or not).
 */
export async function hasSessionFromAddress(
  db: DbOrTx,
  userId: number,
  ipAddress: string,
  days: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        eq(authSessions.ipAddress, ipAddress),
        gt(authSessions.createdAt, minutesAgo(days * 24 * 60)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Records that a session was used. Callers only come here when the stored time is older than
 * `everyMs`, and the condition keeps two calls at once from both writing.
 */
export async function touchSession(db: DbOrTx, sessionId: string, now: Date, everyMs: number) {
  await db
    .update(authSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(authSessions.id, sessionId),
        lt(authSessions.lastSeenAt, new Date(now.getTime() - everyMs)),
      ),
    );
}
