import { expect } from 'vitest';
import type { Dialect, Executor } from '@server/db/database';
import { createTestApp, type TestApp, type TestAppOptions } from '@server/test/test-app';
import { couponRow, movableClock } from '@server/test/factories';
import {
  callEndpoint,
  callEndpointWithInvalidInput,
  type EndpointAnswer,
  type InvalidInput,
} from '@server/test/call-endpoint';
import { addCartItem } from '@shared/contract/cart';
import { captureOrder, getOrder, placeOrder, startCheckout } from '@shared/contract/order';
import type { Endpoint, InputOf, WireInputOf } from '@shared/contract/endpoint';
import { toCode, toWire } from '@shared/wire-names';
import { startMailCatcher, type MailCatcher } from '@server/test/mail-catcher';
import type { FakeStripe } from '@server/test/fake-stripe';
import { signedInUser } from '@server/test/users';
import { insertCatalogFixture } from '@server/modules/catalog/catalog.fixture';
import { setOperator } from '@server/modules/console/operator-role';
import { orderDepsOf } from './order.deps.js';
import * as repo from './order.repository.js';

export const PUBLIC_URL = 'http://shop.test';
export const SUCCESS_URL = `${PUBLIC_URL}/order?status=success&orderId=X&session={CHECKOUT_SESSION_ID}`;
export const CANCEL_URL = `${PUBLIC_URL}/order?status=cancelled`;
export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123', name: 'Ada Lovelace' };

export interface OrderShop extends TestApp {
  f: Awaited<ReturnType<typeof insertCatalogFixture>>;
  smtp: MailCatcher;
  clock: ReturnType<typeof movableClock>;
  deps: ReturnType<typeof orderDepsOf>;
  /** A new signed-in customer with a billing and a shipping address. */
  customer(label: string): Promise<Shopper>;
  /** Pays a session on the test checkout page as a shopper would. */
  payOnPage(checkoutUrl: string, card?: Partial<typeof GOOD_CARD>): Promise<{ status: number; location?: string }>;
  mailsTo(email: string): number;
  /** Puts `lines` (with their add-ons' ids, if any) in the shopper's cart, orders and pays them on the test checkout page. */
  paidOrder(
    shopper: Shopper,
    lines: [productId: number, qty: number, addons?: CartLineExtras][],
    couponCode?: string,
  ): Promise<PaidOrder>;
  /** A new signed-in customer made an operator as `npm run operator -- grant` does. */
  operator(label: string): Promise<Shopper>;
}

export interface PaidOrder {
  orderId: string;
  orderUuid: string;
  items: { orderItemId: number; productId: number; qty: number }[];
}

export interface Shopper {
  userId: number;
  email: string;
  headers: Record<string, string>;
  billingId: number;
  shippingId: number;
  /** Calls an endpoint as this shopper (`callEndpoint`): the answer typed and checked by the contract. */
  call<E extends Endpoint>(endpoint: E, input: WireInputOf<E>): Promise<EndpointAnswer<E>>;
  /** `call` with input the endpoint's schemas refuse, on purpose (`callEndpointWithInvalidInput`). */
  callWithInvalidInput<E extends Endpoint>(endpoint: E, input: InvalidInput): Promise<EndpointAnswer<E>>;
  /** Adds a product to the cart (with add-ons in `extra`); answers its cart line's id. */
  add(productId: number, qty?: number, extra?: CartLineExtras): Promise<number>;
  /** Places an order of the cart with the shopper's addresses. */
  order(couponCode?: string, overrides?: Partial<PlaceOrderBody>): Promise<EndpointAnswer<typeof placeOrder>>;
  /** Starts paying the order on the test checkout page, with return URLs on the shop. */
  checkout(orderNumber: string): Promise<EndpointAnswer<typeof startCheckout>>;
}

type PlaceOrderBody = WireInputOf<typeof placeOrder>['body'];
type CartLineExtras = Omit<InputOf<typeof addCartItem>['body'], 'productId' | 'qty'>;

