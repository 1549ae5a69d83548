import type { AuditAction } from '@careclass/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../users/users.service.ts';
import { auditEntriesForUser, insertAuditRow } from './audit.repository.ts';

export interface AuditEntry {
  actor: Pick<UserRow, 'id' | 'email'>;
  /** One of the shared list, so the back office has a sentence for it. */
  action: AuditAction;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

/** Records an admin write (who, what, target, when, before/after), in the write's transaction. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    before:
      entry.before === undefined ? null : (JSON.parse(JSON.stringify(entry.before)) as unknown),
    after: entry.after === undefined ? null : (JSON.parse(JSON.stringify(entry.after)) as unknown),
    ipAddress: entry.ip ?? null,
  });
}

/** The most recent audit entries whose target is this user, newest first. */
export const auditEntriesOfUser = (db: DbOrTx, userId: number, limit: number) =>
  auditEntriesForUser(db, userId, limit);
