import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.ts';
import { notificationType, templateType } from './enums.ts';
import { users } from './users.ts';

export const notificationTemplates = pgTable('notification_templates', {
  id: id(),
  name: text('name').notNull().unique(),
  type: templateType('type').notNull(),
  titleTemplate: text('title_template').notNull(),
  messageTemplate: text('message_template').notNull(),
  /** The Spanish version, used for Spanish-speaking recipients when given (decision 0053). */
  titleTemplateEs: text('title_template_es'),
  messageTemplateEs: text('message_template_es'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per recipient; a broadcast is N rows that share a batch id in metadata. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: notificationType('type').notNull().default('user_notification'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: tstz('read_at'),
    actionUrl: text('action_url'),
    templateId: integer('template_id').references(() => notificationTemplates.id, {
      onDelete: 'set null',
    }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_sender_idx').on(t.senderId, t.createdAt),
  ],
);
