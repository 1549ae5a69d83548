import { isSafeLink, type Language, type NotificationType } from '@careclass/shared';
import { languageOf } from '../../mail/bilingual.ts';
import { MAIL_FRAME } from '../../mail/mail-texts.ts';
import type { NoticeText } from '../../mail/notice-texts.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { MailAttachmentRef } from '../../mail/attachment-refs.ts';
import type { SQL } from 'drizzle-orm';
import { enqueueMailFromSql, enqueueMails, type MailMessage } from '../../mail/outbox.ts';
import { composeMail } from '../../mail/templates.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { insertNotifications, insertNotificationsFromSql } from './notifications.repository.ts';

interface NoticeBase {
  /** Without a preferred language the notice is written in English. */
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'emailNotifications'> &
    Partial<Pick<UserRow, 'preferredLanguage'>>;
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
 * A notice's words: as written (a person's own text, sent as it is), or `said` in the reader's
 * language (NOTICES, mail/notice-texts.ts), chosen by their preferred language as it is when the
 * notice is written (docs/decisions/0053).
 */
export type NoticeInput = NoticeBase &
  (
    | { title: string; message: string; said?: undefined }
    | { said: (lang: Language) => NoticeText; title?: undefined; message?: undefined }
  );

const wordsOf = (input: NoticeInput): NoticeText =>
  input.said ? input.said(languageOf(input.user)) : { title: input.title, message: input.message };

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
  const words = inputs.map(wordsOf);
  const ids = await insertNotifications(
    db,
    inputs.map((input, i) => ({
      userId: input.user.id,
      senderId: input.senderId ?? null,
      title: words[i]!.title,
      message: words[i]!.message,
      type: input.type,
      actionUrl: input.actionUrl ?? null,
      templateId: input.templateId ?? null,
      metadata: input.metadata ?? {},
    })),
  );
  await enqueueMails(
    db,
    inputs
      .map((input, i) => mailFor(input, words[i]!))
      .filter((m): m is MailMessage => m !== undefined),
  );
  return ids;
}

/**
 * The writes of `notifyUser` for a statement of several writes (docs/decisions/0045): the notice
 * and its e-mail are inserted once per row of `from` (a CTE of the caller's statement with an `id`
 * column, which goes into the notice's metadata under `idKey`), so they exist exactly when that
 * row does. The same words and e-mail as `notifyUser`.
 */
export function notifyUserFromSql(input: NoticeInput, from: SQL, idKey: string): SQL[] {
  const words = wordsOf(input);
  const notice = inAppNoticesFromSql({ ...input, ...words }, input.user.id, from, idKey);
  const mail = mailFor(input, words);
  return mail ? [notice, enqueueMailFromSql(mail, from)] : [notice];
}

/**
 * An in-app notice (no e-mail) with the same words to each recipient (a user id, or a query
 * answering `user_id`), once per row of `from`, as `notifyUserFromSql`.
 */
export function inAppNoticesFromSql(
  notice: Pick<NoticeBase, 'type' | 'actionUrl' | 'metadata' | 'senderId' | 'templateId'> & {
    title: string;
    message: string;
  },
  recipients: number | SQL,
  from: SQL,
  idKey: string,
): SQL {
  if (notice.actionUrl && !isSafeLink(notice.actionUrl)) {
    throw new Error(`Refusing an unsafe notification link: ${notice.actionUrl}`);
  }
  return insertNotificationsFromSql(
    {
      senderId: notice.senderId ?? null,
      title: notice.title,
      message: notice.message,
      type: notice.type,
      actionUrl: notice.actionUrl ?? null,
      templateId: notice.templateId ?? null,
      metadata: notice.metadata ?? {},
    },
    { from, recipients, idKey },
  );
}

/** The e-mail a notice calls for, or nothing when the user is not to be mailed. */
function mailFor(input: NoticeInput, words: NoticeText): MailMessage | undefined {
  const sendMail =
    input.mail === 'always' || (input.mail === 'preference' && input.user.emailNotifications);
  if (!sendMail) return undefined;
  const link = input.actionUrl
    ? input.actionUrl.startsWith('http')
      ? input.actionUrl
      : `${input.appUrl}${input.actionUrl}`
    : undefined;
  const frame = MAIL_FRAME[languageOf(input.user)]({ firstName: input.user.firstName });
  const mail = composeMail({
    to: input.user.email,
    subject: words.title,
    greeting: frame.greeting,
    paragraphs: input.mailParagraphs ?? [words.message],
    action: input.mailAction ?? (link ? { label: frame.openApp, url: link } : undefined),
    signature: frame.signature,
  });
  return input.attachments?.length ? { ...mail, attachments: input.attachments } : mail;
}
