import { isSafeLink, type NotificationType } from '@careclass/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { MailAttachmentRef } from '../../mail/attachment-refs.ts';
import { enqueueMails, type MailMessage } from '../../mail/outbox.ts';
import { composeMail } from '../../mail/templates.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { insertNotifications } from './notifications.repository.ts';

export interface NoticeInput {
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'emailNotifications'>;
  title: string;
  message: string;
  type: NotificationType;
  /** A path inside the app (or an http(s) URL) the notification links to. */
  actionUrl?: string;
  metadata?: Record<string, unknown>;
  senderId?: number | null;
  /** The template the text was filled from, if any. */
  templateId?: number | null;
  /**
   * `always` for mail about the student's own request (a seat offered, an enrolment received):
   * they must hear of it. `preference` for news that honours the e-mail notifications setting.
   */
  mail: 'always' | 'preference' | 'none';
  appUrl: string;
  /** Files the e-mail carries (a receipt), built when it is delivered. */
  attachments?: MailAttachmentRef[];
  /** The e-mail's paragraphs when they differ from the message (a list with a link per line). */
  mailParagraphs?: string[];
  /** The e-mail's button when it is not "Open CareClass" to the action link. */
  mailAction?: { label: string; url: string };
}

/**
 * Tells a user something: an in-app notification and, as chosen, an e-mail, both written with
 * the caller's transaction so they exist exactly when the change does.
 */
export async function notifyUser(db: DbOrTx, input: NoticeInput): Promise<void> {
  await notifyUsers(db, [input]);
}

/**
 * Tells many users at once (a class, a broadcast): the notifications and the wanted e-mails go
 * in a few multi-row inserts, all with the caller's transaction. Returns the ids
 * of the notifications, in the order of `inputs`.
 */
export async function notifyUsers(db: DbOrTx, inputs: readonly NoticeInput[]): Promise<number[]> {
  for (const input of inputs) {
    if (input.actionUrl && !isSafeLink(input.actionUrl)) {
      throw new Error(`Refusing an unsafe notification link: ${input.actionUrl}`);
    }
  }
  const ids = await insertNotifications(
    db,
    inputs.map((input) => ({
      userId: input.user.id,
      senderId: input.senderId ?? null,
      title: input.title,
      message: input.message,
      type: input.type,
      actionUrl: input.actionUrl ?? null,
      templateId: input.templateId ?? null,
      metadata: input.metadata ?? {},
    })),
  );
  await enqueueMails(
    db,
    inputs.map(mailFor).filter((m): m is MailMessage => m !== undefined),
  );
  return ids;
}

/** The e-mail a notice calls for, or nothing when the user is not to be mailed. */
function mailFor(input: NoticeInput): MailMessage | undefined {
  const sendMail =
    input.mail === 'always' || (input.mail === 'preference' && input.user.emailNotifications);
  if (!sendMail) return undefined;
  const link = input.actionUrl
    ? input.actionUrl.startsWith('http')
      ? input.actionUrl
      : `${input.appUrl}${input.actionUrl}`
    : undefined;
  const mail = composeMail({
    to: input.user.email,
    subject: input.title,
    greeting: `Hello ${input.user.firstName},`,
    paragraphs: input.mailParagraphs ?? [input.message],
    action: input.mailAction ?? (link ? { label: 'Open CareClass', url: link } : undefined),
  });
  return input.attachments?.length ? { ...mail, attachments: input.attachments } : mail;
}
