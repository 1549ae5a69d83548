/*
 * A notification's shape is the shared contract's (`AppNotification`, `NotificationLink` in
 * packages/shared/src/contracts/notifications.ts); what the screens derive from it lives here.
 */
import type { AppNotification } from '@careclass/shared';
export type { AppNotification, NotificationLink } from '@careclass/shared';

export const isUnread = (n: Pick<AppNotification, 'is_read' | 'read'>) => !(n.is_read ?? n.read);

/** "Class notification" for class_notification. */
export function notificationTypeLabel(type: string): string {
  const text = type.replace(/_/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Notification';
}
