import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { queryRows, type DbOrTx } from '../db/client.ts';
import { enqueueMails } from '../mail/outbox.ts';
import { composeMail } from '../mail/templates.ts';
import { activeAdmins } from '../modules/office/office-notices.ts';
import { pendingRequestCounts, type PendingCounts } from '../modules/office/pending-requests.ts';
import { getSettings } from '../modules/settings/settings.service.ts';
import { recordJobRun } from './job-runs.ts';

/** The job_runs row whose last_run_at is when the digest last went out. */
export const DIGEST_SENT = 'admin-digest-sent';

/**
 * Claims the provider's day for the digest: one conditional upsert, so of several instances (or
 * runs) on the same day exactly one gets a row back. A second claimer waits on the row lock of the
 * first and then sees the day already taken.
 */
async function claimDay(tx: DbOrTx, now: Date, timeZone: string): Promise<boolean> {
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`insert into job_runs (name, last_run_at, last_status, last_error)
        values (${DIGEST_SENT}, ${now.toISOString()}::timestamptz, 'ok', null)
        on conflict (name) do update
          set last_run_at = excluded.last_run_at, last_status = 'ok', last_error = null
          where (job_runs.last_run_at at time zone ${timeZone})::date
              < (excluded.last_run_at at time zone ${timeZone})::date
        returning name`,
  );
  return rows.length > 0;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function digestMail(to: string, firstName: string, counts: PendingCounts, appUrl: string) {
  const lines = [
    `${plural(counts.pending_enrollments, 'enrollment request is', 'enrollment requests are')} waiting for approval.`,
    `${plural(counts.waitlist_waiting, 'student is', 'students are')} waiting on a waitlist.`,
  ];
  return composeMail({
    to,
    subject: `Pending requests: ${counts.pending_enrollments} enrollment, ${counts.waitlist_waiting} waitlist`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      ...lines,
      `Waitlist Management: ${appUrl}/admin/waitlist`,
      'You receive this summary once a day while requests are waiting. It can be turned off in the back office settings.',
    ],
    action: { label: 'Open Enrollment Management', url: `${appUrl}/admin/enrollments` },
  });
}

/**
 * The daily e-mail to the admins of the requests waiting for them: at most once per day of the
 * provider's calendar, only when something is pending, only while the setting is on, and only to
 * active admins who keep e-mail notifications on. The day is claimed and the mails are queued in
 * one transaction, so a failure leaves the day unclaimed for the next run.
 */
export async function sweepAdminDigest(
  ctx: AppContext,
  now = new Date(),
): Promise<{ sent: number }> {
  const s = await getSettings(ctx.db, ['admin_digest_enabled', 'time_zone']);
  const result = s.admin_digest_enabled ? await sendOnce(ctx, now, s.time_zone) : { sent: 0 };
  await recordJobRun(ctx.db, 'admin-digest', 'ok');
  return result;
}

async function sendOnce(ctx: AppContext, now: Date, timeZone: string) {
  return ctx.db.transaction(async (tx) => {
    const counts = await pendingRequestCounts(tx);
    if (counts.pending_enrollments + counts.waitlist_waiting === 0) return { sent: 0 };
    if (!(await claimDay(tx, now, timeZone))) return { sent: 0 };
    const admins = (await activeAdmins(tx)).filter((a) => a.emailNotifications);
    await enqueueMails(
      tx,
      admins.map((a) => digestMail(a.email, a.firstName, counts, ctx.config.appUrl)),
    );
    return { sent: admins.length };
  });
}
