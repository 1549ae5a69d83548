import { emailOutbox } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues an e-mail. Call it with the transaction of the change that causes the mail, so the
 * message exists exactly when the change does; the mail sweep delivers it.
 */
export async function enqueueMail(db: DbOrTx, message: MailMessage): Promise<void> {
  await db.insert(emailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
  });
}
