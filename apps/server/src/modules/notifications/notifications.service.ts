import {
  NOTIFICATION_MSG,
  NEWEST_NOTIFICATIONS_AT_MOST,
  safeLink,
  type DetailedMessageInput,
  type NotificationListQuery,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { findUserById } from '../users/profile.service.ts';
import { notifyUser } from './notify.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  deleteUserNotification,
  findNotification,
  listForUser,
  markAllNotificationsRead,
  markNotificationRead,
  unreadCount,
  type NotificationView,
} from './notifications.repository.ts';

export { NOTIFICATION_MSG };

const fullName = (first: string | null, last: string | null) =>
  first || last ? `${first ?? ''} ${last ?? ''}`.trim() : null;

/** A notification as the API shows it; both spellings of the specification (is_read/read, created_at/timestamp). */
export function toNotificationDto(view: NotificationView) {
  const n = view.n;
  return {
    id: n.id,
    title: n.title,
    message: n.message,
    type: n.type,
    is_read: n.isRead,
    read: n.isRead,
    read_at: n.readAt ? n.readAt.toISOString() : null,
    created_at: n.createdAt.toISOString(),
    timestamp: n.createdAt.toISOString(),
    action_url: n.actionUrl,
    recipient: n.userId,
    recipient_name: fullName(view.recipientFirst, view.recipientLast),
    sender_id: n.senderId,
    sender_name: fullName(view.senderFirst, view.senderLast),
    template_id: n.templateId,
    metadata: n.metadata,
  };
}
export type NotificationDto = ReturnType<typeof toNotificationDto>;

/**
 * The caller's newest notifications (200 at most; `?limit=` asks for fewer, as the header's bell
 * does) and the number still unread among all of them.
 */
export async function listMine(
  ctx: AppContext,
  user: UserRow,
  query: NotificationListQuery = { limit: NEWEST_NOTIFICATIONS_AT_MOST },
) {
  const { limit } = query;
  const [rows, unread] = await Promise.all([
    listForUser(ctx.db, user.id, limit),
    unreadCount(ctx.db, user.id),
  ]);
  return { notifications: rows.map(toNotificationDto), unread_count: unread };
}

async function ownOr404(ctx: AppContext, user: UserRow, id: number) {
  const view = await findNotification(ctx.db, id, user.id);
  if (!view) throw notFound(NOTIFICATION_MSG.notFound);
  return view;
}

export async function getMine(ctx: AppContext, user: UserRow, id: number) {
  return { notification: toNotificationDto(await ownOr404(ctx, user, id)) };
}

export async function markRead(ctx: AppContext, user: UserRow, id: number) {
  await ownOr404(ctx, user, id);
  await markNotificationRead(ctx.db, id, user.id);
  return {
    message: NOTIFICATION_MSG.markedRead,
    notification: toNotificationDto(await ownOr404(ctx, user, id)),
  };
}

export async function markAllRead(ctx: AppContext, user: UserRow) {
  const updated = await markAllNotificationsRead(ctx.db, user.id);
  return { message: NOTIFICATION_MSG.allRead, updated };
}

export async function deleteMine(ctx: AppContext, user: UserRow, id: number) {
  await ownOr404(ctx, user, id);
  await deleteUserNotification(ctx.db, id, user.id);
  return { message: NOTIFICATION_MSG.deleted };
}

/**
 * GET /admin/notifications/{id}: admins see any notification; instructors (who may use the admin
 * notification calls) only those they sent or received, so no student's messages leak to them.
 */
export async function getAny(ctx: AppContext, caller: UserRow, id: number) {
  return { notification: toNotificationDto(await visibleToStaff(ctx, caller, id)) };
}

/** The notification when the caller may read it through the admin calls, otherwise 404. */
async function visibleToStaff(ctx: AppContext, caller: UserRow, id: number) {
  const view = await findNotification(ctx.db, id);
  const visible =
    view &&
    (caller.role === 'admin' || view.n.userId === caller.id || view.n.senderId === caller.id);
  if (!visible) throw notFound(NOTIFICATION_MSG.notFound);
  return view;
}

/**
 * Send Detailed Message (admins and instructors): a follow-up to a notification. It goes to the
 * original notification's recipient; when the caller is that recipient, it goes back to the original
 * sender as a reply. Links with an empty label or url are dropped; the rest must be safe links,
 * kept as a browser reads them. The original must be one the caller may read (as GET).
 */
export async function sendDetailed(
  ctx: AppContext,
  caller: UserRow,
  input: DetailedMessageInput,
  ip?: string,
) {
  // A reply quotes the original's title: only one the caller may read can be answered, or an
  // instructor could read any student's titles back from their Sent tab.
  const original = await visibleToStaff(ctx, caller, input.originalNotificationId);
  const links = input.links
    .filter((l) => l.label.trim() && l.url.trim())
    .map((l) => {
      const url = safeLink(l.url);
      if (url === null)
        throw badRequest(NOTIFICATION_MSG.badLink, { links: NOTIFICATION_MSG.badLink });
      return { label: l.label.trim(), url };
    });
  const toId = original.n.userId === caller.id ? original.n.senderId : original.n.userId;
  const to = toId ? await findUserById(ctx.db, toId) : undefined;
  if (!to) throw badRequest(NOTIFICATION_MSG.noRecipient);
  await ctx.db.transaction(async (tx) => {
    await notifyUser(tx, {
      user: to,
      title: original.n.title.startsWith('Re: ') ? original.n.title : `Re: ${original.n.title}`,
      message: input.message,
      type: 'user_notification',
      senderId: caller.id,
      metadata: {
        original_notification_id: original.n.id,
        links,
        detailed: true,
        timestamp: input.timestamp ?? new Date().toISOString(),
      },
      mail: 'preference',
      appUrl: ctx.config.appUrl,
    });
    await recordAudit(tx, {
      actor: caller,
      action: 'notification.detailed',
      targetType: 'notification',
      targetId: original.n.id,
      after: { to_user_id: to.id, links: links.length },
      ip,
    });
  });
  return { message: NOTIFICATION_MSG.detailedSent };
}
