import type { NotificationType } from '@careclass/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { SQL } from 'drizzle-orm';
import { inAppNoticesFromSql, notifyUsers } from '../notifications/notify.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { activeAdminIdsSql, findActiveAdmins } from './office.repository.ts';

/** The people who run the office: every admin whose account is active. */
export async function activeAdmins(db: DbOrTx): Promise<UserRow[]> {
  return findActiveAdmins(db);
}

export interface OfficeNotice {
  title: string;
  message: string;
  type: NotificationType;
  /** The back-office screen where the request is handled. */
  actionUrl: string;
  metadata: Record<string, unknown>;
  appUrl: string;
}

/**
 * Tells every active admin of something the office must act on, in the caller's transaction, so
 * the notice exists exactly when the request does. In-app only: the daily digest is the e-mail.
 */
export async function notifyOffice(db: DbOrTx, notice: OfficeNotice): Promise<void> {
  const admins = await activeAdmins(db);
  if (admins.length === 0) return;
  await notifyUsers(
    db,
    admins.map((user) => ({ user, ...notice, mail: 'none' as const })),
  );
}

/**
 * `notifyOffice` for a statement of several writes (docs/decisions/0045): the notice goes to every
 * active admin once per row of `from` (a CTE of the caller's statement with an `id` column, which
 * goes into the metadata under `idKey`).
 */
export function notifyOfficeFromSql(notice: OfficeNotice, from: SQL, idKey: string): SQL {
  return inAppNoticesFromSql(notice, activeAdminIdsSql(), from, idKey);
}
