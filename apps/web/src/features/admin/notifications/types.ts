import type { RecipientType, TemplateType } from '@careclass/shared';
import type { AppNotification } from '../../notifications/api/types.ts';

/** The Notification Center's view of the API payloads (docs/decisions/0015). */

export interface NotificationTemplate {
  id: number;
  name: string;
  type: TemplateType;
  title_template: string;
  message_template: string;
  metadata: { variables: string[]; recipientType: RecipientType };
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A Sent tab entry: one notification, or a group of identical ones (a broadcast). */
export interface SentNotification extends AppNotification {
  template_id: number | null;
  /** user, class, all (a broadcast) or null for office notices. */
  recipient_type: string | null;
  /** True for a grouped entry (a broadcast, or the same text to more than 3 recipients). */
  is_broadcast: boolean;
  sent_count: number;
  read_count: number;
  all_recipients: string[];
  original_notification_ids: number[];
}

export interface ReceivedNotifications {
  notifications: AppNotification[];
  unread_count: number;
}

/** A user as GET /admin/users/search lists them. */
export interface UserOption {
  id: number;
  name: string;
  email: string;
  role: string;
  status: string;
}

export interface TemplateInput {
  name: string;
  type: TemplateType;
  title_template: string;
  message_template: string;
}

export interface SendNotificationInput {
  title: string;
  message: string;
  /** The user or class id. */
  recipient: number;
  recipientType: RecipientType;
  templateId?: number;
}

export interface BroadcastResult {
  message: string;
  sent_count: number;
  total_users: number;
  failed_count: number;
}
