import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  MSG,
  OPEN_WAITLIST_STATUSES,
  type JoinWaitlistInput,
  type WaitlistStatus,
} from '@careclass/shared';
import { classes, waitlistEntries } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { recordActivity } from '../users/activity.repository.ts';
import { notifyUser } from '../notifications/notify.ts';
import { notifyOffice } from '../office/office-notices.ts';
import { SEAT_MSG } from '../enrollments/seats.ts';
import {
  ENROLL_MSG,
  assertCanEnroll,
  offerEnv,
  tellEnrolmentReceived,
} from '../enrollments/enrollments.service.ts';
import {
  findLiveEnrollment,
  insertEnrollment,
  recordHistory,
} from '../enrollments/enrollments.repository.ts';
import {
  WAITLIST_SEAT_MSG,
  claimSeatForEntry,
  markOffered,
  releaseSeat,
  type OfferEnv,
} from './offers.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { applyStatusChange } from '../enrollments/admin-enrollments.service.ts';
import { getSettings } from '../settings/settings.service.ts';

export const WAITLIST_MSG = {
  added: 'Added to waitlist',
  removed: 'Removed from waitlist',
  notOnWaitlist: 'Not on waitlist',
  alreadyOn: 'You are already on the waitlist for this class',
  seatsFree: 'This session still has seats available. Please enroll instead.',
  anySeatsFree: 'This class still has seats available. Please enroll in a session instead.',
  entryNotFound: 'Waitlist entry not found',
  noOffer: 'There is no seat offer to answer for this entry',
  offerExpired: 'This offer has expired',
  accepted: MSG.offerAccepted,
  acceptedApproved: MSG.offerAcceptedApproved,
  declined: 'Offer declined',
  offered: 'Seat offered',
  noSeat: WAITLIST_SEAT_MSG.none,
  preferredFull: WAITLIST_SEAT_MSG.preferredFull,
  classNotFound: 'Class not found',
} as const;

const open = inArray(waitlistEntries.status, [...OPEN_WAITLIST_STATUSES]);

export async function findOpenEntry(db: DbOrTx, userId: number, classId: number) {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.classId, classId), open))
    .limit(1);
  return rows[0];
}

interface EntryRow {
  id: number;
  user_id: number;
  class_id: number;
  class_title: string;
  location_details: string | null;
  status: WaitlistStatus;
  joined_at: Date;
  preferred_session_id: number | null;
  offered_session_id: number | null;
  offer_expires_at: Date | null;
  position: number | null;
  next_session_date: string | null;
  next_session_end: string | null;
  next_session_start_at: Date | null;
  session_location: string | null;
  user_name: string;
  user_email: string;
}

/**
 * Entries with what the student sees: position among open entries of the class (derived from join
 * time, never stored), the next session they wait for and the estimated wait, all in one query.
 */
export async function entryViews(db: DbOrTx, where: ReturnType<typeof sql>, timeZone: string) {
  return queryRows<EntryRow>(
    db,
    sql`select w.id, w.user_id, w.class_id, c.title as class_title, c.location_details, w.status,
               w.joined_at, w.preferred_session_id, w.offered_session_id, w.offer_expires_at,
               u.first_name || ' ' || u.last_name as user_name, u.email as user_email,
               case when w.status in ('waiting', 'pending') then (
                 select count(*)::int + 1 from waitlist_entries w2
                 where w2.class_id = w.class_id and w2.status in ('waiting', 'pending')
                   and (w2.joined_at, w2.id) < (w.joined_at, w.id)) end as position,
               ns.start_date::text as next_session_date, ns.end_date::text as next_session_end,
               ns.starts_at as next_session_start_at, ns.location_details as session_location
        from waitlist_entries w
        join classes c on c.id = w.class_id
        join users u on u.id = w.user_id
        left join lateral (
          select s.start_date, s.end_date, s.location_details,
                 (s.start_date + s.start_time) at time zone ${timeZone} as starts_at
          from class_sessions s
          where s.class_id = w.class_id and s.status = 'scheduled' and s.session_type = 'active'
            and s.id = coalesce(w.offered_session_id, w.preferred_session_id, s.id)
            and ((s.start_date + s.start_time) at time zone ${timeZone}) > now()
          order by s.start_date, s.start_time limit 1) ns on true
        where ${where}
        order by w.joined_at, w.id`,
  );
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
  const rows = await entryViews(ctx.db, sql`w.id = ${entryId}`, env.timeZone);
  return rows[0] ? toDto(rows[0], env) : null;
}

