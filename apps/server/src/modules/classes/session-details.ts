import type { DbOrTx } from '../../db/client.ts';
import type { Place } from '../../mail/notice-texts.ts';
import { paymentSessionPlace, sessionPlace } from './classes.repository.ts';

/**
 * A session's days, times and place: every message about an enrolment carries them ("When: …
 * Where: …", worded in the reader's language by mail/notice-texts.ts), so the student never has to
 * look the session up.
 */
export async function sessionPlaceOf(db: DbOrTx, sessionId: number): Promise<Place> {
  return (await sessionPlace(db, sessionId)) ?? null;
}

/** The session a payment is owed for (through its enrolment), if it has one. */
export async function sessionPlaceOfPayment(db: DbOrTx, paymentId: number): Promise<Place> {
  return (await paymentSessionPlace(db, paymentId)) ?? null;
}
