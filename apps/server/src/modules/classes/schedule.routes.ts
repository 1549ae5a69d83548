import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import {
  classFormBodySchema,
  idParam,
  scheduleSavedSchema,
  scheduleSchema,
  sessionSavedSchema,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireAuth, requireRole } from '../../plugins/auth.ts';
import { requireClassStaff } from './class-staff.ts';
import * as schedule from './schedule.service.ts';

/**
 * A class's schedule and its sessions one by one (catalogue "Classes (public and shared)";
 * docs/decisions/0031). Reading is for the class's staff; every write is the office's. The bodies
 * are the class dialog's, checked by its own rules (classFormBodySchema).
 */
export function scheduleRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
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
    app.put(
      '/classes/:id/schedule',
      {
        ...admin,
        schema: {
          params: idParam,
          body: classFormBodySchema,
          response: { 200: scheduleSavedSchema },
        },
      },
      async (request) =>
        schedule.updateSchedule(
          ctx,
          request.auth!.user,
          request.params.id,
          request.body,
          request.ip,
        ),
    );
    app.post(
      '/sessions',
      { ...admin, schema: { body: classFormBodySchema, response: { 201: sessionSavedSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await schedule.createSession(ctx, request.auth!.user, request.body, request.ip)),
    );
    app.put(
      '/sessions/:id',
      {
        ...admin,
        schema: {
          params: idParam,
          body: classFormBodySchema,
          response: { 200: sessionSavedSchema },
        },
      },
      async (request) =>
        schedule.updateSession(
          ctx,
          request.auth!.user,
          request.params.id,
          request.body,
          request.ip,
        ),
    );
    app.delete(
      '/sessions/:id',
      { ...admin, schema: { params: idParam, response: { 200: sessionSavedSchema } } },
      async (request) =>
        schedule.removeSession(ctx, request.auth!.user, request.params.id, request.ip),
    );
  };
}
