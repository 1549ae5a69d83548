import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeConfig } from '../src/config.ts';

/** One call CareClass made to the Stripe API, as the local server received it. */
export interface StripeCall {
  method: string;
  path: string;
  /** The form fields (Stripe's bracket names, e.g. `line_items[0][price_data][unit_amount]`). */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export interface FakeStripe {
  calls: StripeCall[];
  /** The Stripe settings that point CareClass's Stripe client at this server. */
  config: StripeConfig;
  /** The next call to this path answers a Stripe error (a 400 the library does not retry). */
  failNext(path: string): void;
  close(): Promise<void>;
}

const SECRET_KEY = 'sk_test_careclass_local';
export const WEBHOOK_SECRET = 'whsec_careclass_local_test_secret';
export const CARD_LAST_FOUR = '4242';

/**
 * A local HTTP server answering the few Stripe API calls CareClass makes (create a Checkout
 * Session, read a payment intent, create a refund) the way Stripe does, including replaying the
 * first answer for a repeated idempotency key. It records every call for the tests to inspect.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  const replays = new Map<string, unknown>();
  const failing = new Set<string>();
  let counter = 0;

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
    res.end(JSON.stringify(body));
  };

  const respond = (call: StripeCall): [number, unknown] => {
    if (failing.delete(call.path)) {
      return [400, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } }];
    }
    const n = ++counter;
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
      const id = `cs_test_${n}`;
      return [
        200,
        {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(call.form['line_items[0][price_data][unit_amount]']),
          currency: call.form['line_items[0][price_data][currency]'],
          client_reference_id: call.form.client_reference_id,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        },
      ];
    }
    const intent = call.path.match(/^\/v1\/payment_intents\/([\w-]+)$/);
    if (call.method === 'GET' && intent) {
      return [
        200,
        {
          id: intent[1],
          object: 'payment_intent',
          status: 'succeeded',
          payment_method: `pm_test_${n}`,
          latest_charge: {
            id: `ch_test_${n}`,
            object: 'charge',
            payment_method_details: {
              type: 'card',
              card: { brand: 'visa', last4: CARD_LAST_FOUR },
            },
          },
        },
      ];
    }
    if (call.method === 'POST' && call.path === '/v1/refunds') {
      return [
        200,
        {
          id: `re_test_${n}`,
          object: 'refund',
          status: 'succeeded',
          amount: Number(call.form.amount),
          payment_intent: call.form.payment_intent,
        },
      ];
    }
    return [404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }];
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = Buffer.concat(chunks).toString('utf8');
      const form = Object.fromEntries(
        new URLSearchParams(req.method === 'GET' ? url.search : body),
      );
      const header = (name: string) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const call: StripeCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        form,
        idempotencyKey: header('idempotency-key'),
        authorization: header('authorization'),
      };
      calls.push(call);
      const key = call.idempotencyKey ? `${call.path} ${call.idempotencyKey}` : undefined;
      const [status, reply] = key && replays.has(key) ? [200, replays.get(key)] : respond(call);
      if (key && status === 200) replays.set(key, reply);
      answer(res, status, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    calls,
    config: {
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port, protocol: 'http' },
    },
    failNext: (path) => void failing.add(path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
