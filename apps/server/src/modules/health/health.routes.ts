import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { healthDownSchema, healthUpSchema } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { pingDatabase } from './health.repository.ts';

/** Liveness and database reachability, for load balancers and the start-up wait of tests. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.get(
      '/health',
      { schema: { response: { 200: healthUpSchema, 503: healthDownSchema } } },
      async (_request, reply) => {
        try {
          await pingDatabase(ctx.db);
          return { status: 'ok' as const, database: 'up' as const };
        } catch {
          return reply.status(503).send({ status: 'error', database: 'down' });
        }
      },
    );
  };
}
