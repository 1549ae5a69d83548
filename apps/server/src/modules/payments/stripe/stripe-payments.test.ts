import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../../test/factories.ts';
import {
  CARD_LAST_FOUR,
  WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
} from '../../../../test/fake-stripe.ts';
import { queryRows } from '../../../db/client.ts';
import { PAYMENT_MSG } from '../payments.service.ts';
import { STRIPE_MSG } from './stripe-client.ts';
import { WEBHOOK_MSG } from './stripe-webhook.ts';

// Pay Now through Stripe Checkout, confirmed by the signed webhook (docs/decisions/0035). The
// Stripe library talks to a local server standing in for Stripe's API; webhook signatures are
// made by Stripe's own library with the configured secret.

let t: TestApp;
let stripe: FakeStripe;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let other: Awaited<ReturnType<typeof signedInStudent>>;
let adminToken: string;
let classId: number;
const TITLE = 'Pediatric First Aid';
const APP_URL = 'https://careclass.example.test';
const signer = new Stripe('sk_test_signer_only');
let eventCounter = 0;

/** A payment owed for the class (no enrolment row: one student may owe several here). */
async function owedPayment(userId: number, cents: number) {
  const [payment] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into payments (user_id, class_id, amount_cents, due_date)
        values (${userId}, ${classId}, ${cents}, current_date + 20) returning id`,
  );
  return payment!.id;
}

const payNow = (id: number, token?: string) =>
  t.request({ method: 'POST', url: `/api/payments/${id}/pay`, token, payload: {} });

/** A Stripe event about a paid Checkout Session for the payment, as Stripe sends it. */
function paidEvent(
  paymentId: number,
  amountCents: number,
  overrides: Record<string, unknown> = {},
) {
  const n = ++eventCounter;
  return {
    id: `evt_test_${n}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: `cs_test_paid_${n}`,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: amountCents,
        currency: 'usd',
        client_reference_id: String(paymentId),
        metadata: { payment_id: String(paymentId) },
        payment_intent: `pi_test_${n}`,
        ...overrides,
      },
    },
  };
}

function deliver(event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event, null, 2);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.request({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

async function paymentRow(id: number) {
  const [row] = await queryRows<{ status: string; paid_at: Date | null }>(
    t.database.db,
    sql`select status, paid_at from payments where id = ${id}`,
  );
  return row!;
}

async function transactionsOf(paymentId: number) {
  return queryRows<{
    id: number;
    type: string;
    status: string;
    amount_cents: number;
    provider: string | null;
    provider_ref: string | null;
    last_four: string | null;
    description: string | null;
    stripe_checkout_session_id: string | null;
    stripe_payment_intent_id: string | null;
    stripe_refund_id: string | null;
  }>(
    t.database.db,
    sql`select id, type, status, amount_cents, provider, provider_ref, last_four, description,
               stripe_checkout_session_id, stripe_payment_intent_id, stripe_refund_id
        from transactions where payment_id = ${paymentId} and type <> 'reminder' order by id`,
  );
}

async function receivedNotifications(userId: number) {
  const [row] = await queryRows<{ n: number | string }>(
    t.database.db,
    sql`select count(*) as n from notifications
        where user_id = ${userId} and title like 'Payment received%'`,
  );
  return Number(row!.n);
}

const callsTo = (path: string) => stripe.calls.filter((c) => c.path === path);

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ stripe: stripe.config, appUrl: APP_URL });
  student = await signedInStudent(t, 'Sally');
  other = await signedInStudent(t, 'Oscar');
  const admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin.id);
  const cls = await createClass(t, { title: TITLE, sessions: [{ startInDays: 14 }] });
  classId = cls.classId;
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

