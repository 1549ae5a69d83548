import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { offerEnv, type OfferEnv } from './offers.ts';
import {
  entryById,
  entryViews,
  findOpenEntry as findOpenEntryRow,
  type EntryRow,
} from './waitlist.repository.ts';

/** The student's open entry (waiting, pending or offered) for a class, if any. */
export async function findOpenEntry(db: DbOrTx, userId: number, classId: number) {
  return findOpenEntryRow(db, userId, classId);
}

/** Days until the session waited for starts: the longest the wait for it can last. */
function estimatedWaitDays(startsAt: Date | null): number | null {
  if (!startsAt) return null;
  return Math.max(0, (new Date(startsAt).getTime() - Date.now()) / 86_400_000);
}

/** `env` decides what an offer promises: accepting approves at once, or asks for approval. */
export function toDto(row: EntryRow, env: Pick<OfferEnv, 'approveOnAccept'>) {
  return {
    id: row.id,
    class_id: row.class_id,
    class_title: row.class_title,
    class_name: row.class_title,
    user_id: row.user_id,
    user_name: row.user_name,
    user_email: row.user_email,
    // Where the wanted session meets; the class's own text when the session names no place.
    session_location: row.session_location,
    location_details: row.session_location?.trim() ? row.session_location : row.location_details,
    position: row.position,
    status: row.status,
    joined_at: new Date(row.joined_at).toISOString(),
    preferred_session_id: row.preferred_session_id,
    offered_session_id: row.offered_session_id,
    offer_expires_at: row.offer_expires_at ? new Date(row.offer_expires_at).toISOString() : null,
    next_session_date: row.next_session_date,
    start_date: row.next_session_date,
    end_date: row.next_session_end,
    estimated_wait_time: estimatedWaitDays(row.next_session_start_at),
    approved_on_accept: env.approveOnAccept,
  };
}
export type WaitlistDto = ReturnType<typeof toDto>;

export async function toWaitlistDto(ctx: AppContext, entryId: number) {
  const env = await offerEnv(ctx);
  const rows = await entryViews(ctx.db, entryById(entryId), env.timeZone);
  return rows[0] ? toDto(rows[0], env) : null;
}
