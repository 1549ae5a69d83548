import {
  expiryReminderAnswerSchema,
  holdSeatAnswerSchema,
  holdSeatSchema,
  idParam,
} from '@careclass/shared';
import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getReminder, holdSeat } from './reminders.service.ts';

/** A student's expiry reminder and its "Hold a seat for me" (docs/decisions/0052). */
export function remindersRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    const auth = { onRequest: requireAuth(ctx) };
    app.get(
      '/reminders/:id',
      { ...auth, schema: { params: idParam, response: { 200: expiryReminderAnswerSchema } } },
      async (request) => getReminder(ctx, request.auth!.user, request.params.id),
    );
    app.post(
      '/reminders/:id/hold',
      {
        ...auth,
        schema: { params: idParam, body: holdSeatSchema, response: { 201: holdSeatAnswerSchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await holdSeat(ctx, request.auth!.user, request.params.id, request.body.session_id),
          ),
    );
  };
}
