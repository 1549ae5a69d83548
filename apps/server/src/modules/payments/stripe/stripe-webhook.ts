import type Stripe from 'stripe';
import { WEBHOOK_MSG, centsToDollars, formatUsd } from '@careclass/shared';
import type { AppContext } from '../../../context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { findUserById } from '../../users/profile.service.ts';
import {
  checkoutSessionRecorded,
  findPaymentView,
  insertTransaction,
  markPaymentPaidIfOwed,
  storeStripeEvent,
  stripeEventSeen,
} from '../payments.repository.ts';
import { recordPaid } from '../record-paid.ts';

export { WEBHOOK_MSG };

/** The events that say a Checkout Session's money has arrived. */
const PAID_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

/** The event, if Stripe's signature over the exact bytes received is good; else a 400. */
export function verifiedEvent(
  stripe: Stripe,
  secret: string,
  raw: Buffer,
  signature: string | undefined,
): Stripe.Event {
  try {
    return stripe.webhooks.constructEvent(raw, signature ?? '', secret);
  } catch {
    throw new AppError(400, 'BAD_SIGNATURE', WEBHOOK_MSG.badSignature);
  }
}

/**
 * Handles one verified event. A paid Checkout Session marks its payment paid exactly once: the
 * event id is stored first (a second delivery, retried or concurrent, finds it and stops), and
 * the payment changes only while it is still owed. Other events are acknowledged and ignored.
 */
export async function handleStripeEvent(ctx: AppContext, stripe: Stripe, event: Stripe.Event) {
  if (!PAID_EVENTS.has(event.type)) return;
  const session = event.data?.object as Stripe.Checkout.Session | undefined;
  // A completed session paid by a delayed method confirms later, with async_payment_succeeded.
  if (typeof session?.id !== 'string' || session.payment_status !== 'paid') return;
  if (await stripeEventSeen(ctx.db, event.id)) return;
  const intentId = idOf(session.payment_intent);
  const lastFour = intentId ? await cardLastFour(ctx, stripe, intentId) : null;
  await ctx.db.transaction(async (tx) => {
    if (!(await storeStripeEvent(tx, event))) return;
    await settleSession(tx, ctx, session, intentId, lastFour);
  });
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * The last four digits of the card, from the payment intent's charge (or its payment method).
 * Only a nicety for the ledger: if Stripe cannot be asked, the payment is confirmed without them.
 */
async function cardLastFour(ctx: AppContext, stripe: Stripe, intentId: string) {
  try {
    const intent = await stripe.paymentIntents.retrieve(intentId, {
      expand: ['latest_charge', 'payment_method'],
    });
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
    const digits = charge?.payment_method_details?.card?.last4 ?? method?.card?.last4 ?? null;
    return digits && /^\d{4}$/.test(digits) ? digits : null;
  } catch (error) {
    ctx.log.warn({ err: error, intentId }, 'could not read the card of a Stripe payment');
    return null;
  }
}

async function settleSession(
  tx: DbOrTx,
  ctx: AppContext,
  session: Stripe.Checkout.Session,
  intentId: string | null,
  lastFour: string | null,
) {
  const paymentId = Number(session.metadata?.payment_id ?? session.client_reference_id);
  const view = Number.isSafeInteger(paymentId) ? await findPaymentView(tx, paymentId) : undefined;
  const user = view ? await findUserById(tx, view.payment.userId) : undefined;
  if (!view || !user) {
    ctx.log.warn({ session: session.id }, 'Stripe checkout for no known payment; ignored');
    return;
  }
  // Another event about the same session (never the same event: its id is stored) got here first.
  if (await checkoutSessionRecorded(tx, session.id)) return;
  const stripeIds = { checkoutSessionId: session.id, paymentIntentId: intentId };
  const owed = view.payment.amountCents;
  if (session.amount_total !== owed || session.currency !== 'usd') {
    const got = formatUsd(centsToDollars(session.amount_total ?? 0));
    return holdForOffice(tx, ctx, view.payment, stripeIds, lastFour, {
      why: `Card payment of ${got} ${session.currency?.toUpperCase() ?? ''} does not match the ${formatUsd(centsToDollars(owed))} due; check it in Stripe`,
      amountCents: session.amount_total ?? 0,
    });
  }
  const now = new Date();
  if (!(await markPaymentPaidIfOwed(tx, paymentId, now))) {
    return holdForOffice(tx, ctx, view.payment, stripeIds, lastFour, {
      why: `Card payment received for a payment that was already ${view.payment.status}; refund it in Stripe`,
      amountCents: owed,
    });
  }
  await recordPaid(tx, ctx, {
    user,
    paymentId,
    classTitle: view.classTitle,
    amountCents: owed,
    provider: 'stripe',
    reference: intentId ?? session.id,
    lastFour,
    stripe: stripeIds,
  });
}

/**
 * Money Stripe took that cannot pay the payment (wrong amount, or already paid or cancelled): it
 * is written down as a pending transaction, which counts as no revenue, for the office to settle.
 */
async function holdForOffice(
  tx: DbOrTx,
  ctx: AppContext,
  payment: { id: number; userId: number },
  ids: { checkoutSessionId: string; paymentIntentId: string | null },
  lastFour: string | null,
  what: { why: string; amountCents: number },
) {
  ctx.log.warn({ paymentId: payment.id, session: ids.checkoutSessionId }, what.why);
  await insertTransaction(tx, {
    paymentId: payment.id,
    userId: payment.userId,
    type: 'payment',
    status: 'pending',
    amountCents: what.amountCents,
    provider: 'stripe',
    providerRef: ids.paymentIntentId ?? ids.checkoutSessionId,
    lastFour,
    description: what.why,
    stripeCheckoutSessionId: ids.checkoutSessionId,
    stripePaymentIntentId: ids.paymentIntentId,
  });
}
