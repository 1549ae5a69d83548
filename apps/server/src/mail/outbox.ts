import { sql, type SQL } from 'drizzle-orm';
import { emailOutbox } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';
import type { MailAttachmentRef } from './attachment-refs.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files to attach, built when the message is delivered. */
  attachments?: MailAttachmentRef[];
}

/** Rows written per insert statement: well inside PostgreSQL's limit on bound parameters. */
const INSERT_CHUNK = 500;

/**
 * Queues an e-mail. Call it with the transaction of the change that causes the mail, so the
 * message exists exactly when the change does; the mail sweep delivers it.
 */
export async function enqueueMail(db: DbOrTx, message: MailMessage): Promise<void> {
  await enqueueMails(db, [message]);
}

/** Queues many e-mails (a broadcast) in a few multi-row inserts rather than one each. */
export async function enqueueMails(db: DbOrTx, messages: readonly MailMessage[]): Promise<void> {
  for (let from = 0; from < messages.length; from += INSERT_CHUNK) {
    await db.insert(emailOutbox).values(
      messages.slice(from, from + INSERT_CHUNK).map((message) => ({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        attachments: message.attachments ?? [],
      })),
    );
  }
}

/**
 * The insert of `enqueueMail` for a statement of several writes: the message is queued once per
 * row of `from` (a CTE of the caller's statement), so it exists exactly when that row does.
 */
export function enqueueMailFromSql(message: MailMessage, from: SQL): SQL {
  return sql`insert into email_outbox (to_address, subject, text_body, html_body, attachments)
    select ${message.to}::text, ${message.subject}::text, ${message.text}::text,
           ${message.html ?? null}::text, ${JSON.stringify(message.attachments ?? [])}::jsonb
    from ${from}`;
}

/**
 * Removes every e-mail queued for or sent to an address, in the caller's transaction. Used when a
 * person's account is deleted: nothing more reaches them, and the copies of what was mailed (their
 * name, their classes) go with their other personal details. Answers how many were removed.
 */
export async function forgetMailTo(db: DbOrTx, address: string): Promise<number> {
  const removed = await db
    .delete(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = lower(${address})`)
    .returning({ id: emailOutbox.id });
  return removed.length;
}