/** The student's open entries (waiting, pending, offered). */
export async function myWaitlist(ctx: AppContext, user: UserRow) {
  const env = await offerEnv(ctx);
  const rows = await entryViews(
    ctx.db,
    sql`w.user_id = ${user.id} and w.status in ('waiting', 'pending', 'offered')`,
    env.timeZone,
  );
  return { entries: rows.map((row) => toDto(row, env)) };
}

export async function myEntryForClass(ctx: AppContext, user: UserRow, classId: number) {
  const entry = await findOpenEntry(ctx.db, user.id, classId);
  if (!entry) throw notFound(WAITLIST_MSG.notOnWaitlist);
  return { entry: (await toWaitlistDto(ctx, entry.id))! };
}

/**
 * Joins the waitlist of a class, for one session or any. Allowed while the wanted session is full,
 * or, with no session named, while any upcoming session of the class is full (decision 0028).
 */
export async function join(
  ctx: AppContext,
  user: UserRow,
  classId: number,
  { sessionId }: JoinWaitlistInput,
) {
  assertCanEnroll(user);
  const env = await offerEnv(ctx);
  const cls = await ctx.db.select().from(classes).where(eq(classes.id, classId)).limit(1);
  if (!cls[0] || !['scheduled', 'active'].includes(cls[0].status))
    throw notFound(WAITLIST_MSG.classNotFound);
  if (await findLiveEnrollment(ctx.db, user.id, classId))
    throw conflict(ENROLL_MSG.alreadyEnrolled, 'ALREADY_ENROLLED');
  if (await findOpenEntry(ctx.db, user.id, classId))
    throw conflict(WAITLIST_MSG.alreadyOn, 'ALREADY_ON_WAITLIST');
  await assertNoFreeSeat(ctx, classId, sessionId ?? null, env);

  const entryId = await ctx.db.transaction(async (tx) => {
    let id: number;
    try {
      const rows = await tx
        .insert(waitlistEntries)
        .values({
          userId: user.id,
          classId,
          preferredSessionId: sessionId ?? null,
          status: 'waiting',
        })
        .returning({ id: waitlistEntries.id });
      id = rows[0]!.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(WAITLIST_MSG.alreadyOn, 'ALREADY_ON_WAITLIST');
      throw error;
    }
    await notifyUser(tx, {
      user,
      title: `You joined the waitlist for ${cls[0]!.title}`,
      message: `You are on the waitlist for ${cls[0]!.title}. When a seat frees up it is offered to the next person in line and held for ${env.holdHours} hours; we will tell you at once.`,
      type: 'waitlist',
      actionUrl: '/profile?section=waitlist',
      metadata: { waitlist_entry_id: id, class_id: classId },
      mail: 'preference',
      appUrl: ctx.config.appUrl,
    });
    await notifyOffice(tx, {
      title: `New waitlist entry: ${cls[0]!.title}`,
      message: `${user.firstName} ${user.lastName} (${user.email}) joined the waitlist for ${cls[0]!.title}. See the entry in Waitlist Management.`,
      type: 'waitlist',
      actionUrl: '/admin/waitlist',
      metadata: { waitlist_entry_id: id, class_id: classId, user_id: user.id },
      appUrl: ctx.config.appUrl,
    });
    await recordActivity(tx, {
      userId: user.id,
      action: 'waitlist_joined',
      description: `Joined the waitlist for ${cls[0]!.title}`,
      details: { class_title: cls[0]!.title },
    });
    return id;
  });
  return { message: WAITLIST_MSG.added, entry: (await toWaitlistDto(ctx, entryId))! };
}

