import { WAITLIST_MSG, ENROLL_MSG, type JoinWaitlistInput } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { transactionWithRetries } from '../../db/retry.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { recordActivity } from '../users/profile.service.ts';
import { notifyUser } from '../notifications/notify.ts';
import { noticeIn } from '../../mail/notice-texts.ts';
import { notifyOffice } from '../office/office-notices.ts';
import { SEAT_MSG } from '../classes/seats.ts';
import {
  assertCanEnroll,
  createEnrollment,
  findLiveEnrollment,
  recordHistory,
  tellEnrolmentReceived,
} from '../enrollments/enrollments.service.ts';
import { applyStatusChange } from '../enrollments/admin-enrollments.service.ts';
import { findOpenEntry, toDto, toWaitlistDto } from './entries.ts';
import { claimSeatForEntry, markOffered, offerEnv, releaseSeat, type OfferEnv } from './offers.ts';
import {
  entryViews,
  findClass,
  closeEntries,
  deleteEntriesOfClass,
  findClassTitle,
  insertEntry,
  lockEntry,
  lockOpenEntry,
  lockOpenEntriesOf,
  openEntriesOfUser,
  rejectOpenEntriesOfClass,
  releaseEntriesOfSessions,
  updateEntry,
  upcomingSessionSeats,
} from './waitlist.repository.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getSettings } from '../settings/settings.service.ts';

export { WAITLIST_MSG };

/** The student's open entries (waiting, pending, offered). */
export async function myWaitlist(ctx: AppContext, user: UserRow) {
  const env = await offerEnv(ctx);
  const rows = await entryViews(ctx.db, openEntriesOfUser(user.id), env.timeZone);
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
  const cls = await findClass(ctx.db, classId);
  if (!cls || !['scheduled', 'active'].includes(cls.status))
    throw notFound(WAITLIST_MSG.classNotFound);
  if (await findLiveEnrollment(ctx.db, user.id, classId))
    throw conflict(ENROLL_MSG.alreadyEnrolled, 'ALREADY_ENROLLED');
  if (await findOpenEntry(ctx.db, user.id, classId))
    throw conflict(WAITLIST_MSG.alreadyOn, 'ALREADY_ON_WAITLIST');
  await assertNoFreeSeat(ctx, classId, sessionId ?? null, env);

  const entryId = await ctx.db.transaction(async (tx) => {
    let id: number;
    try {
      id = await insertEntry(tx, {
        userId: user.id,
        classId,
        preferredSessionId: sessionId ?? null,
        status: 'waiting',
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(WAITLIST_MSG.alreadyOn, 'ALREADY_ON_WAITLIST');
      throw error;
    }
    await notifyUser(tx, {
      user,
      said: (lang) =>
        noticeIn('waitlistJoined', lang, { classTitle: cls.title, holdHours: env.holdHours }),
      type: 'waitlist',
      actionUrl: '/profile?section=waitlist',
      metadata: { waitlist_entry_id: id, class_id: classId },
      mail: 'preference',
      appUrl: ctx.config.appUrl,
    });
    await notifyOffice(tx, {
      title: `New waitlist entry: ${cls.title}`,
      message: `${user.firstName} ${user.lastName} (${user.email}) joined the waitlist for ${cls.title}. See the entry in Waitlist Management.`,
      type: 'waitlist',
      actionUrl: '/admin/waitlist',
      metadata: { waitlist_entry_id: id, class_id: classId, user_id: user.id },
      appUrl: ctx.config.appUrl,
    });
    await recordActivity(tx, {
      userId: user.id,
      action: 'waitlist_joined',
      description: `Joined the waitlist for ${cls.title}`,
      details: { class_title: cls.title },
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
  const rows = await upcomingSessionSeats(ctx.db, classId, env.timeZone);
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
  await transactionWithRetries(ctx, async (tx) => {
    const entry = await lockOpenEntry(tx, user.id, classId);
    if (!entry) throw notFound(WAITLIST_MSG.notOnWaitlist);
    await updateEntry(tx, entry.id, {
      status: 'left',
      respondedAt: new Date(),
      updatedAt: new Date(),
      reason: 'Left the waitlist',
    });
    const title = await findClassTitle(tx, classId);
    await recordActivity(tx, {
      userId: user.id,
      action: 'waitlist_left',
      description: `Left the waitlist for ${title ?? 'a class'}`,
      details: { class_title: title },
    });
    // Last: a returned seat locks the session row until the commit (decision 45).
    if (entry.status === 'offered' && entry.offeredSessionId)
      await releaseSeat(tx, entry.offeredSessionId, env);
  });
  return { message: WAITLIST_MSG.removed };
}

/** Locks the caller's offered entry, or explains why there is nothing to answer. */
async function lockOwnOffer(tx: DbOrTx, user: UserRow, entryId: number) {
  const entry = await lockEntry(tx, entryId, user.id);
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
  const enrollmentId = await transactionWithRetries(ctx, async (tx) => {
    const entry = await lockOwnOffer(tx, user, entryId);
    const row = await createEnrollment(tx, {
      userId: user.id,
      classId: entry.classId,
      sessionId: entry.offeredSessionId,
      status: 'pending',
      source: 'waitlist',
    });
    await updateEntry(tx, entry.id, {
      status: 'accepted',
      respondedAt: new Date(),
      enrollmentId: row.id,
      updatedAt: new Date(),
    });
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
  await transactionWithRetries(ctx, async (tx) => {
    const entry = await lockOwnOffer(tx, user, entryId);
    await updateEntry(tx, entry.id, {
      status: 'declined',
      respondedAt: new Date(),
      updatedAt: new Date(),
      reason: 'Declined the offer',
    });
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
  await transactionWithRetries(ctx, async (tx) => {
    const entry = await lockEntry(tx, entryId);
    if (!entry) throw notFound(WAITLIST_MSG.entryNotFound);
    if (!['waiting', 'pending'].includes(entry.status))
      throw conflict(WAITLIST_MSG.notWaiting, 'NOT_WAITING');
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
 * Closes all the user's open entries with the reason, in the caller's transaction; a seat held by
 * an offer goes on to the next person. The ids of the entries closed.
 */
export async function closeOpenEntriesOf(
  tx: DbOrTx,
  userId: number,
  reason: string,
  env: OfferEnv,
): Promise<number[]> {
  const entries = await lockOpenEntriesOf(tx, userId);
  if (!entries.length) return [];
  const ids = entries.map((e) => e.id);
  await closeEntries(tx, ids, reason);
  for (const entry of entries) {
    if (entry.status === 'offered' && entry.offeredSessionId) {
      await releaseSeat(tx, entry.offeredSessionId, env);
    }
  }
  return ids;
}

// A session or class ending (the classes module) changes the line, in the caller's transaction.

/**
 * Sessions have ended: offers held for them go back to waiting (the student keeps their place in
 * line; the seat is not offered on) and entries preferring one of them prefer no session.
 */
export async function releaseEntriesForSessions(
  tx: DbOrTx,
  sessionIds: number[],
  now = new Date(),
) {
  await releaseEntriesOfSessions(tx, sessionIds, now);
}

/** A class cancelled or withdrawn: every open entry of its line is rejected with the reason. */
export async function closeWaitlistOfClass(tx: DbOrTx, classId: number, reason: string) {
  await rejectOpenEntriesOfClass(tx, classId, reason);
}

/** A class deleted before it had any history takes its waiting list with it. */
export async function deleteWaitlistOfClass(tx: DbOrTx, classId: number) {
  await deleteEntriesOfClass(tx, classId);
}
