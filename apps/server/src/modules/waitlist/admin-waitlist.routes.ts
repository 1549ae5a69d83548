import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { z } from 'zod';
import { idSchema } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../plugins/auth.ts';
import { idParam } from '../classes/classes.routes.ts';
import * as admin from './admin-waitlist.service.ts';

const entryParams = z.object({ id: idSchema(), entryId: idSchema() });

/** Waitlist Management (catalogue "Admin: classes, sessions, waitlist"). */
export function adminWaitlistRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.addHook('onRequest', requireRole(ctx, 'admin'));
    app.get('/admin/waitlist', async (request) => admin.listWaitlist(ctx, request.query));
    app.get('/admin/classes/:id/waitlist', { schema: { params: idParam } }, async (request) =>
      admin.listWaitlist(ctx, request.query, request.params.id),
    );
    app.put(
      '/admin/classes/:id/waitlist/:entryId',
      { schema: { params: entryParams } },
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
