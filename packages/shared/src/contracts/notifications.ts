import { z } from 'zod';
import { idSchema } from '../input.ts';
import { MSG } from '../messages.ts';
import { NOTIFICATION_TYPES, TEMPLATE_TYPES } from '../enums.ts';
import { RECIPIENT_TYPES } from '../templates.ts';
import { messageAnswer, timestamp } from './common.ts';

/**
 * The contract of the notifications domain (issue 12): the signed-in user's notifications, the
 * detailed message, and the Notification Center's templates, sends, broadcasts and Sent tab.
 */

/** The limits of a template and of what one send may carry (server and web read them here). */
export const TEMPLATE_LIMITS = { name: 100, title: 200, message: 5000, variables: 50 } as const;
/** Most users one bulk call may name. */
export const BULK_MAX_USERS = 1000;
/** The most notifications one list call answers (the bell asks for fewer with `?limit=`). */
export const NEWEST_NOTIFICATIONS_AT_MOST = 200;

// ---------------------------------------------------------------- answers

/** A notification; both spellings of the specification (is_read/read, created_at/timestamp). */
export const notificationSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    message: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    is_read: z.boolean(),
    read: z.boolean(),
    read_at: timestamp.nullable(),
    created_at: timestamp,
    timestamp: timestamp,
    action_url: z.string().nullable(),
    recipient: z.number().nullable(),
    recipient_name: z.string().nullable(),
    sender_id: z.number().nullable(),
    sender_name: z.string().nullable(),
    template_id: z.number().nullable(),
    metadata: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Notification' });
export type AppNotification = z.output<typeof notificationSchema>;

/** GET /api/notifications: the newest notifications and how many of all are unread. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number(),
});
export type NotificationList = z.output<typeof notificationListSchema>;

/** GET /api/notifications/:id and GET /api/admin/notifications/:id. */
export const notificationAnswerSchema = z.object({ notification: notificationSchema });
export type NotificationAnswer = z.output<typeof notificationAnswerSchema>;

/** PUT /api/notifications/:id/read. */
export const notificationReadSchema = z.object({
  message: z.string(),
  notification: notificationSchema,
});

/** PUT /api/notifications/read-all. */
export const allReadSchema = z.object({ message: z.string(), updated: z.number() });

/** One entry of the Sent tab: a notification, or a group sent at once (counted). */
export const sentNotificationSchema = notificationSchema
  .extend({
    recipient_type: z.string().nullable(),
    is_broadcast: z.boolean(),
    sent_count: z.number(),
    read_count: z.number(),
    all_recipients: z.array(z.string()),
    original_notification_ids: z.array(z.number()),
  })
  .meta({ id: 'SentNotification' });
export type SentNotification = z.output<typeof sentNotificationSchema>;
export const sentListSchema = z.object({ notifications: z.array(sentNotificationSchema) });

/** DELETE /api/notifications/admin/sent/:id. */
export const sentDeletedSchema = z.object({ message: z.string(), deleted_count: z.number() });

/** A template; `metadata` always carries its variables and recipient type. */
export const notificationTemplateSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    type: z.enum(TEMPLATE_TYPES),
    title_template: z.string(),
    message_template: z.string(),
    metadata: z.object({
      variables: z.array(z.string()),
      recipientType: z.enum(RECIPIENT_TYPES),
    }),
    created_by: z.number().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'NotificationTemplate' });
export type NotificationTemplate = z.output<typeof notificationTemplateSchema>;
export const templateListSchema = z.object({ templates: z.array(notificationTemplateSchema) });
export const templateSavedSchema = z.object({
  message: z.string(),
  template: notificationTemplateSchema,
});

/** POST /api/notifications/admin/send. */
export const notificationSentSchema = z.object({ message: z.string(), sent_count: z.number() });
export type NotificationSent = z.output<typeof notificationSentSchema>;
/** POST /api/notifications/admin/bulk: ids that were malformed or unknown come back as text. */
export const bulkSentSchema = z.object({
  message: z.string(),
  sent_count: z.number(),
  failed_count: z.number(),
  failed_user_ids: z.array(z.string()),
});
export type BulkSent = z.output<typeof bulkSentSchema>;
/** POST /api/notifications/admin/broadcast. */
export const broadcastSentSchema = z.object({
  message: z.string(),
  data: z.object({ sent_count: z.number(), total_users: z.number(), failed_count: z.number() }),
});
export type BroadcastSent = z.output<typeof broadcastSentSchema>;

/** POST /api/admin/notifications ("action plus fields"): the answer of the action's own route. */
export const notificationActionAnswerSchema = z.union([
  bulkSentSchema,
  broadcastSentSchema,
  notificationSentSchema,
  messageAnswer,
]);

// ---------------------------------------------------------------- input

const limitText = `The limit must be a whole number from 1 to ${NEWEST_NOTIFICATIONS_AT_MOST}`;
/** GET /api/notifications?limit= (200 at most, the default). */
export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: limitText })
    .int({ error: limitText })
    .min(1, { error: limitText })
    .max(NEWEST_NOTIFICATIONS_AT_MOST, { error: limitText })
    .default(NEWEST_NOTIFICATIONS_AT_MOST),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

