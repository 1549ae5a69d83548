import { STRIPE_MSG } from '@careclass/shared';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { AppConfig, StripeConfig } from '../../../config.ts';
import { AppError } from '../../../lib/errors.ts';

export { STRIPE_MSG };

/** Stripe's smallest charge in US dollars; Checkout refuses less. */
export const STRIPE_MINIMUM_CENTS = 50;

// One client per configuration: it holds the keep-alive agent, so it is made once, not per call.
const clients = new WeakMap<StripeConfig, Stripe>();

/** The Stripe client when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else undefined. */
export function stripeOf(config: AppConfig): Stripe | undefined {
  const settings = config.stripe;
  if (!settings) return undefined;
  let client = clients.get(settings);
  if (!client) {
    client = new Stripe(settings.secretKey, {
      // Retries reuse the idempotency key, so a lost answer never creates a second session.
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(settings.api ?? {}),
    });
    clients.set(settings, client);
  }
  return client;
}

/**
 * Stripe's own error text can name keys and accounts: people see one plain sentence, the log keeps
 * the rest.
 */
export function stripeFailure(log: FastifyBaseLogger, message: string, cause: unknown) {
  log.error({ err: cause }, 'Stripe request failed');
  return new AppError(502, 'PAYMENT_PROVIDER_ERROR', message);
}
