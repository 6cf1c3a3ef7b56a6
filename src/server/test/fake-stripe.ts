import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { StripePaymentProvider, type StripeApiAddress } from '@server/providers/payment/index';

/**
 * A small stateful Stripe for tests: the real `stripe` SDK is pointed at it (host, port,
 * protocol) and it answers the calls the shop makes — Checkout Sessions (create, retrieve,
 * expire), coupons and refunds — as Stripe does, including what matters for correctness:
 * a repeated idempotency key replays the first answer (a different request under the same key
 * is refused), `expires_at` must be 30 minutes to 24 hours ahead, a coupon's total is taken off,
 * a completed session cannot be expired, refunds cannot exceed the payment. It checks the
 * Bearer key and records every request. Webhooks are signed with the SDK's own test helper.
 */

// Stripe's form fields arrive as untyped nested records; the fake reads them loosely, as Stripe
// does, and the SDK's own types check what our code sends.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Json = Record<string, any>;

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Json;
}

export interface FakeStripe {
  address: StripeApiAddress;
  secretKey: string;
  webhookSecret: string;
  /** Every request received, in order. */
  requests: FakeStripeRequest[];
  /** Every idempotency key received, repeats included. */
  idempotencyKeys: string[];
  sessions: Map<string, Json>;
  coupons: Map<string, Json>;
  refunds: Map<string, Json>;
  /** The shopper paid on Stripe's page: the session becomes complete and paid. */
  pay(sessionId: string, paymentStatus?: 'paid' | 'unpaid'): Json;
  /** A signed webhook delivery, ready to post: the body and its Stripe-Signature header. */
  webhook(type: string, object: Json, eventId?: string): { payload: string; signature: string };
  events: {
    sessionCompleted(sessionId: string, eventId?: string): { payload: string; signature: string };
    sessionExpired(sessionId: string): { payload: string; signature: string };
    asyncPaymentSucceeded(sessionId: string): { payload: string; signature: string };
    asyncPaymentFailed(sessionId: string): { payload: string; signature: string };
    refundUpdated(refundId: string): { payload: string; signature: string };
    /** The charge of a payment, with every refund made of it (newest first), as Stripe sends `charge.refunded`. */
    chargeRefunded(paymentIntent: string): { payload: string; signature: string };
  };
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=1`) back into objects and arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value;
      else node = node[segment] ??= {};
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
    const isList = entries.length > 0 && entries.every(([k], i) => k === String(i));
    return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(body.message);
  }
}

const invalid = (message: string, extra: Json = {}) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...extra });
const missing = (kind: string, key: string) =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${key}'`,
  });

