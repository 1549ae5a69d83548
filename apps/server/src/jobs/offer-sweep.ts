import type { AppContext } from '../context.ts';
import { transactionWithRetries } from '../db/retry.ts';
import { offerEnv } from '../modules/enrollments/enrollments.service.ts';
import { closeEntriesOfEnrolledStudents, expireOffers } from '../modules/waitlist/offers.ts';
import { recordJobRun } from './job-runs.ts';

/** Offers beside an enrolment closed in one run at most; such offers are rare (decision 45). */
const STALE_OFFERS_PER_RUN = 200;

/**
 * Expires waitlist offers whose hold ran out and offers each seat to the next person. Each offer is
 * its own short transaction (decision 45): passing a seat on may give it back to its session,
 * which locks the session row that enrolments claim seats from, and that lock must end with the
 * one offer rather than last for a batch of them. Entries are claimed with SKIP LOCKED, so
 * instances sweeping together never handle one offer twice. Before that, it closes the entries of
 * students already enrolled in the class (a join racing Enroll Now leaves one; decision 45).
 * Returns how many offers expired.
 */
export async function sweepExpiredOffers(ctx: AppContext): Promise<number> {
  const env = await offerEnv(ctx);
  // First, entries left open beside an enrolment of the class: they must not be offered a seat.
  // Those holding no seat in one batch; offers one per transaction, as expiry below, since each
  // passes its seat on under its session's row lock. Both bounded: the rest wait for the next run.
  await transactionWithRetries(ctx, (tx) =>
    closeEntriesOfEnrolledStudents(tx, env, { offers: false }),
  );
  for (let i = 0; i < STALE_OFFERS_PER_RUN; i++) {
    const n = await transactionWithRetries(ctx, (tx) =>
      closeEntriesOfEnrolledStudents(tx, env, { offers: true }),
    );
    if (n === 0) break;
  }
  let total = 0;
  for (;;) {
    const n = await transactionWithRetries(ctx, (tx) => expireOffers(tx, env, 1));
    if (n === 0) break;
    total += n;
  }
  await recordJobRun(ctx.db, 'offers', 'ok');
  return total;
}
