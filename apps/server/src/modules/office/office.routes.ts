import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { pendingCountsSchema } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../plugins/auth.ts';
import { pendingRequestCounts } from './pending-requests.ts';

/** What the back-office menu shows beside its items (admins only). */
export function officeRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.get(
      '/admin/pending-counts',
      { onRequest: requireRole(ctx, 'admin'), schema: { response: { 200: pendingCountsSchema } } },
      async () => pendingRequestCounts(ctx.db),
    );
  };
}