async function assertNoFreeSeat(
  ctx: AppContext,
  classId: number,
  sessionId: number | null,
  env: OfferEnv,
) {
  const rows = await queryRows<{ id: number; free: number }>(
    ctx.db,
    sql`select s.id, (s.capacity - s.seats_held)::int as free from class_sessions s
        where s.class_id = ${classId} and s.status = 'scheduled' and s.session_type = 'active'
          and ((s.start_date + s.start_time) at time zone ${env.timeZone}) > now()`,
  );
  if (sessionId !== null) {
    const session = rows.find((r) => r.id === sessionId);
    if (!session) throw notFound(SEAT_MSG.sessionNotFound);
    if (session.free > 0) throw conflict(WAITLIST_MSG.seatsFree, 'SEATS_AVAILABLE');
  } else if (rows.length > 0 && rows.every((r) => r.free > 0)) {
    // Without a session named (the catalogue's bare form), the student may wait as soon as one
    // upcoming session of the class is full (decision 0028); only a class with a seat in every
    // upcoming session sends them to enrol instead.
    throw conflict(WAITLIST_MSG.anySeatsFree, 'SEATS_AVAILABLE');
  }
}

/** Leaves the waitlist of a class; a seat held for the student's offer goes to the next person. */
export async function leave(ctx: AppContext, user: UserRow, classId: number) {
  const env = await offerEnv(ctx);
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.userId, user.id), eq(waitlistEntries.classId, classId), open))
      .for('update')
      .limit(1);
    const entry = rows[0];
    if (!entry) throw notFound(WAITLIST_MSG.notOnWaitlist);
    await tx
      .update(waitlistEntries)
      .set({
        status: 'left',
        respondedAt: new Date(),
        updatedAt: new Date(),
        reason: 'Left the waitlist',
      })
      .where(eq(waitlistEntries.id, entry.id));
    if (entry.status === 'offered' && entry.offeredSessionId)
      await releaseSeat(tx, entry.offeredSessionId, env);
    const cls = await tx
      .select({ title: classes.title })
      .from(classes)
      .where(eq(classes.id, classId))
      .limit(1);
    await recordActivity(tx, {
      userId: user.id,
      action: 'waitlist_left',
      description: `Left the waitlist for ${cls[0]?.title ?? 'a class'}`,
      details: { class_title: cls[0]?.title },
    });
  });
  return { message: WAITLIST_MSG.removed };
}

/** Locks the caller's offered entry, or explains why there is nothing to answer. */
async function lockOwnOffer(tx: DbOrTx, user: UserRow, entryId: number) {
  const rows = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.userId, user.id)))
    .for('update')
    .limit(1);
  const entry = rows[0];
  if (!entry) throw notFound(WAITLIST_MSG.entryNotFound);
  if (entry.status !== 'offered' || !entry.offeredSessionId)
    throw conflict(WAITLIST_MSG.noOffer, 'NO_OFFER');
  if (entry.offerExpiresAt && entry.offerExpiresAt.getTime() <= Date.now()) {
    throw conflict(WAITLIST_MSG.offerExpired, 'OFFER_EXPIRED');
  }
  return entry as typeof entry & { offeredSessionId: number };
}

/**
 * Accepting turns the offer into an enrolment on the seat already held for it. With the setting
 * approve_accepted_offers (the default) it is approved at once, through the same status change an
 * admin's approval makes (payment due, notice, audit); without it, it waits as pending.
 */
