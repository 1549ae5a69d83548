import { eq, sql } from 'drizzle-orm';
import { offerHeldUntil } from '@careclass/shared';
import { classes, users } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { isSessionOpen, returnSeat } from '../enrollments/seats.ts';
import { notifyUser } from '../notifications/notify.ts';
import { sessionDetailsOf } from '../classes/session-details.ts';
import { recordActivity } from '../users/activity.repository.ts';

/** What offer handling needs to know about the running site. */
export interface OfferEnv {
  appUrl: string;
  timeZone: string;
  holdHours: number;
  /** The setting approve_accepted_offers: accepting an offer approves the enrolment at once. */
  approveOnAccept: boolean;
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
    const claimed = await queryRows<{ id: number }>(
      tx,
      sql`update class_sessions set seats_held = seats_held + 1, updated_at = now()
          where id = ${sessionId} and seats_held < capacity returning id`,
    );
    if (claimed.length === 0) return offered;
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
      ? await claimSeat(tx, entry.classId, entry.preferredSessionId, timeZone)
      : undefined) ?? (await claimSeat(tx, entry.classId, null, timeZone));
  if (id) return id;
  throw conflict(
    entry.preferredSessionId !== null ? WAITLIST_SEAT_MSG.preferredFull : WAITLIST_SEAT_MSG.none,
    'NO_SEAT',
  );
}

export const WAITLIST_SEAT_MSG = {
  none: 'No session of this class has a free seat right now',
  preferredFull:
    'The preferred session is full and no other upcoming session of this class has a free seat',
} as const;

/** One free seat of the session (or of the earliest upcoming open session of the class). */
async function claimSeat(
  tx: DbOrTx,
  classId: number,
  sessionId: number | null,
  timeZone: string,
): Promise<number | undefined> {
  const claimed = await queryRows<{ id: number }>(
    tx,
    sql`update class_sessions set seats_held = seats_held + 1, updated_at = now()
        where id = (
          select s.id from class_sessions s
          where s.class_id = ${classId} and s.status = 'scheduled' and s.session_type = 'active'
            and s.seats_held < s.capacity
            and ((s.start_date + s.start_time) at time zone ${timeZone}) > now()
            and s.id = coalesce(${sessionId}, s.id)
          order by s.start_date, s.start_time limit 1
          for update)
          and seats_held < capacity
        returning id`,
  );
  return claimed[0]?.id;
}

/** Offers a seat of the session (already counted as held) to the next fitting entry. */
export async function offerSeat(tx: DbOrTx, sessionId: number, env: OfferEnv): Promise<boolean> {
  const next = await queryRows<{ id: number }>(
    tx,
    sql`select w.id from waitlist_entries w
        join class_sessions s on s.id = ${sessionId} and s.class_id = w.class_id
        join users u on u.id = w.user_id and u.status = 'active'
        where w.status in ('waiting', 'pending')
          and (w.preferred_session_id is null or w.preferred_session_id = ${sessionId})
          and not exists (
            select 1 from enrollments e
            where e.user_id = w.user_id and e.class_id = w.class_id
              and e.status in ('pending', 'approved') and e.enrollment_type = 'active')
        order by w.joined_at, w.id
        limit 1
        for update of w skip locked`,
  );
  const entryId = next[0]?.id;
  if (!entryId) return false;
  await markOffered(tx, entryId, sessionId, env);
  return true;
}

/** What the offer promises depends on whether accepting it approves the enrolment at once. */
export function offerMessage(
  title: string,
  heldUntil: string,
  approveOnAccept: boolean,
  sessionDetails: string | null,
): string {
  const held = `A seat has opened in ${title} and is ${heldUntil}.`;
  const next = approveOnAccept
    ? 'Accept it from your waitlist before then and you are enrolled at once; otherwise it goes to the next person.'
    : 'Accept it from your waitlist before then, or it goes to the next person. Once you accept, the office will confirm your enrollment.';
  return sessionDetails ? `${held} ${next} ${sessionDetails}` : `${held} ${next}`;
}

/** Turns an entry into an offer of a seat of `sessionId` and tells the student. */
export async function markOffered(tx: DbOrTx, entryId: number, sessionId: number, env: OfferEnv) {
  const rows = await queryRows<{ user_id: number; class_id: number; offer_expires_at: Date }>(
    tx,
    sql`update waitlist_entries w
        set status = 'offered', offered_session_id = ${sessionId}, offered_at = now(),
            offer_expires_at = least(
              now() + make_interval(hours => ${env.holdHours}),
              (select (s.start_date + s.start_time) at time zone ${env.timeZone}
               from class_sessions s where s.id = ${sessionId})),
            updated_at = now()
        where w.id = ${entryId}
        returning w.user_id, w.class_id, w.offer_expires_at`,
  );
  const entry = rows[0]!;
  const [user, cls] = await Promise.all([
    tx.select().from(users).where(eq(users.id, entry.user_id)).limit(1),
    tx
      .select({ title: classes.title })
      .from(classes)
      .where(eq(classes.id, entry.class_id))
      .limit(1),
  ]);
  const title = cls[0]?.title ?? 'your class';
  // The class page words the deadline with the same shared function and time zone.
  const heldUntil = offerHeldUntil(new Date(entry.offer_expires_at), env.timeZone);
  const details = await sessionDetailsOf(tx, sessionId);
  await notifyUser(tx, {
    user: user[0]!,
    title: `A seat is available in ${title}`,
    message: offerMessage(title, heldUntil, env.approveOnAccept, details),
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
  const expired = await queryRows<{
    id: number;
    user_id: number;
    class_id: number;
    offered_session_id: number;
  }>(
    tx,
    sql`update waitlist_entries w set status = 'expired', responded_at = now(), updated_at = now(),
          reason = 'The offer was not accepted in time'
        where w.id in (
          select id from waitlist_entries
          where status = 'offered' and offer_expires_at <= now()
          order by offer_expires_at
          limit ${limit}
          for update skip locked)
        returning w.id, w.user_id, w.class_id, w.offered_session_id`,
  );
  for (const entry of expired) {
    const [user, cls] = await Promise.all([
      tx.select().from(users).where(eq(users.id, entry.user_id)).limit(1),
      tx
        .select({ title: classes.title })
        .from(classes)
        .where(eq(classes.id, entry.class_id))
        .limit(1),
    ]);
    const title = cls[0]?.title ?? 'your class';
    const details = entry.offered_session_id
      ? ` ${await sessionDetailsOf(tx, entry.offered_session_id)}`
      : '';
    if (user[0]) {
      await notifyUser(tx, {
        user: user[0],
        title: `Your seat offer for ${title} has expired`,
        message: `The seat held for you in ${title} was not accepted in time and has been offered to the next person. You can join the waitlist again from the class page.${details}`,
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
