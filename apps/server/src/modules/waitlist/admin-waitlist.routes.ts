import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import {
  adminWaitlistListSchema,
  adminWaitlistQuerySchema,
  idParam,
  waitlistDecisionAnswerSchema,
  waitlistDecisionSchema,
  waitlistEntryParams,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../plugins/auth.ts';
import * as admin from './admin-waitlist.service.ts';

/** Waitlist Management (catalogue "Admin: classes, sessions, waitlist"). */
export function adminWaitlistRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.addHook('onRequest', requireRole(ctx, 'admin'));
    app.get(
      '/admin/waitlist',
      {
        schema: {
          querystring: adminWaitlistQuerySchema,
          response: { 200: adminWaitlistListSchema },
        },
      },
      async (request) => admin.listWaitlist(ctx, request.query),
    );
    app.get(
      '/admin/classes/:id/waitlist',
      {
        schema: {
          params: idParam,
          querystring: adminWaitlistQuerySchema,
          response: { 200: adminWaitlistListSchema },
        },
      },
      async (request) => admin.listWaitlist(ctx, request.query, request.params.id),
    );
    app.put(
      '/admin/classes/:id/waitlist/:entryId',
      {
        schema: {
          params: waitlistEntryParams,
          body: waitlistDecisionSchema,
          response: { 200: waitlistDecisionAnswerSchema },
        },
      },
      async (request) =>
        admin.setWaitlistStatus(
          ctx,
          request.auth!.user,
          request.params.id,
          request.params.entryId,
          request.body,
          request.ip,
        ),
    );
  };
}
