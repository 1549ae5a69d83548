import type { AdminUser, BroadcastSent, RecipientType } from '@careclass/shared';

/**
 * The Notification Center's view of the API payloads (docs/decisions/0015). The answers' shapes are the shared contract's (packages/shared/src/contracts/notifications.ts).
 */
export type {
  NotificationList as ReceivedNotifications,
  NotificationTemplate,
  SentNotification,
  TemplateInput,
} from '@careclass/shared';

/** A user as GET /admin/users/search lists them (the fields the pickers show). */
export type UserOption = Pick<AdminUser, 'id' | 'name' | 'email' | 'role' | 'status'>;

export interface SendNotificationInput {
  title: string;
  message: string;
  /** The user or class id. */
  recipient: number;
  recipientType: RecipientType;
  templateId?: number;
}

/** What the broadcast dialog shows: the answer's message beside its counts. */
export type BroadcastResult = { message: string } & BroadcastSent['data'];
