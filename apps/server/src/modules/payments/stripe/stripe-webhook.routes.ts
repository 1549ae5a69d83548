import { stripeEventReceivedSchema, stripeEventSchema } from '@careclass/shared';
import type { FastifyPluginAsyncContract } from '../../../lib/contract-provider.ts';
import type { AppContext } from '../../../context.ts';
import { notFound } from '../../../lib/errors.ts';
import { stripeOf } from './stripe-client.ts';
import { handleStripeEvent, verifiedEvent } from './stripe-webhook.ts';

/**
 * POST /payments/stripe/webhook, Stripe's calls. The signature covers the exact bytes sent, so
 * in this plugin (and only here) a JSON body is kept as the raw buffer instead of being parsed.
 * No login: the signature is the authentication. Without the Stripe keys the route is not found.
 * The body schema only documents the event (it accepts the buffer as it is); the signature check
 * is the validation, on the raw bytes.
 */
export function stripeWebhookRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    app.post(
      '/payments/stripe/webhook',
      { schema: { body: stripeEventSchema, response: { 200: stripeEventReceivedSchema } } },
      async (request) => {
        const stripe = stripeOf(ctx.config);
        if (!stripe || !ctx.config.stripe) throw notFound();
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const event = verifiedEvent(
          stripe,
          ctx.config.stripe.webhookSecret,
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
        await handleStripeEvent(ctx, stripe, event);
        return { received: true as const };
      },
    );
  };
}
