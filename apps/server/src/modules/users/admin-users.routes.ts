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
import { ofRow, officeRoutes } from '../../lib/routes.ts';
import { deleteUser } from './admin-user-deletion.ts';
import * as admin from './admin-users.service.ts';

/** User Management (catalogue "Admin: users, settings, audit, analytics, health"); admins only. */
export function adminUsersRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return officeRoutes(ctx, ['admin'], (app, act) => {
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
    app.get('/admin/users/:id', ofRow(adminUserAnswerSchema), async (request) =>
      admin.getUser(ctx, request.params.id),
    );
    app.get('/admin/users/:id/profile', ofRow(adminUserProfileSchema), async (request) =>
      admin.getUserProfile(ctx, request.params.id),
    );
    app.get('/admin/users/:id/enrollments', ofRow(adminUserEnrollmentsSchema), async (request) =>
      admin.getUserEnrollments(ctx, request.params.id),
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
    app.get('/admin/users/:id/activity-logs', ofRow(adminUserAuditLogsSchema), async (request) =>
      admin.getUserAuditLogs(ctx, request.params.id),
    );
    act(
      'PATCH /admin/users/:id/role',
      { body: roleChangeSchema, answer: adminUserUpdatedSchema },
      admin.changeRole,
    );
    act(
      'PATCH /admin/users/:id/status',
      { body: statusChangeSchema, answer: adminUserUpdatedSchema },
      admin.changeStatus,
    );
    // Either spelling of the body; the schema folds them into the camelCase names.
    act(
      'PUT /admin/users/:id/password',
      { body: adminPasswordBodySchema, answer: messageAnswer },
      admin.resetPassword,
    );
    act(
      'POST /admin/users/:id/notifications',
      { body: userNotificationSchema, answer: messageAnswer },
      admin.sendNotification,
    );
    app.delete('/admin/users/:id', ofRow(userDeletedSchema), async (request) =>
      deleteUser(ctx, request.auth!.user, request.params.id, request.ip),
    );
  });
}
