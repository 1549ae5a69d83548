import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import type { AppContext } from '../../context.ts';
import { requireAuth, requireRole } from '../../plugins/auth.ts';
import {
  allReadSchema,
  detailedMessageSchema,
  idParam,
  messageAnswer,
  noBodySchema,
  notificationActionAnswerSchema,
  notificationActionSchema,
  notificationAnswerSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadSchema,
} from '@careclass/shared';
import * as center from './center.service.ts';
import * as notifications from './notifications.service.ts';

/** The signed-in user's notifications, and the detailed-message call of admins and instructors. */
export function notificationsRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    const auth = { onRequest: requireAuth(ctx) };
    app.get(
      '/notifications',
      {
        ...auth,
        schema: {
          querystring: notificationListQuerySchema,
          response: { 200: notificationListSchema },
        },
      },
      async (request) => notifications.listMine(ctx, request.auth!.user, request.query),
    );
    // PUT without a body (an empty object's fields are ignored).
    app.put(
      '/notifications/read-all',
      { ...auth, schema: { body: noBodySchema, response: { 200: allReadSchema } } },
      async (request) => notifications.markAllRead(ctx, request.auth!.user),
    );
    app.get(
      '/notifications/:id',
      { ...auth, schema: { params: idParam, response: { 200: notificationAnswerSchema } } },
      async (request) => notifications.getMine(ctx, request.auth!.user, request.params.id),
    );
    app.put(
      '/notifications/:id/read',
      {
        ...auth,
        schema: { params: idParam, body: noBodySchema, response: { 200: notificationReadSchema } },
      },
      async (request) => notifications.markRead(ctx, request.auth!.user, request.params.id),
    );
    app.delete(
      '/notifications/:id',
      { ...auth, schema: { params: idParam, response: { 200: messageAnswer } } },
      async (request) => notifications.deleteMine(ctx, request.auth!.user, request.params.id),
    );

    const staff = { onRequest: requireRole(ctx, 'admin', 'instructor') };
    app.post(
      '/admin/notifications/detailed',
      { ...staff, schema: { body: detailedMessageSchema, response: { 201: messageAnswer } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await notifications.sendDetailed(ctx, request.auth!.user, request.body, request.ip),
          ),
    );
    app.get(
      '/admin/notifications/:id',
      { ...staff, schema: { params: idParam, response: { 200: notificationAnswerSchema } } },
      async (request) => notifications.getAny(ctx, request.auth!.user, request.params.id),
    );
    /*
     * "Action plus fields" (catalogue; docs/decisions/0027), admins and instructors like the
     * calls it stands for: each action runs the service function of its own route.
     *   send       fields of POST /notifications/admin/send
     *   bulk       fields of POST /notifications/admin/bulk
     *   broadcast  fields of POST /notifications/admin/broadcast
     *   detailed   fields of POST /admin/notifications/detailed
     */
    app.post(
      '/admin/notifications',
      {
        ...staff,
        schema: {
          body: notificationActionSchema,
          response: { 200: notificationActionAnswerSchema, 201: messageAnswer },
        },
      },
      async (request, reply) => {
        const user = request.auth!.user;
        const body = request.body;
        switch (body.action) {
          case 'send':
            return center.sendNotification(ctx, user, body.fields, request.ip);
          case 'bulk':
            return center.sendBulk(ctx, user, body.fields, request.ip);
          case 'broadcast':
            return center.sendBroadcast(ctx, user, body.fields, request.ip);
          case 'detailed':
            return reply
              .status(201)
              .send(await notifications.sendDetailed(ctx, user, body.fields, request.ip));
        }
      },
    );
  };
}
