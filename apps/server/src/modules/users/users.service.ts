import type { DbOrTx } from '../../db/client.ts';
import { recordActivity } from './activity.repository.ts';
import { findActiveAdmins, findUserById, type UserRow } from './users.repository.ts';

// How other modules reach the users' tables: through these functions, never the repositories.
// Each takes the caller's database or transaction handle, so it joins the caller's transaction.

export type { UserRow };

/** The user with this id, if there is one. */
export async function userById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  return findUserById(db, id);
}

/** Every admin whose account is active, by id. */
export async function activeAdminUsers(db: DbOrTx): Promise<UserRow[]> {
  return findActiveAdmins(db);
}

/** Appends to the student's activity history (profile Activity section). */
export async function recordUserActivity(
  db: DbOrTx,
  entry: Parameters<typeof recordActivity>[1],
): Promise<void> {
  return recordActivity(db, entry);
}
