import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import type { AppContext } from '../../context.ts';
import { requireAuth, requireRole } from '../../plugins/auth.ts';
import { requireClassStaff } from './class-staff.ts';
import { idParam } from './classes.routes.ts';
import * as schedule from './schedule.service.ts';

/**
 * A class's schedule and its sessions one by one (catalogue "Classes (public and shared)";
 * docs/decisions/0031). Reading is for the class's staff; every write is the office's.
 */
export function scheduleRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    const staff = { onRequest: requireAuth(ctx), schema: { params: idParam } };
    const admin = { onRequest: requireRole(ctx, 'admin') };
    const adminById = { ...admin, schema: { params: idParam } };

    app.get('/classes/:id/schedule', staff, async (request) => {
      await requireClassStaff(ctx.db, request.auth!.user, request.params.id);
      return schedule.getSchedule(ctx, request.params.id);
    });
    app.put('/classes/:id/schedule', adminById, async (request) =>
      schedule.updateSchedule(ctx, request.auth!.user, request.params.id, request.body, request.ip),
    );
    app.post('/sessions', admin, async (request, reply) =>
      reply
        .status(201)
        .send(await schedule.createSession(ctx, request.auth!.user, request.body, request.ip)),
    );
    app.put('/sessions/:id', adminById, async (request) =>
      schedule.updateSession(ctx, request.auth!.user, request.params.id, request.body, request.ip),
    );
    app.delete('/sessions/:id', adminById, async (request) =>
      schedule.removeSession(ctx, request.auth!.user, request.params.id, request.ip),
    );
  };
}
