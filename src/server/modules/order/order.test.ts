import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN } from '@shared/schemas/order';
import { estimateCart, listCart } from '@shared/contract/cart';
import { captureOrder, getOrder, listOrders, placeOrder, startCheckout } from '@shared/contract/order';
import { testDialects } from '@server/test/test-app';
import { callEndpoint, callEndpointWithInvalidInput, type EndpointAnswer } from '@server/test/call-endpoint';
import { setStock, stockOf } from '@server/modules/stock/stock.repository';
import { FIXTURE_STOCK } from '@server/modules/catalog/catalog.fixture';
import { openOrderShop, type OrderShop, type Shopper } from './order.fixture.js';
import { fulfil } from './fulfil.js';
import { releaseOrder } from './release.js';
import { sweepOrders } from './sweep.js';
import * as repo from './order.repository.js';
import { COUPON_LIMITS } from '@server/modules/cart/coupon';
import { itemAt } from '@shared/item-at';

describe.each(testDialects)('orders on %s', (dialect) => {
  let s: OrderShop;
  const orderRow = async (orderNumber: string) => (await repo.findByNumber(s.db.kysely, orderNumber))!;
  const eventsOf = async (orderNumber: string) =>
    (await repo.eventsOf(s.db.kysely, (await orderRow(orderNumber)).order_id)).map((e) => e.type);
  const countOrders = async (userId: number) =>
    (await s.db.kysely.selectFrom('customer_order').select('order_id').where('user_id', '=', userId).execute()).length;
  const redemptions = async (code: string) =>
    Number(
      (
        await s.db.kysely
          .selectFrom('coupon_redemption as r')
          .innerJoin('coupon as c', 'c.coupon_id', 'r.coupon_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('c.code', '=', code)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const cartOf = async (shopper: Shopper) => (await callEndpoint(s.app, listCart, {}, shopper)).data.list;
  const orderOf = (shopper: Shopper, orderUuid: string) =>
    callEndpoint(s.app, getOrder, { params: { orderUuid } }, shopper);
  const ordersOf = (shopper: Shopper) => callEndpoint(s.app, listOrders, {}, shopper);
  const capture = (shopper: Shopper, orderNumber: string) =>
    callEndpoint(s.app, captureOrder, { params: { orderId: orderNumber } }, shopper);
  /** Places an order and starts its checkout; answers the order number and the checkout URL. */
  const orderAndCheckout = async (shopper: Shopper, couponCode = '') => {
    const placed = await shopper.order(couponCode);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const checkout = await shopper.checkout(placed.data.orderId);
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    return { orderId: placed.data.orderId, checkoutUrl: checkout.data.checkoutUrl };
  };

  beforeAll(async () => {
    s = await openOrderShop(dialect);
  });
  afterAll(() => s.close());

  it('answers 401 in the envelope without a token', async () => {
    for (const [endpoint, input] of [
      [placeOrder, { body: {} }],
      [startCheckout, { params: { orderId: 'ABCDE-FGHJK' }, body: {} }],
      [captureOrder, { params: { orderId: 'ABCDE-FGHJK' } }],
      [listOrders, {}],
      [getOrder, { params: { orderUuid: '3f1c2b9e-6a0d-4c1e-9a43-1f2e3d4c5b6a' } }],
    ] as const) {
      const res = await callEndpointWithInvalidInput(s.app, endpoint, input, null);
      const name = `${endpoint.method} ${endpoint.path}`;
      expect(res.status, name).toBe(401);
      expect(res.headers['cache-control'], name).toContain('no-store');
    }
  });

  it('places an order with a snapshot of items, add-ons, addresses and totals, reserving stock and the coupon', async () => {
    const ada = await s.customer('place');
    const addons = await s.db.kysely
      .selectFrom('addon')
      .select(['addon_id', 'name'])
      .where('inventory_id', '=', s.f.ids.sneaker)
      .execute();
    const size = addons.find((a) => a.name === 'EU 42')!.addon_id;
    await ada.add(s.f.ids.sneaker, 2, { sizeAddonId: size });
    await ada.add(s.f.ids.oxford, 1);
    const res = await ada.order('welcome10');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { orderId: orderNumber, orderUuid } = res.data;
    expect(orderNumber).toMatch(ORDER_NUMBER_PATTERN);

    const detail = (await orderOf(ada, orderUuid)).data;
    expect(detail.order).toMatchObject({
      orderId: orderNumber,
      orderUuid,
      originalAmount: 6500 * 2 + 4500,
      amount: 17500 - 1750,
      taxAmount: 0,
      currency: 'usd',
      couponCode: 'WELCOME10',
      paymentGateway: 'stripe',
      paymentStatus: 'pending',
      refundStatus: 'none',
      itemCount: 3,
    });
    expect(detail.refund).toBeNull();
    expect(detail.billingAddress).toMatchObject({
      fullName: 'Ada Lovelace',
      addressLine2: 'Suite 3',
      addressType: 'billing',
    });
    expect(detail.shippingAddress).toMatchObject({
      fullName: 'Charles Babbage',
      addressType: 'shipping',
      countryCode: 'US',
    });
    expect(detail.items.map((i) => [i.inventoryName, i.qty, i.unitPrice, i.price, i.addon])).toEqual(
      expect.arrayContaining([
        ['Canvas Sneaker', 2, 6500, 13000, ['EU 42']],
        ['Blue Oxford Shirt', 1, 4500, 4500, []],
      ]),
    );
    expect(await stockOf(s.db.kysely, s.f.ids.sneaker)).toBe(FIXTURE_STOCK - 2);
    expect(await redemptions('WELCOME10')).toBe(1);
    expect(await eventsOf(orderNumber)).toEqual(['created']);
    // Nothing is taken out of the cart until the order is paid.
    expect(await cartOf(ada)).toHaveLength(2);

    // The snapshot does not follow the catalogue.
    await s.db.kysely
      .updateTable('inventory')
      .set({ name: 'Renamed', price: 1 })
      .where('inventory_id', '=', s.f.ids.oxford)
      .execute();
    const again = (await orderOf(ada, orderUuid)).data;
    expect(again.items.map((i) => i.inventoryName)).toContain('Blue Oxford Shirt');
    await s.db.kysely
      .updateTable('inventory')
      .set({ name: 'Blue Oxford Shirt', price: 4500 })
      .where('inventory_id', '=', s.f.ids.oxford)
      .execute();
  });

  it('refuses an empty cart, invalid lines, foreign or wrong-type addresses, a coupon that no longer applies and too little stock, writing nothing', async () => {
    const bob = await s.customer('refuse');
    const mallory = await s.customer('mallory');
    const expectRefused = async (res: EndpointAnswer<typeof placeOrder>, status: number, message: string | RegExp) => {
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body).toMatchObject({ code: status * 100, data: null });
      expect(res.body.errMsg).toMatch(message);
    };
    await expectRefused(await bob.order(), 400, 'Your cart is empty');

    await bob.add(s.f.ids.candle, 3);
    await expectRefused(await bob.order('', { billingAddressId: mallory.billingId }), 404, 'Billing address not found');
    await expectRefused(
      await bob.order('', { shippingAddressId: mallory.shippingId }),
      404,
      'Shipping address not found',
    );
    await expectRefused(
      await bob.order('', { billingAddressId: bob.shippingId }),
      400,
      /Billing address: please choose one of your billing addresses/,
    );
    await expectRefused(await bob.order('BIG50'), 400, 'Coupon code "BIG50" needs a minimum spend of $100.00');
    await expectRefused(await bob.order('NOPE'), 400, 'Coupon code "NOPE" is not valid');
    await expectRefused(
      await callEndpointWithInvalidInput(
        s.app,
        placeOrder,
        { body: { billingAddressId: 'x', shippingAddressId: bob.shippingId } },
        bob,
      ),
      400,
      /billingAddressId/,
    );

    await setStock(s.db.kysely, s.f.ids.candle, 2);
    await expectRefused(await bob.order(), 409, 'Only 2 left of "Crème Brûlée Candle"');
    await setStock(s.db.kysely, s.f.ids.candle, 0);
    // Sold out (its line is now invalid): said as such.
    await expectRefused(await bob.order(), 409, '"Crème Brûlée Candle" is out of stock');
    await setStock(s.db.kysely, s.f.ids.candle, FIXTURE_STOCK);
    await s.db.kysely
      .updateTable('inventory')
      .set({ is_active: 0 })
      .where('inventory_id', '=', s.f.ids.candle)
      .execute();
    await expectRefused(await bob.order(), 400, 'Please remove invalid cart items first');
    await s.db.kysely
      .updateTable('inventory')
      .set({ is_active: 1 })
      .where('inventory_id', '=', s.f.ids.candle)
      .execute();

    expect(await countOrders(bob.userId)).toBe(0);
    expect(await stockOf(s.db.kysely, s.f.ids.candle)).toBe(FIXTURE_STOCK);
    expect(await redemptions('BIG50')).toBe(0);
  });

  it('counts an order with an unknown coupon as a guess: the limit of the estimate holds here too', async () => {
    const guesser = await s.customer('order-guess');
    await guesser.add(s.f.ids.lamp, 1);
    for (let i = 0; i < COUPON_LIMITS.perCustomer.limit; i++) {
      const refused = await guesser.order(`GUESS${i}`);
      expect([refused.status, refused.body.errMsg]).toEqual([400, `Coupon code "GUESS${i}" is not valid`]);
    }
    const blocked = await guesser.order('WELCOME10');
    expect(blocked.status).toBe(429);
    expect(blocked.body.errMsg).toMatch(/^Too many coupon codes tried/);
    expect(await countOrders(guesser.userId)).toBe(0);
  });

  it("refuses a per-customer coupon once paid, while the customer's own unpaid order never blocks re-confirming it", async () => {
    const cy = await s.customer('once');
    await cy.add(s.f.ids.lamp, 1);
    const first = await cy.order('ONCE');
    expect(first.status).toBe(200);
    // Confirming the same order again answers it, and the estimate still applies the coupon:
    // the customer's own unpaid order does not count against them.
    expect((await cy.order('ONCE')).data).toEqual(first.data);
    expect((await callEndpoint(s.app, estimateCart, { query: { couponCode: 'ONCE' } }, cy)).data).toMatchObject({
      couponCode: 'ONCE',
    });
    const paid = await orderAndCheckout(cy, 'ONCE');
    expect((await s.payOnPage(paid.checkoutUrl)).status).toBe(303);
    await cy.add(s.f.ids.lamp, 1);
    const second = await cy.order('ONCE');
    expect(second.status).toBe(400);
    expect(second.body.errMsg).toBe('You have already used coupon code "ONCE"');
  });

  it('answers the same order when nothing changed, and replaces it when the cart changed', async () => {
    const dee = await s.customer('same');
    await dee.add(s.f.ids.flannel, 2);
    const first = (await dee.order()).data;
    expect((await dee.order()).data).toEqual(first);
    expect(await countOrders(dee.userId)).toBe(1);
    expect(await stockOf(s.db.kysely, s.f.ids.flannel)).toBe(FIXTURE_STOCK - 2);

    await dee.add(s.f.ids.flannel, 1);
    const second = (await dee.order()).data;
    expect(second.orderId).not.toBe(first.orderId);
    expect((await orderRow(first.orderId)).payment_status).toBe('cancelled');
    expect(await eventsOf(first.orderId)).toEqual(['created', 'cancelled']);
    // Never two reservations for one cart: the first order's 2 came back, the new one holds 3.
    expect(await stockOf(s.db.kysely, s.f.ids.flannel)).toBe(FIXTURE_STOCK - 3);

    // A different coupon or address is a different order too.
    const third = (await dee.order('WELCOME10')).data;
    expect(third.orderId).not.toBe(second.orderId);
    expect((await orderRow(second.orderId)).payment_status).toBe('cancelled');
    const list = (await ordersOf(dee)).data.list;
    expect(list.map((o) => [o.orderId, o.paymentStatus])).toEqual([
      [third.orderId, 'pending'],
      [second.orderId, 'cancelled'],
      [first.orderId, 'cancelled'],
    ]);
    expect(await redemptions('WELCOME10')).toBeGreaterThanOrEqual(1);
  });

  it('expires the payment session of a replaced order first, and refuses the new one if that order was just paid', async () => {
    const eve = await s.customer('replace');
    await eve.add(s.f.ids.candle, 1);
    const first = await orderAndCheckout(eve);
    await eve.add(s.f.ids.lamp, 1);
    const second = await eve.order();
    expect(second.status).toBe(200);
    const firstRow = await orderRow(first.orderId);
    expect(firstRow.payment_status).toBe('cancelled');
    const session = await s.app.payment.retrieveCheckoutSession(firstRow.checkout_session_id!);
    expect(session.status).toBe('expired');
    // The old session can no longer take money.
    expect((await s.payOnPage(first.checkoutUrl)).status).not.toBe(303);

    // Paid in another tab meanwhile: that order is fulfilled, the new one refused.
    const pending = await orderAndCheckout(eve);
    await s.db.kysely
      .updateTable('test_checkout_session')
      .set({ status: 'complete', payment_status: 'paid', completed_at: new Date().toISOString() })
      .where('session_id', '=', (await orderRow(pending.orderId)).checkout_session_id!)
      .execute();
    await eve.add(s.f.ids.oxford, 1);
    const refused = await eve.order();
    expect(refused.status).toBe(409);
    expect(refused.body.errMsg).toBe('Your previous order was just paid');
    expect((await orderRow(pending.orderId)).payment_status).toBe('success');
    // What it bought left the cart; the line added afterwards stays.
    expect((await cartOf(eve)).map((l) => l.inventoryId)).toEqual([s.f.ids.oxford]);
  });

  describe('checkout and payment', () => {
    it('only starts a checkout for the caller’s pending order, with return URLs on the shop', async () => {
      const fay = await s.customer('checkout');
      const other = await s.customer('other');
      await fay.add(s.f.ids.candle, 1);
      const { orderId: orderNumber } = (await fay.order()).data;
      const bad = await callEndpoint(
        s.app,
        startCheckout,
        {
          params: { orderId: orderNumber },
          body: {
            paymentGateway: 'stripe',
            successUrl: 'https://evil.example/steal',
            cancelUrl: 'http://shop.test/order',
          },
        },
        fay,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.errMsg).toBe('successUrl must be on http://shop.test');
      expect(
        (
          await callEndpointWithInvalidInput(
            s.app,
            startCheckout,
            {
              params: { orderId: orderNumber },
              body: { paymentGateway: 'paypal', successUrl: 'http://shop.test/a', cancelUrl: 'http://shop.test/b' },
            },
            fay,
          )
        ).status,
      ).toBe(400);
      expect((await other.checkout(orderNumber)).status).toBe(404);
      expect((await fay.checkout('ZZZZZ-ZZZZZ')).status).toBe(404);

      const first = await fay.checkout(orderNumber);
      expect(first.data.checkoutUrl).toMatch(/^http:\/\/shop\.test\/pay\/cs_test_/);
      // An open session is reused, not duplicated.
      expect((await fay.checkout(orderNumber)).data).toEqual(first.data);
      expect(
        await s.db.kysely
          .selectFrom('test_checkout_session')
          .select('session_id')
          .where('order_ref', '=', orderNumber)
          .execute(),
      ).toHaveLength(1);

      await s.payOnPage(first.data.checkoutUrl);
      const late = await fay.checkout(orderNumber);
      expect(late.status).toBe(409);
      expect(late.body.errMsg).toBe('This order is no longer awaiting payment');
    });

    it('fulfils when the test card pays: order paid, stock sold, purchased lines gone, one confirmation mail', async () => {
      const gus = await s.customer('pay');
      const candleLine = await gus.add(s.f.ids.candle, 2);
      await gus.add(s.f.ids.oxford, 1);
      const { orderId: orderNumber, checkoutUrl } = await orderAndCheckout(gus, 'WELCOME10');
      // Added after the order: stays in the cart, and the candle line keeps the extra unit.
      await gus.add(s.f.ids.candle, 1);
      await gus.add(s.f.ids.lamp, 1);

      const declined = await s.payOnPage(checkoutUrl, { cardNumber: '4000 0000 0000 0002' });
      expect(declined.status).not.toBe(303);
      expect((await orderRow(orderNumber)).payment_status).toBe('pending');

      const paid = await s.payOnPage(checkoutUrl);
      expect(paid.status).toBe(303);
      expect(paid.location).toContain('status=success');
      const row = await orderRow(orderNumber);
      expect(row.payment_status).toBe('success');
      expect(row.paid_at).not.toBeNull();
      expect(await eventsOf(orderNumber)).toEqual(['created', 'paid']);
      const cart = await cartOf(gus);
      expect(cart.map((l) => [l.inventoryId, l.qty]).sort()).toEqual(
        [
          [s.f.ids.candle, 1],
          [s.f.ids.lamp, 1],
        ].sort(),
      );
      expect(cart.find((l) => l.inventoryId === s.f.ids.candle)!.cartItemId).toBe(candleLine);

      const mail = await s.smtp.waitForMail(gus.email);
      expect(mail.subject).toBe(`Test Shop: order ${orderNumber} is confirmed`);
      expect(mail.text).toContain('2 × Crème Brûlée Candle');
      expect(mail.text).toContain('Coupon WELCOME10: -$');
      expect(mail.text).toContain('Total paid: $');
      expect(mail.text).toContain('2 Difference Street');
      expect(mail.text).toContain('1 Analytical Way');
      expect(mail.text).toContain(`http://shop.test/user/order/${row.order_uuid}`);
      expect(mail.html).toContain(`href="http://shop.test/user/order/${row.order_uuid}"`);

      // The return page, again and again, changes nothing.
      for (let i = 0; i < 3; i++) {
        expect((await capture(gus, orderNumber)).data).toMatchObject({
          orderId: orderNumber,
          paymentStatus: 'success',
          expiresAt: null,
        });
      }
      expect(await fulfil(s.deps, orderNumber)).toMatchObject({ payment_status: 'success' });
      expect(await eventsOf(orderNumber)).toEqual(['created', 'paid']);
      expect(s.mailsTo(gus.email)).toBe(1);
      expect(await stockOf(s.db.kysely, s.f.ids.candle)).toBeLessThan(FIXTURE_STOCK);
    });

    it('capture of an unpaid order answers it pending; of someone else’s, 404', async () => {
      const hal = await s.customer('capture');
      const ivy = await s.customer('capture-other');
      await hal.add(s.f.ids.candle, 1);
      const { orderId: orderNumber } = await orderAndCheckout(hal);
      const res = await capture(hal, orderNumber);
      expect(res.data).toMatchObject({ orderId: orderNumber, paymentStatus: 'pending' });
      expect((await capture(ivy, orderNumber)).status).toBe(404);
      expect((await capture(hal, 'not-a-number')).status).toBe(400);
    });

    it('does not mark an order paid when the provider charged another amount, and says so', async () => {
      const jo = await s.customer('mismatch');
      await jo.add(s.f.ids.candle, 1);
      const { orderId: orderNumber, checkoutUrl } = await orderAndCheckout(jo);
      await s.db.kysely
        .updateTable('test_checkout_session')
        .set({ amount_total: 1 })
        .where('order_ref', '=', orderNumber)
        .execute();
      await s.payOnPage(checkoutUrl);
      expect((await orderRow(orderNumber)).payment_status).toBe('pending');
      expect(await eventsOf(orderNumber)).toContain('amount_mismatch');
      expect(s.mailsTo(jo.email)).toBe(0);
    });

    it('releases an order whose session expired or whose payment failed: stock and coupon back', async () => {
      const kim = await s.customer('failed');
      await kim.add(s.f.ids.lamp, 2);
      const before = await stockOf(s.db.kysely, s.f.ids.lamp);
      const { orderId: orderNumber } = await orderAndCheckout(kim, 'SINGLE');
      expect(await stockOf(s.db.kysely, s.f.ids.lamp)).toBe(before - 2);
      expect(await redemptions('SINGLE')).toBe(1);
      const row = await orderRow(orderNumber);
      await s.app.payment.expireCheckoutSession(row.checkout_session_id!);
      await s.app.paymentOutcomes.failed({ sessionId: row.checkout_session_id!, orderRef: orderNumber });
      await s.app.paymentOutcomes.failed({ sessionId: row.checkout_session_id!, orderRef: orderNumber });
      expect((await orderRow(orderNumber)).payment_status).toBe('expired');
      expect(await eventsOf(orderNumber)).toEqual(['created', 'expired']);
      expect(await stockOf(s.db.kysely, s.f.ids.lamp)).toBe(before);
      expect(await redemptions('SINGLE')).toBe(0);
    });

    it('still fulfils an order released before its paid session was reported, re-reserving stock and noting oversold units', async () => {
      const lou = await s.customer('late');
      await lou.add(s.f.ids.shirtdress, 2);
      const { orderId: orderNumber } = await orderAndCheckout(lou, 'WELCOME10');
      const row = await orderRow(orderNumber);
      await s.db.transaction((tx) => releaseOrder(tx.kysely, row, 'expired', 'system', new Date().toISOString()));
      await setStock(s.db.kysely, s.f.ids.shirtdress, 1);
      await s.db.kysely
        .updateTable('test_checkout_session')
        .set({ status: 'complete', payment_status: 'paid', completed_at: new Date().toISOString() })
        .where('session_id', '=', row.checkout_session_id!)
        .execute();
      await s.app.paymentOutcomes.paid({ sessionId: row.checkout_session_id!, orderRef: orderNumber });
      expect((await orderRow(orderNumber)).payment_status).toBe('success');
      expect(await eventsOf(orderNumber)).toEqual(['created', 'expired', 'paid_after_release', 'oversold']);
      expect(await stockOf(s.db.kysely, s.f.ids.shirtdress)).toBe(1);
      await s.smtp.waitForMail(lou.email);
      await setStock(s.db.kysely, s.f.ids.shirtdress, FIXTURE_STOCK);
    });
  });

  describe('the sweep', () => {
    it('expires unpaid orders after 30 minutes (session first), recovers paid ones and resends unsent mails', async () => {
      const max = await s.customer('sweep');
      const ned = await s.customer('sweep-paid');
      const oli = await s.customer('sweep-nosession');
      await max.add(s.f.ids.lamp, 1);
      await ned.add(s.f.ids.lamp, 1);
      await oli.add(s.f.ids.lamp, 1);
      const before = await stockOf(s.db.kysely, s.f.ids.lamp);
      const abandoned = await orderAndCheckout(max, 'SINGLE');
      const paid = await orderAndCheckout(ned);
      const noSession = (await oli.order()).data.orderId;
      // Paid on the page, but the process died before the order heard of it.
      await s.db.kysely
        .updateTable('test_checkout_session')
        .set({ status: 'complete', payment_status: 'paid', completed_at: new Date().toISOString() })
        .where('order_ref', '=', paid.orderId)
        .execute();

      expect(await sweepOrders(s.deps)).toMatchObject({ expired: 0, fulfilled: 1 });
      expect((await orderRow(paid.orderId)).payment_status).toBe('success');
      expect((await orderRow(abandoned.orderId)).payment_status).toBe('pending');

      s.clock.advance(30 * 60_000 + 1000);
      // Several instances sweep at once: each order is released once.
      const runs = await Promise.all([sweepOrders(s.deps), sweepOrders(s.deps), sweepOrders(s.deps)]);
      expect(runs.reduce((n, r) => n + r.expired, 0)).toBeGreaterThanOrEqual(2);
      expect(await eventsOf(abandoned.orderId)).toEqual(['created', 'expired']);
      expect(await eventsOf(noSession)).toEqual(['created', 'expired']);
      expect((await orderRow(abandoned.orderId)).payment_status).toBe('expired');
      expect((await orderRow(noSession)).payment_status).toBe('expired');
      const session = await s.app.payment.retrieveCheckoutSession(
        (await orderRow(abandoned.orderId)).checkout_session_id!,
      );
      expect(session.status).toBe('expired');
      expect(await stockOf(s.db.kysely, s.f.ids.lamp)).toBe(before - 1);
      expect(await redemptions('SINGLE')).toBe(0);

      // A confirmation whose send failed is sent by the next run, once.
      await s.smtp.waitForMail(ned.email);
      await s.db.kysely
        .updateTable('customer_order')
        .set({ confirmation_sent_at: null })
        .where('order_number', '=', paid.orderId)
        .execute();
      expect((await sweepOrders(s.deps)).mailed).toBe(1);
      expect((await sweepOrders(s.deps)).mailed).toBe(0);
      await s.smtp.waitForMail(ned.email);
      expect(s.mailsTo(ned.email)).toBe(2);
    });
  });

  describe('order list and detail', () => {
    it('lists only the caller’s orders, newest first, and shows another customer’s or an unknown one as not found', async () => {
      const pat = await s.customer('list');
      const quinn = await s.customer('list-other');
      expect((await ordersOf(pat)).data).toEqual({ list: [] });
      await pat.add(s.f.ids.candle, 1);
      const first = await orderAndCheckout(pat);
      await s.payOnPage(first.checkoutUrl);
      await pat.add(s.f.ids.lamp, 1);
      const second = (await pat.order()).data;
      const list = (await ordersOf(pat)).data.list;
      expect(list.map((o) => [o.orderId, o.paymentStatus])).toEqual([
        [second.orderId, 'pending'],
        [first.orderId, 'success'],
      ]);
      expect(itemAt(list, 0).expiresAt).not.toBeNull();
      expect((await ordersOf(quinn)).data).toEqual({ list: [] });
      expect((await orderOf(quinn, second.orderUuid)).status).toBe(404);
      expect((await orderOf(pat, '3f1c2b9e-6a0d-4c1e-9a43-1f2e3d4c5b6a')).status).toBe(404);
      expect((await orderOf(pat, 'not-a-uuid')).status).toBe(400);
    });

    it('pictures each order by its first three lines and says where its goods are, from its shipments', async () => {
      const rae = await s.customer('list-items');
      const { f } = s;
      const paid = await s.paidOrder(rae, [
        [f.ids.candle, 2],
        [f.ids.lamp, 1],
        [f.ids.flannel, 1],
        [f.ids.shirtdress, 1],
      ]);
      const card = async () => itemAt((await ordersOf(rae)).data.list, 0);
      const first = await card();
      // The first three lines as the order lists them (its detail's order), of the four.
      const detail = (await orderOf(rae, paid.orderUuid)).data;
      expect(first.firstItems).toEqual(
        detail.items.slice(0, 3).map((i) => ({
          inventoryName: i.inventoryName,
          coverPath: i.coverPath,
          qty: i.qty,
          cancelledQty: i.cancelledQty,
        })),
      );
      expect(first.firstItems.every((item) => item.inventoryName.length > 0 && item.coverPath.length > 0)).toBe(true);
      expect(first.lineCount).toBe(4);
      expect(first.shippingState).toBe('not_shipped');

      const { order_id } = await s.db.kysely
        .selectFrom('customer_order')
        .select('order_id')
        .where('order_uuid', '=', paid.orderUuid)
        .executeTakeFirstOrThrow();
      const ship = async (items: number[], status: 'in_transit' | 'delivered') => {
        const now = new Date().toISOString();
        const { shipment_id } = await s.db.kysely
          .insertInto('shipment')
          .values({
            order_id,
            carrier_name: 'UPS',
            tracking_number: `1Z${items.join('')}`,
            shipment_status: status,
            created_at: now,
            updated_at: now,
          })
          .returning('shipment_id')
          .executeTakeFirstOrThrow();
        await s.db.kysely
          .insertInto('shipment_item')
          .values(
            items.map((order_item_id) => ({
              order_item_id,
              shipment_id,
              qty: paid.items.find((i) => i.orderItemId === order_item_id)!.qty,
            })),
          )
          .execute();
        return shipment_id;
      };
      const lines = paid.items.map((item) => item.orderItemId);
      const firstParcel = await ship(lines.slice(0, 2), 'delivered');
      expect((await card()).shippingState).toBe('partly_shipped');
      const secondParcel = await ship(lines.slice(2), 'in_transit');
      expect((await card()).shippingState).toBe('shipped');
      await s.db.kysely
        .updateTable('shipment')
        .set({ shipment_status: 'delivered' })
        .where('shipment_id', '=', secondParcel)
        .execute();
      expect((await card()).shippingState).toBe('delivered');
      expect(firstParcel).toBeGreaterThan(0);
    });
  });
});
