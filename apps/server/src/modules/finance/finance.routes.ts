import {
  financeRangeQuerySchema,
  financeSummarySchema,
  idParam,
  messageAnswer,
  outstandingPaymentsQuerySchema,
  outstandingPaymentsSchema,
  paymentNoticeSchema,
  paymentNoticeSentSchema,
  paymentReminderInputSchema,
  paymentReminderListSchema,
  financeTransactionListSchema,
  financeTransactionQuerySchema,
  transactionStatusSchema,
  transactionsCsvSchema,
  transactionUpdatedSchema,
} from '@careclass/shared';
import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../plugins/auth.ts';
import * as finance from './finance.service.ts';

const querystring = financeRangeQuerySchema;

/** Financial Management (catalogue "Admin: financial"). */
export function financeRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.addHook('onRequest', requireRole(ctx, 'admin'));
    app.get(
      '/admin/financial/summary',
      { schema: { querystring, response: { 200: financeSummarySchema } } },
      async (request) => finance.summary(ctx, request.query),
    );
    app.get(
      '/admin/financial/transactions',
      {
        schema: {
          querystring: financeTransactionQuerySchema,
          response: { 200: financeTransactionListSchema },
        },
      },
      async (request) => finance.listTransactions(ctx, request.query),
    );
    app.get(
      '/admin/financial/transactions/export',
      { schema: { querystring, response: { 200: transactionsCsvSchema } } },
      async (request, reply) => {
        const csv = await finance.exportTransactions(ctx, request.query);
        const q = request.query;
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
      },
    );
    app.patch(
      '/admin/financial/transactions/:id',
      {
        schema: {
          params: idParam,
          body: transactionStatusSchema,
          response: { 200: transactionUpdatedSchema },
        },
      },
      async (request) =>
        finance.setTransactionStatus(
          ctx,
          request.auth!.user,
          request.params.id,
          request.body,
          request.ip,
        ),
    );
    app.get(
      '/admin/financial/payments/outstanding',
      {
        schema: {
          querystring: outstandingPaymentsQuerySchema,
          response: { 200: outstandingPaymentsSchema },
        },
      },
      async (request) => finance.outstanding(ctx, request.query),
    );
    app.get(
      '/admin/financial/reminders',
      { schema: { querystring, response: { 200: paymentReminderListSchema } } },
      async (request) => finance.listReminders(ctx, request.query),
    );
    app.post(
      '/admin/financial/payments/reminder',
      { schema: { body: paymentReminderInputSchema, response: { 200: messageAnswer } } },
      async (request) => finance.remind(ctx, request.auth!.user, request.body, request.ip),
    );
    app.post(
      '/admin/financial/payments/notify',
      { schema: { body: paymentNoticeSchema, response: { 200: paymentNoticeSentSchema } } },
      async (request) =>
        finance.notifyAboutPayment(ctx, request.auth!.user, request.body, request.ip),
    );
  };
}
