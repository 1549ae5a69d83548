import type { AppContext } from '../context.ts';
import { createMailTransport } from '../mail/transport.ts';
import { pruneHits } from '../modules/auth/rate-limit.ts';
import { foldRollups } from '../modules/analytics/analytics.service.ts';
import { sweepAdminDigest } from './admin-digest.ts';
import { recordJobRun } from './job-runs.ts';
import { sweepMailOutbox } from './mail-sweep.ts';
import { sweepExpiredOffers } from './offer-sweep.ts';
import { sweepPayments } from './payment-sweep.ts';
import { sweepExpiryReminders } from './reminder-sweep.ts';

interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Runs the background sweeps on timers. A sweep never overlaps itself in one process; across
 * processes each sweep is written to be safe when several instances run it at once.
 */
export function startJobs(ctx: AppContext) {
  const transport = createMailTransport({
    smtpUrl: ctx.config.smtpUrl,
    dataDir: ctx.config.dataDir,
    log: ctx.log,
  });
  const jobs: Job[] = [
    {
      name: 'mail',
      everyMs: ctx.config.mailSweepMs,
      run: () => sweepMailOutbox(ctx.db, transport, ctx.config.mailFrom),
    },
    { name: 'offers', everyMs: 60 * 1000, run: () => sweepExpiredOffers(ctx) },
    // The analytics rollups' staged deltas, folded in batches shortly after their commit.
    { name: 'rollups', everyMs: 5 * 1000, run: () => foldRollups(ctx) },
    { name: 'payments', everyMs: 60 * 60 * 1000, run: () => sweepPayments(ctx) },
    // Hourly: a reminder is due on a day of the provider's calendar, and goes at the first run of it.
    { name: 'reminders', everyMs: 60 * 60 * 1000, run: () => sweepExpiryReminders(ctx) },
    {
      // Hourly: the digest goes at the first run of the day that finds requests waiting.
      name: 'admin-digest',
      everyMs: 60 * 60 * 1000,
      run: () => sweepAdminDigest(ctx),
    },
    {
      name: 'housekeeping',
      everyMs: 60 * 60 * 1000,
      run: async () => {
        await pruneHits(ctx.db);
        await recordJobRun(ctx.db, 'housekeeping', 'ok');
      },
    },
  ];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<string>();
  let stopped = false;

  const tick = async (job: Job) => {
    if (stopped || running.has(job.name)) return;
    running.add(job.name);
    try {
      await job.run();
    } catch (error) {
      ctx.log.error({ err: error, job: job.name }, 'background job failed');
      await recordJobRun(ctx.db, job.name, 'error', String(error)).catch(() => {});
    } finally {
      running.delete(job.name);
    }
  };

  for (const job of jobs) {
    timers.push(setInterval(() => void tick(job), job.everyMs));
    void tick(job);
  }

  return {
    /** Stops the timers and waits for sweeps in flight, so shutdown never cuts a send in half. */
    async stop() {
      stopped = true;
      timers.forEach(clearInterval);
      while (running.size > 0) await new Promise((r) => setTimeout(r, 50));
      transport.close();
    },
  };
}
