/** A link attached to a notification (metadata.links). */
export interface NotificationLink {
  label: string;
  url: string;
}

/** A notification as the API answers it (both spellings of the specification are present). */
export interface AppNotification {
  id: number;
  title: string;
  message: string;
  type: string;
  is_read: boolean;
  read?: boolean;
  read_at: string | null;
  created_at: string;
  timestamp?: string;
  action_url: string | null;
  recipient: number | null;
  recipient_name: string | null;
  sender_id: number | null;
  sender_name: string | null;
  metadata: { links?: NotificationLink[] } & Record<string, unknown>;
}

export const isUnread = (n: Pick<AppNotification, 'is_read' | 'read'>) => !(n.is_read ?? n.read);

/** "Class notification" for class_notification. */
export function notificationTypeLabel(type: string): string {
  const text = type.replace(/_/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Notification';
}
