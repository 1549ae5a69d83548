import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import {
  activityPageSchema,
  adminPasswordBodySchema,
  adminUserActivityQuerySchema,
  adminUserSearchQuerySchema,
  adminUserAnswerSchema,
  adminUserAuditLogsSchema,
  adminUserEnrollmentsSchema,
  adminUserListSchema,
  adminUserProfileSchema,
  adminUserUpdatedSchema,
  idParam,
  instructorListSchema,
  messageAnswer,
  roleChangeSchema,
  statusChangeSchema,
  userDeletedSchema,
  userNotificationSchema,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../plugins/auth.ts';
import { deleteUser } from './admin-user-deletion.ts';
import * as admin from './admin-users.service.ts';

/** User Management (catalogue "Admin: users, settings, audit, analytics, health"); admins only. */
export function adminUsersRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    // On request, before the path and body are validated: a stranger always gets 401 first.
    app.addHook('onRequest', requireRole(ctx, 'admin'));

    app.get(
      '/admin/users/search',
      {
        schema: {
          querystring: adminUserSearchQuerySchema,
          response: { 200: adminUserListSchema },
        },
      },
      async (request) => admin.searchUsers(ctx, request.query),
    );
    app.get(
      '/admin/instructors',
      { schema: { response: { 200: instructorListSchema } } },
      async () => admin.listInstructors(ctx),
    );
    app.get(
      '/admin/users/:id',
      { schema: { params: idParam, response: { 200: adminUserAnswerSchema } } },
      async (request) => admin.getUser(ctx, request.params.id),
    );
    app.get(
      '/admin/users/:id/profile',
      { schema: { params: idParam, response: { 200: adminUserProfileSchema } } },
      async (request) => admin.getUserProfile(ctx, request.params.id),
    );
    app.get(
      '/admin/users/:id/enrollments',
      { schema: { params: idParam, response: { 200: adminUserEnrollmentsSchema } } },
      async (request) => admin.getUserEnrollments(ctx, request.params.id),
    );
    app.get(
      '/admin/users/:id/activity',
      {
        schema: {
          params: idParam,
          querystring: adminUserActivityQuerySchema,
          response: { 200: activityPageSchema },
        },
      },
      async (request) => admin.getUserActivity(ctx, request.params.id, request.query),
    );
    app.get(
      '/admin/users/:id/activity-logs',
      { schema: { params: idParam, response: { 200: adminUserAuditLogsSchema } } },
      async (request) => admin.getUserAuditLogs(ctx, request.params.id),
    );
    app.patch(
      '/admin/users/:id/role',
      {
        schema: {
          params: idParam,
          body: roleChangeSchema,
          response: { 200: adminUserUpdatedSchema },
        },
      },
      async (request) =>
        admin.changeRole(ctx, request.auth!.user, request.params.id, request.body, request.ip),
    );
    app.patch(
      '/admin/users/:id/status',
      {
        schema: {
          params: idParam,
          body: statusChangeSchema,
          response: { 200: adminUserUpdatedSchema },
        },
      },
      async (request) =>
        admin.changeStatus(ctx, request.auth!.user, request.params.id, request.body, request.ip),
    );
    // Either spelling of the body; the schema folds them into the camelCase names.
    app.put(
      '/admin/users/:id/password',
      {
        schema: {
          params: idParam,
          body: adminPasswordBodySchema,
          response: { 200: messageAnswer },
        },
      },
      async (request) =>
        admin.resetPassword(ctx, request.auth!.user, request.params.id, request.body, request.ip),
    );
    app.post(
      '/admin/users/:id/notifications',
      {
        schema: {
          params: idParam,
          body: userNotificationSchema,
          response: { 200: messageAnswer },
        },
      },
      async (request) =>
        admin.sendNotification(
          ctx,
          request.auth!.user,
          request.params.id,
          request.body,
          request.ip,
        ),
    );
    app.delete(
      '/admin/users/:id',
      { schema: { params: idParam, response: { 200: userDeletedSchema } } },
      async (request) => deleteUser(ctx, request.auth!.user, request.params.id, request.ip),
    );
  };
}
