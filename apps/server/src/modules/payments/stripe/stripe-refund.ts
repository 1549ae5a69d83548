import type { AppContext } from '../../../context.ts';
import { conflict } from '../../../lib/errors.ts';
import { STRIPE_MSG, stripeFailure, stripeOf } from './stripe-client.ts';

/**
 * Gives a Stripe card payment's money back through Stripe and returns the refund's id. The key
 * is the transaction's: asking again (a retry, or after the database write failed) returns the
 * same refund instead of refunding twice.
 */
export async function refundThroughStripe(
  ctx: AppContext,
  row: { id: number; amountCents: number; stripePaymentIntentId: string | null },
): Promise<string> {
  const stripe = stripeOf(ctx.config);
  if (!stripe || !row.stripePaymentIntentId) {
    throw conflict(STRIPE_MSG.notConfigured, 'STRIPE_NOT_CONFIGURED');
  }
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: row.stripePaymentIntentId,
        amount: row.amountCents,
        metadata: { transaction_id: String(row.id) },
      },
      { idempotencyKey: `careclass-refund-${row.id}` },
    );
    return refund.id;
  } catch (error) {
    throw stripeFailure(ctx.log, STRIPE_MSG.refundFailed, error);
  }
}
