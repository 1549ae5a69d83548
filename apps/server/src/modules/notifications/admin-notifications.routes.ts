import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { z } from 'zod';
import { NOTIFICATION_TYPES, RECIPIENT_TYPES, TEMPLATE_TYPES } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../plugins/auth.ts';
import { idParam } from '../classes/classes.routes.ts';
import * as center from './center.service.ts';
import * as templates from './templates.service.ts';

const template = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(TEMPLATE_TYPES),
  title_template: z.string(),
  message_template: z.string(),
  metadata: z.object({ variables: z.array(z.string()), recipientType: z.enum(RECIPIENT_TYPES) }),
  created_by: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
const templateResponse = z.object({ message: z.string(), template });
const messageResponse = z.object({ message: z.string() });

const sentEntry = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  is_read: z.boolean(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  timestamp: z.string(),
  action_url: z.string().nullable(),
  recipient: z.number().nullable(),
  recipient_name: z.string().nullable(),
  recipient_type: z.string().nullable(),
  sender_id: z.number().nullable(),
  sender_name: z.string().nullable(),
  template_id: z.number().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  is_broadcast: z.boolean(),
  sent_count: z.number(),
  read_count: z.number(),
  all_recipients: z.array(z.string()),
  original_notification_ids: z.array(z.number()),
});

/**
 * Notification Center (catalogue "Notifications", the /notifications/admin calls): templates,
 * sending to a user or a class, bulk sends from a template, broadcasts and the Sent tab. Admins
 * and instructors; the guard runs on request, before the body is validated.
 */
export function adminNotificationsRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.addHook('onRequest', requireRole(ctx, 'admin', 'instructor'));

    app.get(
      '/notifications/admin/templates',
      { schema: { response: { 200: z.object({ templates: z.array(template) }) } } },
      async () => templates.listTemplates(ctx),
    );
    app.post(
      '/notifications/admin/templates',
      { schema: { response: { 201: templateResponse } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await templates.createTemplate(ctx, request.auth!.user, request.body, request.ip)),
    );
    app.put(
      '/notifications/admin/templates/:id',
      { schema: { params: idParam, response: { 200: templateResponse } } },
      async (request) =>
        templates.updateTemplate(
          ctx,
          request.auth!.user,
          request.params.id,
          request.body,
          request.ip,
        ),
    );
    app.delete(
      '/notifications/admin/templates/:id',
      { schema: { params: idParam, response: { 200: messageResponse } } },
      async (request) =>
        templates.deleteTemplate(ctx, request.auth!.user, request.params.id, request.ip),
    );

    app.post(
      '/notifications/admin/send',
      { schema: { response: { 200: z.object({ message: z.string(), sent_count: z.number() }) } } },
      async (request) => center.sendNotification(ctx, request.auth!.user, request.body, request.ip),
    );
    app.post(
      '/notifications/admin/bulk',
      {
        schema: {
          response: {
            200: z.object({
              message: z.string(),
              sent_count: z.number(),
              failed_count: z.number(),
              failed_user_ids: z.array(z.string()),
            }),
          },
        },
      },
      async (request) => center.sendBulk(ctx, request.auth!.user, request.body, request.ip),
    );
    app.post(
      '/notifications/admin/broadcast',
      {
        schema: {
          response: {
            200: z.object({
              message: z.string(),
              data: z.object({
                sent_count: z.number(),
                total_users: z.number(),
                failed_count: z.number(),
              }),
            }),
          },
        },
      },
      async (request) => center.sendBroadcast(ctx, request.auth!.user, request.body, request.ip),
    );
    app.delete(
      '/notifications/admin/sent/:id',
      {
        schema: {
          params: idParam,
          response: { 200: z.object({ message: z.string(), deleted_count: z.number() }) },
        },
      },
      async (request) => center.deleteSent(ctx, request.auth!.user, request.params.id, request.ip),
    );
    app.get(
      '/notifications/admin/sent',
      { schema: { response: { 200: z.object({ notifications: z.array(sentEntry) }) } } },
      async (request) => center.listSent(ctx, request.auth!.user),
    );
  };
}
