import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import {
  classParticipantsSchema,
  classStatsSchema,
  idParam,
  myClassesSchema,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireAuth, requireRole } from '../../plugins/auth.ts';
import * as roster from './class-roster.service.ts';

/**
 * The class staff's views (docs/decisions/0032): a class's roster and figures for admins and the
 * class's instructors, and an instructor's own classes. Students and visitors never see a roster.
 */
export function classRosterRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    const auth = { onRequest: requireAuth(ctx) };
    app.get(
      '/classes/:id/participants',
      {
        ...auth,
        schema: {
          params: idParam,
          response: {
            200: classParticipantsSchema,
          },
        },
      },
      async (request) => roster.classParticipants(ctx, request.auth!.user, request.params.id),
    );
    app.get(
      '/classes/:id/stats',
      { ...auth, schema: { params: idParam, response: { 200: classStatsSchema } } },
      async (request) => roster.classFigures(ctx, request.auth!.user, request.params.id),
    );
    app.get(
      '/instructor/classes',
      {
        onRequest: requireRole(ctx, 'instructor', 'admin'),
        schema: { response: { 200: myClassesSchema } },
      },
      async (request) => roster.myClasses(ctx, request.auth!.user),
    );
  };
}
