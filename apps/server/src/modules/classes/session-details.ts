import { formatSessionDetails } from '@careclass/shared';
import type { DbOrTx } from '../../db/client.ts';
import { paymentSessionPlace, sessionPlace } from './classes.repository.ts';

/**
 * "When: Wednesday, December 23, 2026, 9:00 AM - 3:00 PM. Where: Room 4." for a session: every
 * message about an enrolment carries it, so the student never has to look the session up.
 */
export async function sessionDetailsOf(db: DbOrTx, sessionId: number): Promise<string | null> {
  const place = await sessionPlace(db, sessionId);
  return place ? formatSessionDetails(place) : null;
}

/** The details of the session a payment is owed for (through its enrolment), if it has one. */
export async function sessionDetailsOfPayment(
  db: DbOrTx,
  paymentId: number,
): Promise<string | null> {
  const place = await paymentSessionPlace(db, paymentId);
  return place ? formatSessionDetails(place) : null;
}
