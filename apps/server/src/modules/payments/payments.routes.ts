import { idParam, payPaymentSchema, paymentPaidSchema, receiptFileSchema } from '@careclass/shared';
import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { fileBytes } from '../files/file-answer.ts';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as payments from './payments.service.ts';
import { buildReceipt } from './receipt.service.ts';
import { stripeWebhookRoutes } from './stripe/stripe-webhook.routes.ts';

/** Pay Now (the specification's "update payment status to paid"; path chosen in docs/decisions/0010) and receipts. */
export function paymentsRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    // Its own plugin: the webhook reads its JSON body raw, no other route does.
    await app.register(stripeWebhookRoutes(ctx));
    app.post(
      '/payments/:id/pay',
      {
        onRequest: requireAuth(ctx),
        schema: { params: idParam, body: payPaymentSchema, response: { 200: paymentPaidSchema } },
      },
      async (request) => payments.pay(ctx, request.auth!.user, request.params.id, request.body),
    );
    // The receipt of a paid payment, for its payer and administrators (docs/decisions/0025).
    app.get(
      '/payments/:id/receipt',
      {
        onRequest: requireAuth(ctx),
        schema: { params: idParam, response: { 200: receiptFileSchema } },
      },
      async (request, reply) => {
        const receipt = await buildReceipt(ctx.db, request.params.id, request.auth!.user);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${receipt.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(fileBytes(receipt.pdf));
      },
    );
  };
}
