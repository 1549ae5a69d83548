import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../plugins/auth.ts';
import { idParam } from '../classes/classes.routes.ts';
import * as finance from './finance.service.ts';

/** Financial Management (catalogue "Admin: financial"). */
export function financeRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.addHook('onRequest', requireRole(ctx, 'admin'));
    app.get('/admin/financial/summary', async (request) => finance.summary(ctx, request.query));
    app.get('/admin/financial/transactions', async (request) =>
      finance.listTransactions(ctx, request.query),
    );
    app.get('/admin/financial/transactions/export', async (request, reply) => {
      const csv = await finance.exportTransactions(ctx, request.query);
      const q = request.query as Record<string, string | undefined>;
      const name =
        `transactions${q.startDate ? `-${q.startDate}` : ''}${q.endDate ? `-to-${q.endDate}` : ''}.csv`.replace(
          /[^A-Za-z0-9._-]/g,
          '',
        );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    });
    app.patch(
      '/admin/financial/transactions/:id',
      { schema: { params: idParam } },
      async (request) =>
        finance.setTransactionStatus(
          ctx,
          request.auth!.user,
          request.params.id,
          request.body,
          request.ip,
        ),
    );
    app.get('/admin/financial/payments/outstanding', async (request) =>
      finance.outstanding(ctx, request.query),
    );
    app.get('/admin/financial/reminders', async (request) =>
      finance.listReminders(ctx, request.query),
    );
    app.post('/admin/financial/payments/reminder', async (request) =>
      finance.remind(ctx, request.auth!.user, request.body, request.ip),
    );
    app.post('/admin/financial/payments/notify', async (request) =>
      finance.notifyAboutPayment(ctx, request.auth!.user, request.body, request.ip),
    );
  };
}
