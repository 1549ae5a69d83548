import { randomUUID } from 'node:crypto';
import {
  MSG,
  fillTemplate,
  formatDayForPeople,
  normaliseTemplateName,
  templateMismatchMessage,
  templateRecipientType,
  type NotificationType,
  type RecipientType,
  type TemplateValues,
  TEMPLATE_LIMITS,
  idOfRef,
  NOTICE_INPUT_MSG,
  type SendNotificationInput,
  type TemplateRef,
  type BroadcastInput,
  type BulkNotificationInput,
  type TemplateVariablesInput,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { classWithInstructor, nextSessionDate, timeZoneOf } from '../classes/classes.service.ts';
import { fullName } from '../users/users.mapper.ts';
import { languageOf } from '../../mail/bilingual.ts';
import type { UserRow } from '../../plugins/auth.ts';
import {
  broadcastAudience,
  classStudentUsers,
  findLiveUsers,
  sentEntries,
  sentGroupIds,
} from './center.repository.ts';
import { deleteNotificationsByIds, findNotificationsByIds } from './notifications.repository.ts';
import { NOTIFICATION_MSG, toNotificationDto } from './notifications.service.ts';
import { notifyUsers, type NoticeInput } from './notify.ts';
import { findTemplateById, findTemplateByName, type TemplateRow } from './templates.repository.ts';

/** Stands in for a class value the office has not set (the class page says TBA, too). */
export const NOT_SET = 'TBA';

const tooLong = {
  title: NOTICE_INPUT_MSG.titleTooLong,
  message: NOTICE_INPUT_MSG.messageTooLong,
};

/** Request variables as template values (text; null leaves the placeholder unfilled). */
const asValues = (vars: TemplateVariablesInput): Record<string, string | null> =>
  Object.fromEntries(
    Object.entries(vars ?? {}).map(([k, v]) => [k, v === null ? null : String(v)]),
  );

/** The title and message as they reach one recipient; refused when blank or too long. */
function render(
  template: { title: string; message: string },
  values: TemplateValues,
  blankMessage: string,
) {
  const title = fillTemplate(template.title, values).trim();
  const message = fillTemplate(template.message, values).trim();
  if (!title || !message) throw badRequest(blankMessage);
  if (title.length > TEMPLATE_LIMITS.title)
    throw badRequest(tooLong.title, { title: tooLong.title });
  if (message.length > TEMPLATE_LIMITS.message) {
    throw badRequest(tooLong.message, { message: tooLong.message });
  }
  return { title, message };
}

const share = { share: true };

/** A template's texts: the English ones, and the Spanish ones when the template has them. */
interface Texts {
  title: string;
  message: string;
  es?: { title: string; message: string } | null;
}

const textsOf = (template: TemplateRow): Texts => ({
  title: template.titleTemplate,
  message: template.messageTemplate,
  es:
    template.titleTemplateEs && template.messageTemplateEs
      ? { title: template.titleTemplateEs, message: template.messageTemplateEs }
      : null,
});

/** The version a recipient reads: the Spanish one for a Spanish speaker when there is one. */
const textsFor = (texts: Texts, user: UserRow) =>
  languageOf(user) === 'es' && texts.es ? texts.es : texts;

/** The template a send names (sendNotificationSchema), locked until the send commits. */
async function templateOf(db: DbOrTx, ref: TemplateRef) {
  if (ref === null) return null;
  let template: TemplateRow | undefined;
  if ('name' in ref)
    template = await findTemplateByName(db, normaliseTemplateName(ref.name), share);
  else if (ref.id !== null) template = await findTemplateById(db, ref.id, share);
  if (!template) throw notFound(MSG.templateNotFound);
  return template;
}

interface Target {
  recipientType: RecipientType;
  id: number;
}

interface Recipient {
  user: UserRow;
  values: Record<string, string | null>;
}

/** The users a send reaches, with the values filled for each; 404/400 texts of the specification. */
async function recipientsOf(tx: DbOrTx, target: Target, timeZone: string) {
  if (target.recipientType === 'user') {
    const [user] = await findLiveUsers(tx, [target.id]);
    if (!user) throw notFound(MSG.invalidUserSelected);
    return {
      recipients: [{ user, values: { student_name: fullName(user) } }] as Recipient[],
      shared: {},
      metadata: () => ({ recipient_type: 'user', user_id: user.id, user_name: fullName(user) }),
    };
  }
  const found = await classWithInstructor(tx, target.id);
  if (!found) throw notFound(MSG.selectedClassNotFound);
  const students = await classStudentUsers(tx, target.id);
  const startDate = await nextSessionDate(tx, target.id, timeZone);
  if (students.length === 0) throw badRequest(MSG.noStudentsInClass);
  const teacher =
    found.instructorFirst || found.instructorLast
      ? `${found.instructorFirst ?? ''} ${found.instructorLast ?? ''}`.trim()
      : NOT_SET;
  return {
    recipients: students.map((user) => ({ user, values: { student_name: fullName(user) } })),
    shared: {
      class_name: found.cls.title,
      student_count: String(students.length),
      teacher_name: teacher,
      // A person reads it: "Wednesday, December 23, 2026", not the stored yyyy-MM-dd.
      start_date: startDate ? formatDayForPeople(startDate) : NOT_SET,
    },
    metadata: (user: UserRow) => ({
      recipient_type: 'class',
      class_id: found.cls.id,
      class_name: found.cls.title,
      user_id: user.id,
      user_name: fullName(user),
    }),
  };
}

/**
 * POST /notifications/admin/send: one notification per recipient (a user, or each student of a
 * class), with e-mail to those who keep e-mail notifications on, and one audit entry, in one
 * transaction. With a template, its title and message are the texts, filled per recipient with
 * {student_name}, the class values ({class_name}, {student_count}, {teacher_name}, {start_date}),
 * {title} and {message} from the request, and the request's `variables`.
 */
export async function sendNotification(
  ctx: AppContext,
  caller: UserRow,
  input: SendNotificationInput,
  ip?: string,
) {
  const wanted = { recipientType: input.recipientType, id: input.recipient };
  const requested = {
    ...asValues(input.variables),
    title: input.title.trim(),
    message: input.message.trim(),
  };
  const timeZone = await timeZoneOf(ctx);
  // Every read the send depends on happens in its transaction, with the rows locked.
  const sentCount = await ctx.db.transaction(async (tx) => {
    const template = await templateOf(tx, input.template);
    if (template && templateRecipientType(template.type) !== wanted.recipientType) {
      throw badRequest(
        templateMismatchMessage(templateRecipientType(template.type), wanted.recipientType),
      );
    }
    const texts: Texts = template
      ? textsOf(template)
      : { title: input.title, message: input.message };
    // Blank once filled (a template) or as written (free text: nothing in it is a placeholder).
    render(texts, template ? requested : {}, MSG.provideTitleAndMessage);
    // A malformed id names nobody: the same answer as an unknown one.
    if (wanted.id === null) {
      throw notFound(
        wanted.recipientType === 'user' ? MSG.invalidUserSelected : MSG.selectedClassNotFound,
      );
    }
    const target: Target = { recipientType: wanted.recipientType, id: wanted.id };
    const { recipients, shared, metadata } = await recipientsOf(tx, target, timeZone);
    const batchId = randomUUID();
    const type: NotificationType =
      target.recipientType === 'class' ? 'class_notification' : 'user_notification';
    const notices: NoticeInput[] = recipients.map(({ user, values }) => ({
      user,
      ...render(
        textsFor(texts, user),
        template ? { ...requested, ...shared, ...values } : {},
        MSG.provideTitleAndMessage,
      ),
      type,
      senderId: caller.id,
      templateId: template?.id ?? null,
      metadata: {
        ...metadata(user),
        batch_id: batchId,
        ...(template ? { template_name: template.name } : {}),
      },
      mail: 'preference',
      appUrl: ctx.config.appUrl,
    }));
    const ids = await notifyUsers(tx, notices);
    await recordAudit(tx, {
      actor: caller,
      action: 'notification.send',
      targetType: target.recipientType,
      targetId: target.id,
      after: {
        batch_id: batchId,
        template_id: template?.id ?? null,
        title: texts.title,
        message: texts.message,
        sent_count: ids.length,
        user_ids: notices.map((n) => n.user.id),
        emailed_user_ids: notices.filter((n) => n.user.emailNotifications).map((n) => n.user.id),
      },
      ip,
    });
    return ids.length;
  });
  return { message: MSG.notificationSent, sent_count: sentCount };
}

/**
 * The texts a bulk send fills: the named stored template's, else the title and message the
 * request gives among its variables (the original client sends them so). 404 for a named template
 * that is neither stored nor replaced by texts; 400 when nothing names what to send.
 */
async function bulkTexts(
  tx: DbOrTx,
  name: string | null | undefined,
  values: Record<string, string | null>,
) {
  const template = name ? await findTemplateByName(tx, normaliseTemplateName(name), share) : null;
  if (template) {
    return { template, texts: textsOf(template) };
  }
  if (values.title?.trim() && values.message?.trim())
    return {
      template: null,
      texts: { title: values.title, message: values.message } as Texts,
    };
  if (name) throw notFound(MSG.templateNotFound);
  throw badRequest(MSG.templateNameRequired, { template_name: MSG.templateNameRequired });
}

/**
 * POST /notifications/admin/bulk: the named template (or the title and message given), filled per
 * user with {student_name} and the request's variables. The users are checked first: an id that is malformed, unknown or of a
 * deleted account is counted as failed and reported; the others are all written in one
 * transaction (never half of them). 404 when no user named exists.
 */
export async function sendBulk(
  ctx: AppContext,
  caller: UserRow,
  input: BulkNotificationInput,
  ip?: string,
) {
  const named = [...new Set(input.user_ids.map((v) => idOfRef(v) ?? String(v)))];
  const ids = named.filter((v): v is number => typeof v === 'number');
  const values = asValues(input.variables);
  const { users, failed } = await ctx.db.transaction(async (tx) => {
    const { template, texts } = await bulkTexts(tx, input.template_name, values);
    const users = await findLiveUsers(tx, ids);
    const found = new Set(users.map((u) => u.id));
    const failed = named.filter((v) => typeof v !== 'number' || !found.has(v));
    if (users.length === 0) throw notFound(MSG.invalidUserSelected);

    const batchId = randomUUID();
    const notices: NoticeInput[] = users.map((user) => ({
      user,
      ...render(
        textsFor(texts, user),
        { ...values, student_name: fullName(user) },
        MSG.provideTitleAndMessage,
      ),
      type: input.type ?? 'user_notification',
      senderId: caller.id,
      templateId: template?.id ?? null,
      metadata: {
        ...(input.metadata ?? {}),
        recipient_type: 'user',
        user_id: user.id,
        user_name: fullName(user),
        batch_id: batchId,
        template_name: template?.name ?? null,
      },
      mail: 'preference',
      appUrl: ctx.config.appUrl,
    }));
    await notifyUsers(tx, notices);
    await recordAudit(tx, {
      actor: caller,
      action: 'notification.bulk',
      targetType: 'notification_template',
      targetId: template?.id ?? null,
      after: {
        batch_id: batchId,
        template_name: template?.name ?? null,
        sent_count: notices.length,
        failed_count: failed.length,
        user_ids: users.map((u) => u.id),
        failed,
      },
      ip,
    });
    return { users, failed };
  });
  return {
    message:
      failed.length === 0
        ? MSG.notificationSent
        : `Notification sent to ${users.length} of ${named.length} recipients`,
    sent_count: users.length,
    failed_count: failed.length,
    failed_user_ids: failed.map(String),
  };
}

/**
 * POST /notifications/admin/broadcast: one notification of type broadcast to every active student
 * account but the sender (docs/decisions/0015), e-mail to those who keep e-mail notifications on,
 * one audit entry, in one transaction: all are written or none.
 */
export async function sendBroadcast(
  ctx: AppContext,
  caller: UserRow,
  input: BroadcastInput,
  ip?: string,
) {
  const title = input.title?.trim() ?? '';
  const message = input.message?.trim() ?? '';
  if (!title || !message) throw badRequest(MSG.broadcastNeedsTitleAndMessage);
  const kind = input.type ?? 'broadcast';
  const sentCount = await ctx.db.transaction(async (tx) => {
    const audience = await broadcastAudience(tx, caller.id);
    if (audience.length === 0) throw badRequest(MSG.noBroadcastRecipients);
    const batchId = randomUUID();
    const notices: NoticeInput[] = audience.map((user) => ({
      user,
      title,
      message,
      type: 'broadcast',
      senderId: caller.id,
      metadata: { isBroadcast: true, type: kind, batch_id: batchId, recipient_type: 'all' },
      mail: 'preference',
      appUrl: ctx.config.appUrl,
    }));
    await notifyUsers(tx, notices);
    await recordAudit(tx, {
      actor: caller,
      action: 'notification.broadcast',
      targetType: 'notification_batch',
      targetId: batchId,
      after: { title, message, type: kind, sent_count: notices.length, audience: 'students' },
      ip,
    });
    return notices.length;
  });
  return {
    message: MSG.broadcastSent,
    // One transaction: every notification is written or none, so nothing can half fail.
    data: { sent_count: sentCount, total_users: sentCount, failed_count: 0 },
  };
}

/**
 * GET /notifications/admin/sent: what the office sent, grouped by the specification's rule (see
 * sentEntries). Admins see everything any staff member sent; instructors what they sent. Two
 * queries whatever the number of entries.
 */
export async function listSent(ctx: AppContext, caller: UserRow) {
  const entries = await sentEntries(ctx.db, caller.role === 'admin' ? undefined : caller.id);
  const leads = await findNotificationsByIds(
    ctx.db,
    entries.map((e) => Number(e.lead_id)),
  );
  const byId = new Map(leads.map((view) => [view.n.id, view]));
  const notifications = entries.flatMap((entry) => {
    const view = byId.get(Number(entry.lead_id));
    if (!view) return [];
    const dto = toNotificationDto(view);
    const grouped = entry.grouped;
    const allRead = entry.read_count === entry.sent_count;
    return [
      {
        ...dto,
        is_read: allRead,
        read: allRead,
        recipient: grouped ? null : dto.recipient,
        recipient_name: grouped ? `${entry.sent_count} recipients` : dto.recipient_name,
        recipient_type: recipientTypeOf(view.n.metadata, grouped),
        is_broadcast: grouped,
        sent_count: entry.sent_count,
        read_count: entry.read_count,
        all_recipients: entry.names,
        original_notification_ids: entry.ids.map(Number),
      },
    ];
  });
  return { notifications };
}

function recipientTypeOf(metadata: Record<string, unknown>, grouped: boolean): string | null {
  const stored = metadata.recipient_type;
  if (typeof stored === 'string') return stored;
  return grouped ? 'all' : null;
}

/**
 * DELETE /notifications/admin/sent/{id}: the sender withdraws a Sent entry, the row alone or the
 * whole group it belongs to (decision 0028): the recipients' notices go with it. Only the sender
 * may; for anyone else the entry does not exist (404).
 */
export async function deleteSent(ctx: AppContext, caller: UserRow, id: number, ip?: string) {
  const deleted = await ctx.db.transaction(async (tx) => {
    const ids = await sentGroupIds(tx, caller.id, id);
    if (ids.length === 0) throw notFound(NOTIFICATION_MSG.notFound);
    await deleteNotificationsByIds(tx, ids);
    await recordAudit(tx, {
      actor: caller,
      action: 'notification.withdraw',
      targetType: 'notification',
      targetId: id,
      after: { deleted_ids: ids },
      ip,
    });
    return ids.length;
  });
  return {
    message: deleted === 1 ? NOTIFICATION_MSG.deleted : `${deleted} notifications deleted`,
    deleted_count: deleted,
  };
}
