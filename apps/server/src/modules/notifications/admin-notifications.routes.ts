import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import {
  broadcastSchema,
  broadcastSentSchema,
  bulkNotificationSchema,
  bulkSentSchema,
  idParam,
  messageAnswer,
  notificationSentSchema,
  sentDeletedSchema,
  sendNotificationSchema,
  sentListSchema,
  templateInputSchema,
  templateListSchema,
  templateSavedSchema,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { officeRoutes } from '../../lib/routes.ts';
import * as center from './center.service.ts';
import * as templates from './templates.service.ts';

/**
 * Notification Center (catalogue "Notifications", the /notifications/admin calls): templates,
 * sending to a user or a class, bulk sends from a template, broadcasts and the Sent tab. Admins
 * and instructors; the guard runs on request, before the body is validated.
 */
export function adminNotificationsRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return officeRoutes(ctx, ['admin', 'instructor'], (app, act) => {
    app.get(
      '/notifications/admin/templates',
      { schema: { response: { 200: templateListSchema } } },
      async () => templates.listTemplates(ctx),
    );
    app.post(
      '/notifications/admin/templates',
      { schema: { body: templateInputSchema, response: { 201: templateSavedSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await templates.createTemplate(ctx, request.auth!.user, request.body, request.ip)),
    );
    act(
      'PUT /notifications/admin/templates/:id',
      { body: templateInputSchema, answer: templateSavedSchema },
      templates.updateTemplate,
    );
    app.delete(
      '/notifications/admin/templates/:id',
      { schema: { params: idParam, response: { 200: messageAnswer } } },
      async (request) =>
        templates.deleteTemplate(ctx, request.auth!.user, request.params.id, request.ip),
    );

    app.post(
      '/notifications/admin/send',
      { schema: { body: sendNotificationSchema, response: { 200: notificationSentSchema } } },
      async (request) => center.sendNotification(ctx, request.auth!.user, request.body, request.ip),
    );
    app.post(
      '/notifications/admin/bulk',
      {
        schema: {
          body: bulkNotificationSchema,
          response: { 200: bulkSentSchema },
        },
      },
      async (request) => center.sendBulk(ctx, request.auth!.user, request.body, request.ip),
    );
    app.post(
      '/notifications/admin/broadcast',
      {
        schema: {
          body: broadcastSchema,
          response: { 200: broadcastSentSchema },
        },
      },
      async (request) => center.sendBroadcast(ctx, request.auth!.user, request.body, request.ip),
    );
    app.delete(
      '/notifications/admin/sent/:id',
      {
        schema: {
          params: idParam,
          response: { 200: sentDeletedSchema },
        },
      },
      async (request) => center.deleteSent(ctx, request.auth!.user, request.params.id, request.ip),
    );
    app.get(
      '/notifications/admin/sent',
      { schema: { response: { 200: sentListSchema } } },
      async (request) => center.listSent(ctx, request.auth!.user),
    );
  });
}
