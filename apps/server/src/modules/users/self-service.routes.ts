import { certificateListSchema, paymentHistorySchema } from '@careclass/shared';
import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import {
  activityHistoryQuerySchema,
  activityPageSchema,
  dashboardSchema,
  enrollmentListSchema,
  fullProfileSchema,
  waitlistEntriesSchema,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { paymentHistory } from '../payments/payments.service.ts';
import { myWaitlist } from '../waitlist/waitlist.service.ts';
import * as self from './self-service.service.ts';

/** The /users/... and /profile/... reads of the self-service area: always the caller's own rows. */
export function selfServiceRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.addHook('onRequest', requireAuth(ctx));
    app.get(
      '/profile/profile',
      { schema: { response: { 200: fullProfileSchema } } },
      async (request) => self.fullProfile(ctx, request.auth!.user),
    );
    app.get(
      '/users/dashboard',
      { schema: { response: { 200: dashboardSchema } } },
      async (request) => self.dashboard(ctx, request.auth!.user),
    );
    app.get(
      '/users/activity-history',
      {
        schema: { querystring: activityHistoryQuerySchema, response: { 200: activityPageSchema } },
      },
      async (request) => self.activityHistory(ctx, request.auth!.user, request.query),
    );
    const enrollmentList = { schema: { response: { 200: enrollmentListSchema } } };
    app.get('/users/enrolled-classes', enrollmentList, async (request) =>
      self.enrolledClasses(ctx, request.auth!.user),
    );
    app.get('/profile/historical-enrollments', enrollmentList, async (request) =>
      self.historicalEnrollments(ctx, request.auth!.user),
    );
    app.get(
      '/users/waitlisted-classes',
      { schema: { response: { 200: waitlistEntriesSchema } } },
      async (request) => myWaitlist(ctx, request.auth!.user),
    );
    app.get(
      '/users/certificates',
      { schema: { response: { 200: certificateListSchema } } },
      async (request) => ({ certificates: await self.myCertificates(ctx, request.auth!.user) }),
    );
    app.get(
      '/users/payment-history',
      { schema: { response: { 200: paymentHistorySchema } } },
      async (request) => paymentHistory(ctx, request.auth!.user),
    );
  };
}
