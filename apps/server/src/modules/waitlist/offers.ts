import { WAITLIST_SEAT_MSG } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { holdFreeSeat, holdSeatInClass, isSessionOpen, returnSeat } from '../classes/seats.ts';
import { notifyUser } from '../notifications/notify.ts';
import { sessionPlaceOf } from '../classes/session-details.ts';
import { noticeIn } from '../../mail/notice-texts.ts';
import { getSettings, type SettingKey, type Settings } from '../settings/settings.service.ts';
import { findUserById, recordActivity } from '../users/profile.service.ts';
import {
  closeEntriesOfEnrolled,
  leaveOpenEntriesSql,
  lockOpenEntriesSql,
  expireDueOffers,
  findClassTitle,
  lockNextEntryFor,
  setOffered,
} from './waitlist.repository.ts';

/** What offer handling needs to know about the running site. */
export interface OfferEnv {
  appUrl: string;
  timeZone: string;
  holdHours: number;
  /** The setting approve_accepted_offers: accepting an offer approves the enrolment at once. */
  approveOnAccept: boolean;
}

/** The settings an OfferEnv is made of. */
export const OFFER_ENV_SETTINGS = [
  'time_zone',
  'offer_hold_hours',
  'approve_accepted_offers',
] satisfies SettingKey[];

export async function offerEnv(ctx: AppContext, db: DbOrTx = ctx.db): Promise<OfferEnv> {
  return offerEnvOf(ctx, await getSettings(db, OFFER_ENV_SETTINGS));
}

/** The OfferEnv of settings already read (`OFFER_ENV_SETTINGS`). */
export function offerEnvOf(
  ctx: AppContext,
  s: Pick<Settings, (typeof OFFER_ENV_SETTINGS)[number]>,
): OfferEnv {
  return {
    appUrl: ctx.config.appUrl,
    timeZone: s.time_zone,
    holdHours: Number(s.offer_hold_hours),
    approveOnAccept: s.approve_accepted_offers === true,
  };
}

/**
 * A seat of `sessionId` has been freed. It goes to the first open waitlist entry of the class that
 * fits (no preferred session, or this one) whose student is active and not already enrolled in
 * the class: the entry becomes `offered` and the seat stays held for it for the hold time, never
 * past the session's start. With nobody to offer it to, the seat is returned.
 */
export async function releaseSeat(tx: DbOrTx, sessionId: number, env: OfferEnv): Promise<void> {
  if (
    !(await isSessionOpen(tx, sessionId, env.timeZone)) ||
    !(await offerSeat(tx, sessionId, env))
  ) {
    await returnSeat(tx, sessionId);
  }
}

/**
 * Seats that became free without anyone leaving (a capacity raised) go to the waitlist first, one
 * offer per free seat, before anyone can take them directly.
 */
export async function offerFreeSeats(
  tx: DbOrTx,
  sessionId: number,
  env: OfferEnv,
): Promise<number> {
  if (!(await isSessionOpen(tx, sessionId, env.timeZone))) return 0;
  let offered = 0;
  for (;;) {
    if (!(await holdFreeSeat(tx, sessionId))) return offered;
    if (!(await offerSeat(tx, sessionId, env))) {
      await returnSeat(tx, sessionId);
      return offered;
    }
    offered++;
  }
}

/**
 * Claims a free seat for a waiting entry: in its preferred session, else in the earliest upcoming
 * open session of its class; never overbooks. Answers the session id, or 409 saying what was
 * full when none is free.
 */
export async function claimSeatForEntry(
  tx: DbOrTx,
  entry: { classId: number; preferredSessionId: number | null },
  timeZone: string,
): Promise<number> {
  const id =
    (entry.preferredSessionId !== null
      ? await holdSeatInClass(tx, entry.classId, entry.preferredSessionId, timeZone)
      : undefined) ?? (await holdSeatInClass(tx, entry.classId, null, timeZone));
  if (id) return id;
  throw conflict(
    entry.preferredSessionId !== null ? WAITLIST_SEAT_MSG.preferredFull : WAITLIST_SEAT_MSG.none,
    'NO_SEAT',
  );
}

export { WAITLIST_SEAT_MSG };

/** Offers a seat of the session (already counted as held) to the next fitting entry. */
export async function offerSeat(tx: DbOrTx, sessionId: number, env: OfferEnv): Promise<boolean> {
  const entryId = await lockNextEntryFor(tx, sessionId);
  if (!entryId) return false;
  await markOffered(tx, entryId, sessionId, env);
  return true;
}

