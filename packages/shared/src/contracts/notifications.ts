import { z } from 'zod';
import { MAX_DB_INTEGER, idSchema } from '../input.ts';
import { MSG } from '../messages.ts';
import { NOTIFICATION_TYPES, TEMPLATE_TYPES } from '../enums.ts';
import { RECIPIENT_TYPES, type RecipientType } from '../templates.ts';
import { actionBody, messageAnswer, timestamp } from './common.ts';
import { NOTICE_INPUT_MSG } from './users.ts';

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

/**
 * The checks of the notification contract's own fields (message group `notificationInput`,
 * docs/decisions/0053): a list's limit, variables, a bulk send's size and metadata, a template's
 * Spanish version.
 */
export const NOTIFICATION_INPUT_MSG = {
  listLimit: `The limit must be a whole number from 1 to ${NEWEST_NOTIFICATIONS_AT_MOST}`,
  variableNames: 'Variable names are single words',
  tooManyVariables: 'Too many variables',
  tooManyUsers: `At most ${BULK_MAX_USERS} users at a time`,
  metadataTooLarge: 'The metadata is too large',
  spanishIncomplete: 'Give both the Spanish title and the Spanish message, or leave both empty',
  templateVariables: 'Template variables are single words (letters, digits, underscores)',
  spanishNotText: 'The Spanish version must be text',
} as const;

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
    /** The Spanish version, sent to Spanish-speaking recipients; null: the English one is. */
    title_template_es: z.string().nullable(),
    message_template_es: z.string().nullable(),
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

const limitText = NOTIFICATION_INPUT_MSG.listLimit;
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
  label: z.string().max(200, { error: NOTICE_INPUT_MSG.linkLabelTooLong }).optional().default(''),
  url: z.string().max(2000, { error: NOTICE_INPUT_MSG.linkTooLong }).optional().default(''),
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
  title: NOTICE_INPUT_MSG.titleTooLong,
  message: NOTICE_INPUT_MSG.messageTooLong,
};
const text = (max: number, message: string) => z.string().max(max, { error: message }).nullish();

const variablesSchema = z
  .record(
    z.string().regex(/^\w{1,50}$/, { error: NOTIFICATION_INPUT_MSG.variableNames }),
    z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]),
  )
  .refine((v) => Object.keys(v).length <= 50, { error: NOTIFICATION_INPUT_MSG.tooManyVariables })
  .nullish();
export type TemplateVariablesInput = z.output<typeof variablesSchema>;

/**
 * An id as the office's calls name a row: a number, digit text, or an object carrying `id` (the
 * dialog's user object). `undefined` when nothing is named (absent, null or blank), `null` when
 * what is named is no valid id: such a reference names nobody.
 */
export function idOfRef(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'object' && !Array.isArray(value)) {
    return idOfRef((value as { id?: unknown }).id);
  }
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_DB_INTEGER ? n : null;
}

/** A reference to a row of the send call: an id, its digits, or an object with the id. */
const rowRef = (error: string, what: string) =>
  z
    .union(
      [
        z.number(),
        z.string().max(100),
        z.object({ id: z.union([z.number(), z.string().max(100), z.null()]).optional() }),
        z.null(),
      ],
      { error },
    )
    .optional()
    .describe(what);

const recipientTypeField = z.enum(RECIPIENT_TYPES, { error: MSG.recipientTypeInvalid }).optional();

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The recipient checks of the specification, first and in its order: a recipient at all (No
 * recipient specified), its type, and, for a user, `recipient` and `user` agreeing. A
 * malformed id passes here: it names nobody, which the service answers as an unknown one (404).
 */
function checkRecipient(body: unknown, ctx: z.RefinementCtx): unknown {
  if (!isObject(body)) return body;
  const type = body.recipientType ?? body.recipient_type;
  const recipient = idOfRef(body.recipient);
  const user = type === 'user' ? idOfRef(body.user) : undefined;
  const fail = (path: string, message: string) => {
    ctx.addIssue({ code: 'custom', path: [path], message, input: body[path] });
  };
  if (recipient === undefined && user === undefined) fail('recipient', MSG.noRecipient);
  else if (!RECIPIENT_TYPES.includes(type as RecipientType))
    fail('recipientType', MSG.recipientTypeInvalid);
  else if (recipient !== undefined && user !== undefined && recipient !== user)
    fail('recipient', MSG.recipientMismatch);
  return body;
}

/** Which template a send names: none, by id (null: a malformed id, which names none), or name. */
export type TemplateRef = null | { id: number | null } | { name: string };