export async function accept(ctx: AppContext, user: UserRow, entryId: number) {
  assertCanEnroll(user);
  const env = await offerEnv(ctx);
  const { payment_terms_days } = await getSettings(ctx.db, ['payment_terms_days']);
  const enrollmentId = await ctx.db.transaction(async (tx) => {
    const entry = await lockOwnOffer(tx, user, entryId);
    let row;
    try {
      row = await insertEnrollment(tx, {
        userId: user.id,
        classId: entry.classId,
        sessionId: entry.offeredSessionId,
        status: 'pending',
        source: 'waitlist',
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ENROLL_MSG.alreadyEnrolled, 'ALREADY_ENROLLED');
      throw error;
    }
    await tx
      .update(waitlistEntries)
      .set({
        status: 'accepted',
        respondedAt: new Date(),
        enrollmentId: row.id,
        updatedAt: new Date(),
      })
      .where(eq(waitlistEntries.id, entry.id));
    await recordHistory(tx, {
      enrollmentId: row.id,
      toStatus: 'pending',
      toType: 'active',
      changedBy: user.id,
      reason: 'Accepted a waitlist offer',
    });
    if (env.approveOnAccept) {
      await applyStatusChange(tx, ctx, {
        actor: user,
        id: row.id,
        to: 'approved',
        input: { reason: 'Accepted offers are approved at once' },
        env,
        termsDays: Number(payment_terms_days),
      });
    } else {
      await tellEnrolmentReceived(tx, ctx, user, row.id);
    }
    return row.id;
  });
  return {
    message: env.approveOnAccept ? WAITLIST_MSG.acceptedApproved : WAITLIST_MSG.accepted,
    enrollment_id: enrollmentId,
    enrollment_status: env.approveOnAccept ? ('approved' as const) : ('pending' as const),
  };
}

/** Declining releases the held seat to the next person in line. */
export async function decline(ctx: AppContext, user: UserRow, entryId: number) {
  const env = await offerEnv(ctx);
  await ctx.db.transaction(async (tx) => {
    const entry = await lockOwnOffer(tx, user, entryId);
    await tx
      .update(waitlistEntries)
      .set({
        status: 'declined',
        respondedAt: new Date(),
        updatedAt: new Date(),
        reason: 'Declined the offer',
      })
      .where(eq(waitlistEntries.id, entry.id));
    await releaseSeat(tx, entry.offeredSessionId, env);
  });
  return { message: WAITLIST_MSG.declined };
}

/**
 * An admin offers a seat to a waiting entry by hand: a free seat of the preferred session, else of
 * the earliest upcoming session, is claimed and held for the entry.
 */
export async function offerByAdmin(ctx: AppContext, admin: UserRow, entryId: number, ip?: string) {
  const env = await offerEnv(ctx);
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, entryId))
      .for('update')
      .limit(1);
    const entry = rows[0];
    if (!entry) throw notFound(WAITLIST_MSG.entryNotFound);
    if (!['waiting', 'pending'].includes(entry.status))
      throw conflict('This entry is not waiting', 'NOT_WAITING');
    const sessionId = await claimSeatForEntry(tx, entry, env.timeZone);
    await markOffered(tx, entry.id, sessionId, env);
    await recordAudit(tx, {
      actor: admin,
      action: 'waitlist.offer',
      targetType: 'waitlist_entry',
      targetId: entry.id,
      before: { status: entry.status },
      after: { status: 'offered', session_id: sessionId },
      ip,
    });
  });
  return { message: WAITLIST_MSG.offered, entry: (await toWaitlistDto(ctx, entryId))! };
}

/**
 * A student who enrols directly no longer waits for that class: the open entry is closed, and a
 * seat held for it goes on to the next person.
 */
export async function closeOpenEntryOnEnrol(
  tx: DbOrTx,
  userId: number,
  classId: number,
  env: OfferEnv,
) {
  const rows = await tx
    .update(waitlistEntries)
    .set({
      status: 'left',
      respondedAt: new Date(),
      updatedAt: new Date(),
      reason: 'Enrolled directly',
    })
    .where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.classId, classId), open))
    .returning({ offeredSessionId: waitlistEntries.offeredSessionId });
  for (const row of rows) {
    if (row.offeredSessionId) await releaseSeat(tx, row.offeredSessionId, env);
  }
}

/**
 * Closes all the user's open entries with the reason, in the caller's transaction; a seat held by
 * an offer goes on to the next person. The ids of the entries closed.
 */
export async function closeOpenEntriesOf(
  tx: DbOrTx,
  userId: number,
  reason: string,
  env: OfferEnv,
): Promise<number[]> {
  const entries = await tx
    .select({
      id: waitlistEntries.id,
      status: waitlistEntries.status,
      offeredSessionId: waitlistEntries.offeredSessionId,
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), open))
    .orderBy(waitlistEntries.id)
    .for('update');
  if (!entries.length) return [];
  await tx
    .update(waitlistEntries)
    .set({ status: 'left', respondedAt: new Date(), updatedAt: new Date(), reason })
    .where(
      inArray(
        waitlistEntries.id,
        entries.map((e) => e.id),
      ),
    );
  for (const entry of entries) {
    if (entry.status === 'offered' && entry.offeredSessionId) {
      await releaseSeat(tx, entry.offeredSessionId, env);
    }
  }
  return entries.map((e) => e.id);
}
