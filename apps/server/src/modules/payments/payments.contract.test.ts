import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';
import { WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { queryRows } from '../../db/client.ts';

/**
 * The contract test of Pay Now with Stripe keys, Stripe's webhook (signatures made by Stripe's own
 * library), the receipt and a student's payment history. Pay Now through the office ledger is
 * checked in finance.contract.test.ts.
 */
let t: TestApp;
let stripe: FakeStripe;
let contract: Contract;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let classId: number;
const signer = new Stripe('sk_test_signer_only');

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ stripe: stripe.config });
  contract = await loadContract(t);
  student = await signedInStudent(t, 'Paula');
  classId = (await createClass(t, { title: 'Adult CPR' })).classId;
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

function deliver(payload: string, secret = WEBHOOK_SECRET) {
  return t.request({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

describe('contract: payments', () => {
  it('answers Pay Now, the webhook, the receipt and the history as documented', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into payments (user_id, class_id, amount_cents, due_date)
          values (${student.id}, ${classId}, ${9900}, current_date + 12) returning id`,
    );
    const id = row!.id;
    const checkout = await t.request({
      method: 'POST',
      url: `/api/payments/${id}/pay`,
      token: student.token,
      payload: {},
    });
    expect(checkout.statusCode).toBe(200);
    expect(contract.check('POST /api/payments/:id/pay', checkout)).toMatchObject({
      checkout_url: expect.any(String),
      payment: { id, amount: 99, paid_at: null },
    });
    const badCard = await t.request({
      method: 'POST',
      url: `/api/payments/${id}/pay`,
      token: student.token,
      payload: { last_four: '12' },
    });
    expect(badCard.statusCode).toBe(400);
    contract.check('POST /api/payments/:id/pay', badCard);

    const event = JSON.stringify({
      id: 'evt_contract_1',
      object: 'event',
      type: 'checkout.session.completed',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: 'cs_test_contract_1',
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          payment_status: 'paid',
          amount_total: 9900,
          currency: 'usd',
          client_reference_id: String(id),
          metadata: { payment_id: String(id) },
          payment_intent: 'pi_test_contract_1',
        },
      },
    });
    const received = await deliver(event);
    expect(received.statusCode).toBe(200);
    expect(contract.check('POST /api/payments/stripe/webhook', received)).toEqual({
      received: true,
    });
    const forged = await deliver(event, 'whsec_not_the_configured_secret');
    expect(forged.statusCode).toBe(400);
    contract.check('POST /api/payments/stripe/webhook', forged);

    const receipt = await t.request({
      method: 'GET',
      url: `/api/payments/${id}/receipt`,
      token: student.token,
    });
    expect(receipt.statusCode).toBe(200);
    const pdf = contract.check('GET /api/payments/:id/receipt', receipt) as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await signedInStudent(t, 'Otto');
    const notTheirs = await t.request({
      method: 'GET',
      url: `/api/payments/${id}/receipt`,
      token: other.token,
    });
    expect(notTheirs.statusCode).toBe(404);
    contract.check('GET /api/payments/:id/receipt', notTheirs);

    const history = await t.request({
      method: 'GET',
      url: '/api/users/payment-history',
      token: student.token,
    });
    expect(history.statusCode).toBe(200);
    expect(contract.check('GET /api/users/payment-history', history)).toMatchObject({
      payments: [{ id, status: 'paid', amount: 99 }],
      transactions: [{ payment_id: id, type: 'payment', amount: 99 }],
    });
  });
});
