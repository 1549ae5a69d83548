import type { AppContext } from '../context.ts';
import { sweepReminders } from '../modules/certificates/reminders.service.ts';
import { recordJobRun } from './job-runs.ts';

/**
 * Sends the certificate expiry reminders due today (docs/decisions/0052). The work is done in
 * batches of short transactions that claim their certificates with SKIP LOCKED and record each
 * (certificate, threshold) once under a unique index, so instances sweeping together never send a
 * reminder twice. `now` stands for the clock (tests run it at chosen dates).
 */
export async function sweepExpiryReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const sent = await sweepReminders(ctx, now);
  await recordJobRun(ctx.db, 'reminders', 'ok');
  return sent;
}
