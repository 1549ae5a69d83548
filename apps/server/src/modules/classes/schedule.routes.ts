import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import {
  idParam,
  scheduleBodySchema,
  scheduleSavedSchema,
  scheduleSchema,
  sessionBodySchema,
  sessionCreateBodySchema,
  sessionSavedSchema,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireAuth, requireRole } from '../../plugins/auth.ts';
import { rowActions } from '../../lib/routes.ts';
import { requireClassStaff } from './class-staff.ts';
import * as schedule from './schedule.service.ts';

/**
 * A class's schedule and its sessions one by one (catalogue "Classes (public and shared)";
 * docs/decisions/0031). Reading is for the class's staff; every write is the office's. The bodies
 * are the class dialog's, checked by its own rules (scheduleBodySchema, sessionBodySchema).
 */
export function scheduleRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    const act = rowActions(app, ctx);
    const admin = { onRequest: requireRole(ctx, 'admin') };

    app.get(
      '/classes/:id/schedule',
      {
        onRequest: requireAuth(ctx),
        schema: { params: idParam, response: { 200: scheduleSchema } },
      },
      async (request) => {
        await requireClassStaff(ctx.db, request.auth!.user, request.params.id);
        return schedule.getSchedule(ctx, request.params.id);
      },
    );
    act(
      'PUT /classes/:id/schedule',
      { ...admin, body: scheduleBodySchema, answer: scheduleSavedSchema },
      schedule.updateSchedule,
    );
    app.post(
      '/sessions',
      {
        ...admin,
        schema: { body: sessionCreateBodySchema, response: { 201: sessionSavedSchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await schedule.createSession(ctx, request.auth!.user, request.body, request.ip)),
    );
    act(
      'PUT /sessions/:id',
      { ...admin, body: sessionBodySchema, answer: sessionSavedSchema },
      schedule.updateSession,
    );
    app.delete(
      '/sessions/:id',
      { ...admin, schema: { params: idParam, response: { 200: sessionSavedSchema } } },
      async (request) =>
        schedule.removeSession(ctx, request.auth!.user, request.params.id, request.ip),
    );
  };
}