/** Turns an entry into an offer of a seat of `sessionId` and tells the student. */
export async function markOffered(tx: DbOrTx, entryId: number, sessionId: number, env: OfferEnv) {
  const entry = await setOffered(tx, entryId, sessionId, env);
  const [user, classTitle] = await Promise.all([
    findUserById(tx, entry.user_id),
    findClassTitle(tx, entry.class_id),
  ]);
  const title = classTitle ?? 'your class';
  // The class page words the deadline with the same shared function (offerHeldUntil) and zone;
  // what the offer promises depends on whether accepting it approves the enrolment at once.
  const place = await sessionPlaceOf(tx, sessionId);
  await notifyUser(tx, {
    user: user!,
    said: (lang) =>
      noticeIn('seatOffered', lang, {
        classTitle: title,
        place,
        expiresAt: new Date(entry.offer_expires_at),
        timeZone: env.timeZone,
        approveOnAccept: env.approveOnAccept,
      }),
    type: 'waitlist',
    // The class page shows the offer with Accept and Decline.
    actionUrl: `/classes/${entry.class_id}`,
    metadata: { waitlist_entry_id: entryId, class_id: entry.class_id, session_id: sessionId },
    mail: 'always',
    appUrl: env.appUrl,
  });
  await recordActivity(tx, {
    userId: entry.user_id,
    action: 'waitlist_offered',
    description: `Offered a seat in ${title}`,
    details: { class_title: title },
  });
}

/**
 * Expires offers whose hold has run out and passes each seat on. Entries are claimed with
 * SKIP LOCKED so several instances can sweep at once without handling one offer twice.
 */
export async function expireOffers(tx: DbOrTx, env: OfferEnv, limit = 50): Promise<number> {
  const expired = await expireDueOffers(tx, limit);
  for (const entry of expired) {
    const [user, classTitle] = await Promise.all([
      findUserById(tx, entry.user_id),
      findClassTitle(tx, entry.class_id),
    ]);
    const title = classTitle ?? 'your class';
    const place = entry.offered_session_id
      ? await sessionPlaceOf(tx, entry.offered_session_id)
      : null;
    if (user) {
      await notifyUser(tx, {
        user,
        said: (lang) => noticeIn('offerExpired', lang, { classTitle: title, place }),
        type: 'waitlist',
        actionUrl: `/classes/${entry.class_id}`,
        metadata: { waitlist_entry_id: entry.id, class_id: entry.class_id },
        mail: 'always',
        appUrl: env.appUrl,
      });
    }
    if (entry.offered_session_id) await releaseSeat(tx, entry.offered_session_id, env);
  }
  return expired.length;
}

/**
 * Why a student's open waitlist entry closed when they enrolled directly: a student who enrols no
 * longer waits for that class, and a seat held for the entry goes on to the next person.
 */
export const ENTRY_LEFT_ON_ENROL = 'Enrolled directly';

// Enroll Now's statement of writes locks and closes the entries with these (docs/decisions/0045).
export { leaveOpenEntriesSql, lockOpenEntriesSql };

/**
 * Closes the open entries of students who hold a live enrolment in the class, as Enroll Now closes
 * them, and passes on a seat such an entry's offer held. Enroll Now closes the entries its one
 * statement sees; one made by a join that commits while that statement runs is not among them
 * (a statement sees what was committed when it began), and would stay open beside the
 * enrolment. The offer sweep heals that within a minute (decision 45).
 *
 * `offers: false` closes up to 200 entries that hold no seat, in the caller's transaction.
 * `offers: true` closes one offer and passes its seat on, which locks its session row until the
 * commit: the caller gives each offer a transaction of its own, as expiry does, so no transaction
 * holds two sessions' locks. Answers how many entries it closed.
 */
export async function closeEntriesOfEnrolledStudents(
  tx: DbOrTx,
  env: OfferEnv,
  { offers }: { offers: boolean },
): Promise<number> {
  const closed = await closeEntriesOfEnrolled(tx, ENTRY_LEFT_ON_ENROL, {
    offers,
    limit: offers ? 1 : 200,
  });
  // Last: passing a seat on locks its session row until the commit (decision 45).
  for (const { offered_session_id } of closed) {
    if (offered_session_id !== null) await releaseSeat(tx, offered_session_id, env);
  }
  return closed.length;
}
