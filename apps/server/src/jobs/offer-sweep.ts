import type { AppContext } from '../context.ts';
import { offerEnv } from '../modules/enrollments/enrollments.service.ts';
import { expireOffers } from '../modules/waitlist/offers.ts';
import { recordJobRun } from './job-runs.ts';

/**
 * Expires waitlist offers whose hold ran out and offers each seat to the next person. Each batch is
 * one transaction; entries are claimed with SKIP LOCKED, so instances sweeping together never
 * handle one offer twice. Returns how many offers expired.
 */
export async function sweepExpiredOffers(ctx: AppContext): Promise<number> {
  const env = await offerEnv(ctx);
  let total = 0;
  for (;;) {
    const n = await ctx.db.transaction((tx) => expireOffers(tx, env));
    total += n;
    if (n === 0) break;
  }
  await recordJobRun(ctx.db, 'offers', 'ok');
  return total;
}