describe('Pay Now with Stripe keys', () => {
  it('opens a Checkout Session for the amount due and leaves the payment owed', async () => {
    const id = await owedPayment(student.id, 12550);
    const before = stripe.calls.length;
    const res = await payNow(id, student.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(STRIPE_MSG.redirecting);
    expect(body.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    expect(body.payment).toMatchObject({ id, amount: 125.5, paid_at: null });

    const sent = stripe.calls.slice(before);
    expect(sent).toHaveLength(1);
    const call = sent[0]!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.authorization).toBe(`Bearer ${stripe.config.secretKey}`);
    expect(call.idempotencyKey).toMatch(
      new RegExp(`^careclass-checkout-${id}-\\d{4}-\\d{2}-\\d{2}-[0-9a-f]{16}$`),
    );
    const back = `${APP_URL}/profile?section=payments&payment=${id}`;
    expect(call.form).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '12550',
      'line_items[0][price_data][product_data][name]': TITLE,
      client_reference_id: String(id),
      'metadata[payment_id]': String(id),
      'metadata[user_id]': String(student.id),
      'payment_intent_data[metadata][payment_id]': String(id),
      customer_email: student.email,
      success_url: `${back}&checkout=success`,
      cancel_url: `${back}&checkout=cancelled`,
    });

    expect(await paymentRow(id)).toMatchObject({ status: 'pending', paid_at: null });
    expect(await transactionsOf(id)).toEqual([]);
  });

  it('sends the same idempotency key for a second click, so Stripe answers the same session', async () => {
    const id = await owedPayment(student.id, 5000);
    const first = await payNow(id, student.token);
    const second = await payNow(id, student.token);
    expect(second.json().checkout_url).toBe(first.json().checkout_url);
    const keys = callsTo('/v1/checkout/sessions')
      .slice(-2)
      .map((c) => c.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });

  it('refuses anonymous callers, another student and settled payments, without calling Stripe', async () => {
    const id = await owedPayment(student.id, 7000);
    const before = stripe.calls.length;
    const anonymous = await payNow(id);
    expect(anonymous.statusCode).toBe(401);
    const stranger = await payNow(id, other.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({
      error: PAYMENT_MSG.notFound,
      code: 'NOT_FOUND',
      message_key: 'financeInput.paymentNotFound',
    });
    await queryRows(t.database.db, sql`update payments set status = 'paid' where id = ${id}`);
    const paid = await payNow(id, student.token);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('ALREADY_PAID');
    expect(stripe.calls.length).toBe(before);
  });

  it('answers a plain 502 when Stripe refuses, with nothing of Stripe in it', async () => {
    const id = await owedPayment(student.id, 6000);
    stripe.failNext('/v1/checkout/sessions');
    const res = await payNow(id, student.token);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: STRIPE_MSG.unavailable,
      code: 'PAYMENT_PROVIDER_ERROR',
      message_key: 'stripe.unavailable',
    });
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('refuses a wrong or missing signature and changes nothing', async () => {
    const id = await owedPayment(student.id, 8000);
    const forged = await deliver(paidEvent(id, 8000), 'whsec_not_the_configured_secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      error: WEBHOOK_MSG.badSignature,
      code: 'BAD_SIGNATURE',
      message_key: 'webhook.badSignature',
    });
    const unsigned = await t.request({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(paidEvent(id, 8000)),
    });
    expect(unsigned.statusCode).toBe(400);
    // Signed, but the body was changed on the way.
    const event = paidEvent(id, 8000);
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await t.request({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('"amount_total":8000', '"amount_total":8001'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await paymentRow(id)).status).toBe('pending');
    expect(await transactionsOf(id)).toEqual([]);
  });

  it('answers hostile bodies with a 4xx and no internals', async () => {
    const signed = (payload: string) =>
      t.request({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({
            payload,
            secret: WEBHOOK_SECRET,
          }),
        },
        payload,
      });
    const answers = await Promise.all([
      signed('not json'),
      signed(''),
      signed(JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed' })),
      signed(JSON.stringify({ id: 'evt_y', type: 'checkout.session.completed', data: {} })),
      t.request({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      }),
      t.request({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: 'x'.repeat(300 * 1024),
      }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 200, 200, 400, 413]);
    for (const r of answers) expect(r.body).not.toMatch(/stack|node_modules|whsec|sk_test/);
  });

  it('pays once on checkout.session.completed, however often Stripe delivers it', async () => {
    const id = await owedPayment(student.id, 9900);
    const notified = await receivedNotifications(student.id);
    const event = paidEvent(id, 9900);
    for (let i = 0; i < 3; i++) {
      const res = await deliver(event);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    const payment = await paymentRow(id);
    expect(payment.status).toBe('paid');
    expect(payment.paid_at).not.toBeNull();
    const session = event.data.object;
    expect(await transactionsOf(id)).toEqual([
      expect.objectContaining({
        type: 'payment',
        status: 'completed',
        amount_cents: 9900,
        provider: 'stripe',
        provider_ref: session.payment_intent,
        last_four: CARD_LAST_FOUR,
        stripe_checkout_session_id: session.id,
        stripe_payment_intent_id: session.payment_intent,
        stripe_refund_id: null,
      }),
    ]);
    expect(await receivedNotifications(student.id)).toBe(notified + 1);
    // The card's digits came from the payment intent, with its charge expanded.
    const read = callsTo(`/v1/payment_intents/${session.payment_intent}`);
    expect(read).toHaveLength(1);
    expect(read[0]!.form).toMatchObject({ 'expand[0]': 'latest_charge' });
    // The student sees it paid.
    const mine = await t.request({
      method: 'GET',
      url: '/api/profile/profile',
      token: student.token,
    });
    const shown = (mine.json().payments as { id: number; status: string }[]).find(
      (p) => p.id === id,
    );
    expect(shown?.status).toBe('paid');
  });

  it('pays once when two deliveries of the event arrive at the same time', async () => {
    const id = await owedPayment(student.id, 4500);
    const event = paidEvent(id, 4500);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await paymentRow(id)).status).toBe('paid');
    const rows = await transactionsOf(id);
    expect(rows.filter((r) => r.type === 'payment')).toHaveLength(1);
  });

  it('acknowledges an event for an unknown payment without effect', async () => {
    const [before] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from transactions`,
    );
    const res = await deliver(paidEvent(2_000_000_000, 1000));
    expect(res.statusCode).toBe(200);
    const [after] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from transactions`,
    );
    expect(Number(after!.n)).toBe(Number(before!.n));
  });

  it('does not mark a payment paid when the amount paid is not the amount due', async () => {
    const id = await owedPayment(student.id, 20000);
    const res = await deliver(paidEvent(id, 100));
    expect(res.statusCode).toBe(200);
    expect((await paymentRow(id)).status).toBe('pending');
    const rows = await transactionsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', amount_cents: 100, provider: 'stripe' });
    expect(rows[0]!.description).toMatch(/does not match the \$200\.00 due/);
    // A payment in another currency is no better.
    const euros = await deliver(paidEvent(id, 20000, { currency: 'eur' }));
    expect(euros.statusCode).toBe(200);
    expect((await paymentRow(id)).status).toBe('pending');
  });

  it('ignores a session not paid yet and other event types', async () => {
    const id = await owedPayment(student.id, 3000);
    const unpaid = await deliver(paidEvent(id, 3000, { payment_status: 'unpaid' }));
    const other = await deliver({ ...paidEvent(id, 3000), type: 'checkout.session.expired' });
    expect([unpaid.statusCode, other.statusCode]).toEqual([200, 200]);
    expect((await paymentRow(id)).status).toBe('pending');
    expect(await transactionsOf(id)).toEqual([]);
  });
});