export async function startFakeStripe(
  options: { secretKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake_key';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_secret';
  const sessions = new Map<string, Json>();
  const coupons = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const requests: FakeStripeRequest[] = [];
  const idempotencyKeys: string[] = [];
  const replays = new Map<string, { request: string; status: number; body: Json }>();
  let baseUrl = '';
  const now = () => Math.floor(Date.now() / 1000);

  function createSession(p: Json): Json {
    if (p.mode !== 'payment') throw invalid('This fake supports mode=payment only');
    const items: Json[] = p.line_items ?? [];
    if (items.length === 0) throw invalid('line_items is required');
    const created = now();
    const expiresAt = Number(p.expires_at ?? created + 24 * 3600);
    if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
      throw invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        {
          param: 'expires_at',
        },
      );
    }
    const subtotal = items.reduce((sum, i) => sum + Number(i.price_data.unit_amount) * Number(i.quantity), 0);
    let discount = 0;
    for (const d of (p.discounts ?? []) as Json[]) {
      const coupon = coupons.get(d.coupon);
      if (!coupon) throw missing('coupon', d.coupon);
      if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) {
        throw invalid(`Coupon ${d.coupon} has already been redeemed`);
      }
      coupon.times_redeemed += 1;
      discount += coupon.amount_off;
    }
    const session: Json = {
      id: id('cs_test_'),
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: subtotal,
      amount_total: Math.max(0, subtotal - discount),
      total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
      currency: items[0]!.price_data.currency,
      client_reference_id: p.client_reference_id ?? null,
      metadata: p.metadata ?? {},
      customer_email: p.customer_email ?? null,
      success_url: p.success_url ?? null,
      cancel_url: p.cancel_url ?? null,
      created,
      expires_at: expiresAt,
      payment_intent: null,
      livemode: false,
      // Kept for tests to read; Stripe answers them only when expanded.
      line_items: items,
      discounts: p.discounts ?? [],
      payment_intent_data: p.payment_intent_data ?? null,
    };
    session.url = `${baseUrl}/c/pay/${session.id}`;
    sessions.set(session.id, session);
    return session;
  }

  function createRefund(p: Json): Json {
    const session = [...sessions.values()].find((s) => s.payment_intent && s.payment_intent === p.payment_intent);
    if (!session) throw missing('payment_intent', String(p.payment_intent));
    const refunded = [...refunds.values()]
      // A failed or canceled refund gave nothing back, so it does not count (as at Stripe).
      .filter((r) => r.payment_intent === session.payment_intent && r.status !== 'failed' && r.status !== 'canceled')
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = p.amount === undefined ? session.amount_total - refunded : Number(p.amount);
    if (amount <= 0 || refunded + amount > session.amount_total) {
      throw invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge`, {
        code: 'amount_too_large',
      });
    }
    const refund = {
      id: id('re_'),
      object: 'refund',
      amount,
      currency: session.currency,
      status: 'succeeded',
      payment_intent: session.payment_intent,
      metadata: p.metadata ?? {},
      created: now(),
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  function route(method: string, path: string, p: Json): Json {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(p);
    if (method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      return (
        sessions.get(m[1]!) ??
        (() => {
          throw missing('checkout.session', m![1]!);
        })()
      );
    }
    if (method === 'POST' && (m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
      const session = sessions.get(m[1]!);
      if (!session) throw missing('checkout.session', m[1]!);
      if (session.status !== 'open') {
        throw invalid(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        );
      }
      Object.assign(session, { status: 'expired', url: null });
      return session;
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const coupon = {
        id: id('co_'),
        object: 'coupon',
        amount_off: Number(p.amount_off),
        currency: p.currency,
        duration: p.duration,
        max_redemptions: p.max_redemptions === undefined ? null : Number(p.max_redemptions),
        times_redeemed: 0,
        name: p.name ?? null,
        metadata: p.metadata ?? {},
      };
      coupons.set(coupon.id, coupon);
      return coupon;
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(p);
    if (method === 'GET' && (m = /^\/v1\/refunds\/([^/]+)$/.exec(path))) {
      const refund = refunds.get(m[1]!);
      if (!refund) throw missing('refund', m[1]!);
      return refund;
    }
    throw new StripeFailure(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path})`,
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const [path = '', query = ''] = (req.url ?? '').split('?');
      const method = req.method ?? 'GET';
      const raw = method === 'GET' ? query : Buffer.concat(chunks).toString('utf8');
      const params = parseStripeForm(raw);
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({ method, path, idempotencyKey: key, params });
      const answer = (status: number, body: Json, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req_'), ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (key) {
        idempotencyKeys.push(key);
        const previous = replays.get(key);
        const signature = `${method} ${path} ${raw}`;
        if (previous) {
          if (previous.request !== signature) {
            return answer(400, {
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            });
          }
          return answer(previous.status, previous.body, { 'idempotent-replayed': 'true' });
        }
        const outcome = run(method, path, params);
        replays.set(key, { request: signature, ...outcome });
        return answer(outcome.status, outcome.body);
      }
      const outcome = run(method, path, params);
      return answer(outcome.status, outcome.body);
    });
  });

  /** A snapshot (Stripe answers the object as it was), or Stripe's error envelope. */
  function run(method: string, path: string, params: Json): { status: number; body: Json } {
    try {
      return { status: 200, body: structuredClone(route(method, path, params)) };
    } catch (err) {
      if (err instanceof StripeFailure) return { status: err.status, body: { error: err.body } };
      return { status: 500, body: { error: { type: 'api_error', message: String(err) } } };
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  const webhook = (type: string, object: Json, eventId = id('evt_')) => {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
  };
  const sessionEvent = (type: string) => (sessionId: string, eventId?: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
    return webhook(type, structuredClone(session), eventId);
  };

  return {
    address: { host: '127.0.0.1', port, protocol: 'http' },
    secretKey,
    webhookSecret,
    requests,
    idempotencyKeys,
    sessions,
    coupons,
    refunds,
    pay(sessionId, paymentStatus = 'paid') {
      const session = sessions.get(sessionId);
      if (!session || session.status !== 'open') throw new Error(`fake Stripe: session ${sessionId} is not open`);
      Object.assign(session, {
        status: 'complete',
        payment_status: paymentStatus,
        url: null,
        payment_intent: id('pi_'),
      });
      return session;
    },
    webhook,
    events: {
      sessionCompleted: sessionEvent('checkout.session.completed'),
      sessionExpired: sessionEvent('checkout.session.expired'),
      asyncPaymentSucceeded: sessionEvent('checkout.session.async_payment_succeeded'),
      asyncPaymentFailed: sessionEvent('checkout.session.async_payment_failed'),
      refundUpdated(refundId) {
        const refund = refunds.get(refundId);
        if (!refund) throw new Error(`fake Stripe: no refund ${refundId}`);
        return webhook('refund.updated', structuredClone(refund));
      },
      chargeRefunded(paymentIntent) {
        const made = [...refunds.values()].filter((r) => r.payment_intent === paymentIntent).reverse();
        const charge = {
          id: `ch_${String(paymentIntent).slice(3)}`,
          object: 'charge',
          payment_intent: paymentIntent,
          amount_refunded: made.filter((r) => r.status !== 'failed').reduce((n, r) => n + Number(r.amount), 0),
          refunds: { object: 'list', data: structuredClone(made) },
        };
        return webhook('charge.refunded', charge);
      },
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections(); // the SDK keeps connections alive
      }),
  };
}

/** The shop's real Stripe provider (the SDK), pointed at this fake. */
export const stripeProviderFor = (fake: FakeStripe) =>
  new StripePaymentProvider({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, api: fake.address });

/** A webhook as Stripe sends it: a POST of the event to the shop's endpoint, signed unless no signature is given. */
export const deliverWebhook = (app: FastifyInstance, delivery: { payload: string; signature?: string }) =>
  app.inject({
    method: 'POST',
    // raw: the webhook is signed over its exact bytes, and is not an endpoint of the contract
    url: '/api/payment/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(delivery.signature ? { 'stripe-signature': delivery.signature } : {}),
    },
    payload: delivery.payload,
  });
