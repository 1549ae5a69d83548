import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { AppContext } from '../../../context.ts';
import { conflict } from '../../../lib/errors.ts';
import type { UserRow } from '../../../plugins/auth.ts';
import type { PaymentView } from '../payments.repository.ts';
import { STRIPE_MINIMUM_CENTS, STRIPE_MSG, stripeFailure } from './stripe-client.ts';

/** Where Stripe sends the student back: the Payments Due section, told how the checkout ended. */
export function checkoutReturnUrls(appUrl: string, paymentId: number) {
  const back = `${appUrl}/profile?section=payments&payment=${paymentId}`;
  return { success_url: `${back}&checkout=success`, cancel_url: `${back}&checkout=cancelled` };
}

/**
 * Opens a Stripe Checkout Session for what the payment owes and returns its address. The
 * idempotency key is made of the payment, the day and the request itself: a second click (or a
 * retry after a lost answer) the same day gets the same session back instead of a second one, and
 * a changed amount gets a new one.
 */
export async function startCheckout(
  ctx: AppContext,
  stripe: Stripe,
  user: UserRow,
  view: PaymentView,
): Promise<string> {
  const payment = view.payment;
  if (payment.amountCents < STRIPE_MINIMUM_CENTS) {
    throw conflict(STRIPE_MSG.tooSmall, 'AMOUNT_TOO_SMALL');
  }
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: payment.amountCents,
          product_data: { name: view.classTitle ?? 'CareClass payment' },
        },
      },
    ],
    client_reference_id: String(payment.id),
    metadata: { payment_id: String(payment.id), user_id: String(user.id) },
    payment_intent_data: { metadata: { payment_id: String(payment.id) } },
    customer_email: user.email,
    ...checkoutReturnUrls(ctx.config.appUrl, payment.id),
  };
  const day = new Date().toISOString().slice(0, 10);
  const digest = createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 16);
  try {
    const session = await stripe.checkout.sessions.create(params, {
      idempotencyKey: `careclass-checkout-${payment.id}-${day}-${digest}`,
    });
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
    return session.url;
  } catch (error) {
    throw stripeFailure(ctx.log, STRIPE_MSG.unavailable, error);
  }
}