describe('refunding a Stripe payment in the back office', () => {
  const refund = (transactionId: number) =>
    t.request({
      method: 'PATCH',
      url: `/api/admin/financial/transactions/${transactionId}`,
      token: adminToken,
      payload: { status: 'refunded' },
    });

  it('refunds through Stripe and keeps the refund id on both rows', async () => {
    const id = await owedPayment(student.id, 15000);
    const event = paidEvent(id, 15000);
    expect((await deliver(event)).statusCode).toBe(200);
    const [payment] = await transactionsOf(id);
    const res = await refund(payment!.id);
    expect(res.statusCode).toBe(200);
    const calls = callsTo('/v1/refunds');
    const call = calls[calls.length - 1]!;
    expect(call.method).toBe('POST');
    expect(call.idempotencyKey).toBe(`careclass-refund-${payment!.id}`);
    expect(call.form).toEqual({
      payment_intent: event.data.object.payment_intent,
      amount: '15000',
      'metadata[transaction_id]': String(payment!.id),
    });
    const rows = await transactionsOf(id);
    const refundId = rows[0]!.stripe_refund_id;
    expect(refundId).toMatch(/^re_test_\d+$/);
    expect(rows).toEqual([
      expect.objectContaining({ type: 'payment', status: 'refunded', stripe_refund_id: refundId }),
      expect.objectContaining({
        type: 'refund',
        status: 'completed',
        amount_cents: 15000,
        provider: 'stripe',
        provider_ref: refundId,
        last_four: CARD_LAST_FOUR,
        stripe_checkout_session_id: event.data.object.id,
        stripe_payment_intent_id: event.data.object.payment_intent,
        stripe_refund_id: refundId,
      }),
    ]);
    expect((await paymentRow(id)).status).toBe('cancelled');
  });

  it('changes nothing when Stripe refuses the refund', async () => {
    const id = await owedPayment(student.id, 2500);
    expect((await deliver(paidEvent(id, 2500))).statusCode).toBe(200);
    const [payment] = await transactionsOf(id);
    stripe.failNext('/v1/refunds');
    const res = await refund(payment!.id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: STRIPE_MSG.refundFailed,
      code: 'PAYMENT_PROVIDER_ERROR',
      message_key: 'stripe.refundFailed',
    });
    expect(await transactionsOf(id)).toEqual([
      expect.objectContaining({ status: 'completed', stripe_refund_id: null }),
    ]);
    expect((await paymentRow(id)).status).toBe('paid');
  });

  it('refunds an office ledger payment in the ledger only', async () => {
    const id = await owedPayment(student.id, 1800);
    await queryRows(
      t.database.db,
      sql`insert into transactions (payment_id, user_id, type, status, amount_cents, provider, provider_ref)
          values (${id}, ${student.id}, 'payment', 'completed', 1800, 'office', 'OFC-1')`,
    );
    await queryRows(t.database.db, sql`update payments set status = 'paid' where id = ${id}`);
    const [row] = await transactionsOf(id);
    const before = callsTo('/v1/refunds').length;
    expect((await refund(row!.id)).statusCode).toBe(200);
    expect(callsTo('/v1/refunds').length).toBe(before);
  });
});

describe('without the Stripe keys', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('Pay Now records the payment in the office ledger at once, as before', async () => {
    const user = await plain.createUser();
    const token = await plain.tokenFor(user.id);
    const [row] = await queryRows<{ id: number }>(
      plain.database.db,
      sql`insert into payments (user_id, amount_cents, due_date)
          values (${user.id}, 4200, current_date + 5) returning id`,
    );
    const res = await plain.request({
      method: 'POST',
      url: `/api/payments/${row!.id}/pay`,
      token,
      payload: { last_four: '1881' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PAYMENT_MSG.paid);
    expect(res.json()).not.toHaveProperty('checkout_url');
    const [tx] = await queryRows<{ provider: string; last_four: string; status: string }>(
      plain.database.db,
      sql`select provider, last_four, status from transactions where payment_id = ${row!.id}`,
    );
    expect(tx).toEqual({ provider: 'office', last_four: '1881', status: 'completed' });
  });

  it('has no webhook to call', async () => {
    const res = await plain.request({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
