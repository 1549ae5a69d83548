import { REMINDER_MSG, RENEWAL_HOLD_HOURS } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { transactionWithRetries } from '../../db/retry.ts';
import { conflict, isUniqueViolation } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { claimSeat, withSeatTurn } from '../classes/seats.ts';
import { sessionPlaceOf } from '../classes/session-details.ts';
import { noticeIn } from '../../mail/notice-texts.ts';
import { assertCanEnroll, findLiveEnrollment } from '../enrollments/enrollments.service.ts';
import { notifyUser } from '../notifications/notify.ts';
import { recordActivity } from '../users/profile.service.ts';
import { offerEnv } from './offers.ts';
import { findClassTitle, insertEntry, lockOpenEntry, setOffered } from './waitlist.repository.ts';

export interface RenewalHold {
  entryId: number;
  sessionId: number;
  offerExpiresAt: Date;
}

/**
 * "Hold a seat for me" from an expiry reminder (docs/decisions/0052): a seat of the session is held
 * for the student as a waitlist offer, the same row and status a seat offered from the waitlist
 * has. It therefore shows with the student's waitlist offers, the offer sweep expires it after the
 * hold and passes the seat on (to the session's waitlist, else back to the session), and accepting
 * it makes an enrolment request exactly as accepting an offer does. A student already waiting for
 * the class has that entry turned into the offer; one already holding a seat or enrolled is refused.
 * The seat is taken by the seat claim of decision 7, last in the transaction (decision 45).
 */
export async function holdRenewalSeat(
  ctx: AppContext,
  user: UserRow,
  target: { classId: number; sessionId: number },
): Promise<RenewalHold> {
  assertCanEnroll(user);
  const env = await offerEnv(ctx);
  if (await findLiveEnrollment(ctx.db, user.id, target.classId))
    throw conflict(REMINDER_MSG.alreadyEnrolled, 'ALREADY_ENROLLED');
  const seat = { sessionId: target.sessionId, classId: target.classId, timeZone: env.timeZone };
  return withSeatTurn(ctx.db, seat, () =>
    transactionWithRetries(ctx, async (tx) => {
      const open = await lockOpenEntry(tx, user.id, target.classId);
      if (open?.status === 'offered')
        throw conflict(REMINDER_MSG.alreadyHolding, 'ALREADY_HOLDING');
      let entryId = open?.id;
      if (entryId === undefined) {
        try {
          entryId = await insertEntry(tx, {
            userId: user.id,
            classId: target.classId,
            preferredSessionId: target.sessionId,
            status: 'waiting',
          });
        } catch (error) {
          // The same student holding twice at once: the one open entry per class is the guard.
          if (isUniqueViolation(error))
            throw conflict(REMINDER_MSG.alreadyHolding, 'ALREADY_HOLDING');
          throw error;
        }
      }
      const offered = await setOffered(tx, entryId, target.sessionId, {
        holdHours: RENEWAL_HOLD_HOURS,
        timeZone: env.timeZone,
      });
      const title = (await findClassTitle(tx, target.classId)) ?? 'your class';
      const place = await sessionPlaceOf(tx, target.sessionId);
      await notifyUser(tx, {
        user,
        said: (lang) =>
          noticeIn('seatHeld', lang, {
            classTitle: title,
            place,
            expiresAt: new Date(offered.offer_expires_at),
            timeZone: env.timeZone,
          }),
        type: 'waitlist',
        actionUrl: '/profile?section=waitlist',
        metadata: {
          waitlist_entry_id: entryId,
          class_id: target.classId,
          session_id: target.sessionId,
        },
        mail: 'preference',
        appUrl: env.appUrl,
      });
      await recordActivity(tx, {
        userId: user.id,
        action: 'waitlist_offered',
        description: `Held a seat in ${title}`,
        details: { class_title: title },
      });
      // Last: the claim's row lock on the session lasts only until the commit (decision 45).
      await claimSeat(tx, seat);
      return {
        entryId,
        sessionId: target.sessionId,
        offerExpiresAt: new Date(offered.offer_expires_at),
      };
    }),
  );
}