/** A link of a detailed message (kept in the notification's metadata.links). */
export const notificationLinkSchema = z.object({
  label: z
    .string()
    .max(200, { error: 'A link label is at most 200 characters' })
    .optional()
    .default(''),
  url: z.string().max(2000, { error: 'A link is at most 2000 characters' }).optional().default(''),
});
export type NotificationLink = z.output<typeof notificationLinkSchema>;

/** POST /api/admin/notifications/detailed: a follow-up to a notification. */
export const detailedMessageSchema = z.object({
  originalNotificationId: idSchema('No recipient specified'),
  message: z
    .string({ error: 'Please enter a message' })
    .trim()
    .min(1, { error: 'Please enter a message' })
    .max(5000),
  links: z.array(notificationLinkSchema).max(20).optional().default([]),
  timestamp: z.string().max(50).optional(),
});
export type DetailedMessageInput = z.output<typeof detailedMessageSchema>;

const tooLong = {
  title: 'The title is too long (200 characters at most)',
  message: 'The message is too long (5000 characters at most)',
};
const text = (max: number, message: string) => z.string().max(max, { error: message }).nullish();

const variablesSchema = z
  .record(
    z.string().regex(/^\w{1,50}$/, { error: 'Variable names are single words' }),
    z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]),
  )
  .refine((v) => Object.keys(v).length <= 50, { error: 'Too many variables' })
  .nullish();
export type TemplateVariablesInput = z.output<typeof variablesSchema>;

/**
 * POST /api/notifications/admin/send. The recipient (recipientType/recipient_type, recipient,
 * user) and the template (templateId/template_id, template) are read leniently by the service, so
 * the other fields ride along unchecked here.
 */
export const sendNotificationSchema = z.looseObject({
  title: text(TEMPLATE_LIMITS.title, tooLong.title),
  message: text(TEMPLATE_LIMITS.message, tooLong.message),
  variables: variablesSchema,
});
export type SendNotificationInput = z.output<typeof sendNotificationSchema>;

/** POST /api/notifications/admin/bulk. */
export const bulkNotificationSchema = z.object({
  // Optional: without a stored template, variables.title and variables.message are the texts.
  template_name: z
    .string({ error: MSG.templateNameRequired })
    .trim()
    .max(TEMPLATE_LIMITS.name, { error: MSG.templateNotFound })
    .nullish(),
  user_ids: z
    .array(z.unknown(), { error: MSG.selectUsers })
    .min(1, { error: MSG.selectUsers })
    .max(BULK_MAX_USERS, { error: `At most ${BULK_MAX_USERS} users at a time` }),
  variables: variablesSchema,
  type: z.enum(NOTIFICATION_TYPES, { error: MSG.notificationTypeInvalid }).nullish(),
  metadata: z
    .record(z.string(), z.unknown())
    .refine((m) => JSON.stringify(m).length <= 2000, { error: 'The metadata is too large' })
    .nullish(),
});
export type BulkNotificationInput = z.output<typeof bulkNotificationSchema>;

/** POST /api/notifications/admin/broadcast. */
export const broadcastSchema = z.object({
  title: text(TEMPLATE_LIMITS.title, tooLong.title),
  message: text(TEMPLATE_LIMITS.message, tooLong.message),
  type: z
    .string()
    .regex(/^\w{1,50}$/, { error: MSG.notificationTypeInvalid })
    .nullish(),
  // The client sends it; every call here is a broadcast whatever it says.
  is_broadcast: z.unknown().optional(),
});
export type BroadcastInput = z.output<typeof broadcastSchema>;

const content = { error: MSG.templateContentRequired };
const variableName = z
  .string()
  .regex(/^\w+$/, { error: 'Template variables are single words (letters, digits, underscores)' });
/** POST /api/notifications/admin/templates and PUT .../templates/:id. */
export const templateInputSchema = z.object({
  name: z
    .string({ error: MSG.templateNameRequired })
    .trim()
    .min(1, { error: MSG.templateNameRequired })
    .max(TEMPLATE_LIMITS.name, { error: 'The template name is too long (100 characters at most)' }),
  title_template: z
    .string(content)
    .trim()
    .min(1, content)
    .max(TEMPLATE_LIMITS.title, { error: tooLong.title }),
  message_template: z
    .string(content)
    .trim()
    .min(1, content)
    .max(TEMPLATE_LIMITS.message, { error: tooLong.message }),
  type: z.enum(TEMPLATE_TYPES, { error: MSG.templateTypeInvalid }),
  metadata: z
    .object({ variables: z.array(variableName).max(TEMPLATE_LIMITS.variables).optional() })
    .nullish(),
});
export type TemplateInput = z.output<typeof templateInputSchema>;

/**
 * POST /api/admin/notifications: `{ action, ...fields }`; the action's own route reads the fields
 * (lib/actions.ts answers an unknown or missing action), so the body is read there.
 */
export const notificationActionSchema = z.unknown();
