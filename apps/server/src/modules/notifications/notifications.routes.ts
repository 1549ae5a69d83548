import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth, requireRole } from '../../plugins/auth.ts';
import { idParam } from '../classes/classes.routes.ts';
import * as notifications from './notifications.service.ts';

/** The signed-in user's notifications, and the detailed-message call of admins and instructors. */
export function notificationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: requireAuth(ctx) };
    const params = { schema: { params: idParam } };
    app.get('/notifications', auth, async (request) =>
      notifications.listMine(ctx, request.auth!.user, request.query),
    );
    app.put('/notifications/read-all', auth, async (request) =>
      notifications.markAllRead(ctx, request.auth!.user),
    );
    app.get('/notifications/:id', { ...auth, ...params }, async (request) =>
      notifications.getMine(ctx, request.auth!.user, request.params.id),
    );
    app.put('/notifications/:id/read', { ...auth, ...params }, async (request) =>
      notifications.markRead(ctx, request.auth!.user, request.params.id),
    );
    app.delete('/notifications/:id', { ...auth, ...params }, async (request) =>
      notifications.deleteMine(ctx, request.auth!.user, request.params.id),
    );

    const staff = { onRequest: requireRole(ctx, 'admin', 'instructor') };
    app.post('/admin/notifications/detailed', staff, async (request, reply) =>
      reply
        .status(201)
        .send(await notifications.sendDetailed(ctx, request.auth!.user, request.body, request.ip)),
    );
    app.get('/admin/notifications/:id', { ...staff, ...params }, async (request) =>
      notifications.getAny(ctx, request.auth!.user, request.params.id),
    );
  };
}
