import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { idParam } from '../classes/classes.routes.ts';
import * as payments from './payments.service.ts';

/** Pay Now (the specification's "update payment status to paid"; path chosen in docs/decisions/0010). */
export function paymentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/payments/:id/pay',
      { onRequest: requireAuth(ctx), schema: { params: idParam } },
      async (request) => payments.pay(ctx, request.auth!.user, request.params.id, request.body),
    );
  };
}
