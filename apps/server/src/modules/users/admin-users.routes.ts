import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { z } from 'zod';
import { publicUserSchema } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../plugins/auth.ts';
import { idParam } from '../classes/classes.routes.ts';
import { deleteUser } from './admin-user-deletion.ts';
import * as admin from './admin-users.service.ts';

/** A user as the back office sees it; declared so that no other column can ever leave. */
const adminUser = publicUserSchema.extend({ name: z.string() });
const userResponse = z.object({ user: adminUser });
const userMessageResponse = z.object({ user: adminUser, message: z.string() });
const listResponse = z.object({
  users: z.array(adminUser),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number() }),
});

/** User Management (catalogue "Admin: users, settings, audit, analytics, health"); admins only. */
export function adminUsersRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    // On request, before the path and body are validated: a stranger always gets 401 first.
    app.addHook('onRequest', requireRole(ctx, 'admin'));
    const params = { schema: { params: idParam } };

    app.get(
      '/admin/users/search',
      { schema: { response: { 200: listResponse } } },
      async (request) => admin.searchUsers(ctx, request.query),
    );
    app.get('/admin/instructors', async () => admin.listInstructors(ctx));
    app.get(
      '/admin/users/:id',
      { schema: { params: idParam, response: { 200: userResponse } } },
      async (request) => admin.getUser(ctx, request.params.id),
    );
    app.get('/admin/users/:id/profile', params, async (request) =>
      admin.getUserProfile(ctx, request.params.id),
    );
    app.get('/admin/users/:id/enrollments', params, async (request) =>
      admin.getUserEnrollments(ctx, request.params.id),
    );
    app.get('/admin/users/:id/activity', params, async (request) =>
      admin.getUserActivity(ctx, request.params.id, request.query),
    );
    app.get('/admin/users/:id/activity-logs', params, async (request) =>
      admin.getUserAuditLogs(ctx, request.params.id),
    );
    app.patch(
      '/admin/users/:id/role',
      { schema: { params: idParam, response: { 200: userMessageResponse } } },
      async (request) =>
        admin.changeRole(ctx, request.auth!.user, request.params.id, request.body, request.ip),
    );
    app.patch(
      '/admin/users/:id/status',
      { schema: { params: idParam, response: { 200: userMessageResponse } } },
      async (request) =>
        admin.changeStatus(ctx, request.auth!.user, request.params.id, request.body, request.ip),
    );
    app.put('/admin/users/:id/password', params, async (request) =>
      admin.resetPassword(ctx, request.auth!.user, request.params.id, request.body, request.ip),
    );
    app.post('/admin/users/:id/notifications', params, async (request) =>
      admin.sendNotification(ctx, request.auth!.user, request.params.id, request.body, request.ip),
    );
    app.delete('/admin/users/:id', params, async (request) =>
      deleteUser(ctx, request.auth!.user, request.params.id, request.ip),
    );
  };
}
