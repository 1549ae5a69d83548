import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import type { MailAttachmentRef } from '../mail/attachment-refs.ts';
import { resolveAttachments } from '../mail/attachments.ts';
import type { MailTransport } from '../mail/transport.ts';
import { recordJobRun } from './job-runs.ts';

const BATCH = 20;
/** Attempts before a message is marked failed: with the delays below, about an hour of trying. */
export const MAX_ATTEMPTS = 8;
/** How long a claimed row stays invisible to other instances while it is being sent. */
const CLAIM_SECONDS = 120;

/**
 * How long to wait after the given failed attempt (1 = the first): 30 s, doubling each time
 * (1, 2, 4, 8, 16, 32 min), capped at one hour, so a provider's short outage costs a minute or
 * two and a long one is not hammered.
 */
export const retryDelaySeconds = (attempt: number) => Math.min(3600, 30 * 2 ** (attempt - 1));

interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailAttachmentRef[] | null;
  attempts: number;
}

/**
 * Delivers due outbox rows. A row is claimed by a conditional update (SKIP LOCKED), so several
 * instances can sweep at once and each message goes out once; a failure is retried with a growing
 * delay and given up after MAX_ATTEMPTS. Returns how many were delivered.
 */
export async function sweepMailOutbox(db: Db, transport: MailTransport, from: string) {
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`
    update email_outbox set locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}),
                            attempts = attempts + 1
    where id in (
      select id from email_outbox
      where status = 'pending' and next_attempt_at <= now()
        and (locked_until is null or locked_until < now())
      order by id
      limit ${BATCH}
      for update skip locked)
    returning id, to_address, subject, text_body, html_body, attachments, attempts`,
  );
  let sent = 0;
  for (const row of rows) {
    try {
      await transport.send({
        id: row.id,
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attachments: await resolveAttachments(db, row.attachments),
      });
      await db.execute(sql`
        update email_outbox set status = 'sent', sent_at = now(), locked_until = null,
                                last_error = null
        where id = ${row.id}`);
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      const delaySeconds = retryDelaySeconds(row.attempts);
      await db.execute(sql`
        update email_outbox
        set status = ${giveUp ? 'failed' : 'pending'}::outbox_status,
            last_error = ${message.slice(0, 500)},
            locked_until = null,
            next_attempt_at = now() + make_interval(secs => ${delaySeconds})
        where id = ${row.id}`);
    }
  }
  await recordJobRun(db, 'mail', 'ok');
  return { claimed: rows.length, sent };
}