function templateRefOf(raw: { templateId?: unknown; template_id?: unknown; template?: unknown }) {
  const byId = idOfRef(raw.templateId ?? raw.template_id);
  const given = raw.template;
  if (byId !== undefined) return { id: byId };
  if (given === undefined || given === null || given === '') return null;
  if (typeof given === 'string' && !/^\d+$/.test(given)) return { name: given };
  return { id: idOfRef(given) ?? null };
}

/**
 * POST /api/notifications/admin/send (catalogue: title, message, recipient, recipientType,
 * templateId, template, user). Checked in the specification's order: the recipient (checkRecipient),
 * then the texts' lengths and the variables, each field's type; the template is looked up by the
 * service in the send's transaction. The service gets one shape: the recipient type, the
 * recipient's id (null when malformed), the template named (TemplateRef) and the texts.
 */
export const sendNotificationSchema = z.preprocess(
  checkRecipient,
  z
    .object({
      recipientType: recipientTypeField.describe('user or class'),
      recipient_type: recipientTypeField.describe('Same as recipientType'),
      recipient: rowRef(MSG.noRecipient, 'The user or class id (or an object with its id)'),
      user: rowRef(
        MSG.noRecipient,
        'For a user send: the user (id or object); must match recipient',
      ),
      title: text(TEMPLATE_LIMITS.title, tooLong.title),
      message: text(TEMPLATE_LIMITS.message, tooLong.message),
      variables: variablesSchema,
      templateId: rowRef(MSG.templateNotFound, 'A stored template (id)'),
      template_id: rowRef(MSG.templateNotFound, 'Same as templateId'),
      template: rowRef(
        MSG.templateNotFound,
        'A stored template: its id, an object with it, or its name',
      ),
    })
    .transform((raw) => {
      const recipientType = (raw.recipientType ?? raw.recipient_type) as RecipientType;
      const recipient =
        idOfRef(raw.recipient) ?? (recipientType === 'user' ? idOfRef(raw.user) : null);
      return {
        recipientType,
        recipient: recipient ?? null,
        template: templateRefOf(raw) as TemplateRef,
        title: raw.title ?? '',
        message: raw.message ?? '',
        variables: raw.variables,
      };
    }),
);
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
    .max(BULK_MAX_USERS, { error: NOTIFICATION_INPUT_MSG.tooManyUsers }),
  variables: variablesSchema,
  type: z.enum(NOTIFICATION_TYPES, { error: MSG.notificationTypeInvalid }).nullish(),
  metadata: z
    .record(z.string(), z.unknown())
    .refine((m) => JSON.stringify(m).length <= 2000, {
      error: NOTIFICATION_INPUT_MSG.metadataTooLarge,
    })
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
/** Not in the specification (docs/decisions/0053). */
export const SPANISH_VERSION_INCOMPLETE = NOTIFICATION_INPUT_MSG.spanishIncomplete;
const variableName = z.string().regex(/^\w+$/, { error: NOTIFICATION_INPUT_MSG.templateVariables });
/** An optional Spanish text of a template: blank or null is none. */
const spanishText = (max: number, error: string) =>
  z
    .string({ error: NOTIFICATION_INPUT_MSG.spanishNotText })
    .trim()
    .max(max, { error })
    .nullish()
    .transform((v) => v || null);

/** POST /api/notifications/admin/templates and PUT .../templates/:id. */
export const templateInputSchema = z
  .object({
    name: z
      .string({ error: MSG.templateNameRequired })
      .trim()
      .min(1, { error: MSG.templateNameRequired })
      .max(TEMPLATE_LIMITS.name, {
        error: NOTICE_INPUT_MSG.templateNameTooLong,
      }),
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
    // The Spanish version (docs/decisions/0053): both texts, or neither.
    title_template_es: spanishText(TEMPLATE_LIMITS.title, tooLong.title),
    message_template_es: spanishText(TEMPLATE_LIMITS.message, tooLong.message),
  })
  .superRefine((v, ctx) => {
    if (Boolean(v.title_template_es) === Boolean(v.message_template_es)) return;
    ctx.addIssue({
      code: 'custom',
      path: [v.title_template_es ? 'message_template_es' : 'title_template_es'],
      message: SPANISH_VERSION_INCOMPLETE,
    });
  });
export type TemplateInput = z.output<typeof templateInputSchema>;

/**
 * POST /api/admin/notifications ("action plus fields"): each action's fields are the body of its
 * own route (send, bulk, broadcast, detailed), checked by that route's schema.
 */
export const notificationActionSchema = actionBody({
  send: sendNotificationSchema,
  bulk: bulkNotificationSchema,
  broadcast: broadcastSchema,
  detailed: detailedMessageSchema,
});
export type NotificationActionInput = z.output<typeof notificationActionSchema>;