/** The app over the catalogue fixture, with coupons, a mail catcher, a movable clock and the test checkout. */
export async function openOrderShop(dialect: Dialect, options: TestAppOptions = {}): Promise<OrderShop> {
  const smtp = await startMailCatcher();
  const clock = movableClock();
  const t = await createTestApp(dialect, {
    seed: false,
    ...options,
    env: { PUBLIC_URL, SMTP_URL: smtp.url, ...options.env },
    providers: { clock, ...options.providers },
  });
  const f = await insertCatalogFixture(t.db);
  await t.db.kysely
    .insertInto('coupon')
    .values([
      couponRow({ code: 'WELCOME10' }),
      couponRow({ code: 'ONCE', value: 15, max_uses_per_customer: 1 }),
      couponRow({ code: 'SINGLE', value: 20, max_uses: 1 }),
      couponRow({ code: 'BIG50', kind: 'fixed', value: 5000, min_spend: 10000 }),
    ])
    .execute();
  let n = 0;

  const shop: OrderShop = {
    ...t,
    f,
    smtp,
    clock,
    deps: orderDepsOf(t.app),
    async close() {
      await t.close();
      await smtp.stop();
    },
    async customer(label) {
      const email = `${label}-${++n}-${dialect}@example.com`;
      const user = await signedInUser(t, email);
      const shopper: Shopper = {
        ...user,
        email,
        billingId: await insertAddress(t.db.kysely, user.userId, 'billing'),
        shippingId: await insertAddress(t.db.kysely, user.userId, 'shipping'),
        call: (endpoint, input) => callEndpoint(t.app, endpoint, input, user),
        callWithInvalidInput: (endpoint, input) => callEndpointWithInvalidInput(t.app, endpoint, input, user),
        async add(productId, qty = 1, extra = {}) {
          const res = await callEndpoint(t.app, addCartItem, { body: toWire({ productId, qty, ...extra }) }, user);
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          return res.data.cartItemId;
        },
        order: (couponCode = '', overrides = {}) =>
          callEndpoint(
            t.app,
            placeOrder,
            {
              body: {
                couponCode,
                billingAddressId: shopper.billingId,
                shippingAddressId: shopper.shippingId,
                ...overrides,
              },
            },
            user,
          ),
        checkout: (orderNumber) =>
          callEndpoint(
            t.app,
            startCheckout,
            {
              params: { orderId: orderNumber },
              body: { paymentGateway: 'stripe', successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL },
            },
            user,
          ),
      };
      return shopper;
    },
    async payOnPage(checkoutUrl, card = {}) {
      const res = await t.app.inject({
        method: 'POST',
        url: new URL(checkoutUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...GOOD_CARD, ...card }).toString(),
      });
      return { status: res.statusCode, location: res.headers.location as string | undefined };
    },
    mailsTo: (email) => smtp.mails.filter((m) => m.to.includes(email.toLowerCase())).length,
    async paidOrder(shopper, lines, couponCode = '') {
      for (const [productId, qty, addons] of lines) await shopper.add(productId, qty, addons);
      const placed = await shopper.order(couponCode);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const { orderId: orderNumber, orderUuid } = placed.data;
      const checkout = await shopper.checkout(orderNumber);
      expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
      expect((await shop.payOnPage(checkout.data.checkoutUrl)).status).toBe(303);
      const detail = (await callEndpoint(t.app, getOrder, { params: { orderUuid } }, shopper)).data;
      expect(detail.order.paymentStatus).toBe('success');
      const items = toCode(detail).items.map(({ orderItemId, productId, qty }) => ({ orderItemId, productId, qty }));
      return { orderId: orderNumber, orderUuid, items };
    },
    async operator(label) {
      const operator = await shop.customer(label);
      await setOperator(t.db.kysely, operator.email, 'grant');
      return operator;
    },
  };
  return shop;
}

/** A default billing or shipping address of `userId`, written straight to the database. */
export const insertAddress = async (db: Executor, userId: number, type: 'billing' | 'shipping') =>
  (
    await db
      .insertInto('address')
      .values({
        user_id: userId,
        address_type: type,
        full_name: type === 'billing' ? 'Ada Lovelace' : 'Charles Babbage',
        phone_number: '+1 415 555 0100',
        address_line1: type === 'billing' ? '1 Analytical Way' : '2 Difference Street',
        address_line2: type === 'billing' ? 'Suite 3' : '',
        city: 'San Francisco',
        state_or_province: 'CA',
        postal_code: '94107',
        country_code: 'US',
        is_default: 1,
        created_at: new Date().toISOString(),
      })
      .returning('address_id')
      .executeTakeFirstOrThrow()
  ).address_id;

/**
 * Pays an order at the fake Stripe as a shopper does: a Checkout Session, paid on Stripe's page,
 * then the shop's return page, which captures it. Answers the order's row as it was before payment.
 */
export async function payAtStripe(s: OrderShop, fake: FakeStripe, shopper: Shopper, orderNumber: string) {
  await shopper.checkout(orderNumber);
  const order = (await repo.findByNumber(s.db.kysely, orderNumber))!;
  fake.pay(order.checkout_session_id!);
  await callEndpoint(s.app, captureOrder, { params: { orderId: orderNumber } }, shopper);
  return order;
}
