import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint } from '@server/test/call-endpoint';
import { getProduct, listProducts } from '@shared/contract/catalog';
import { createRefund } from '@shared/contract/console-refunds';
import { adjustStock, getConsoleProduct, listStockMovements, updateProduct } from '@shared/contract/console-products';
import { stockMovementListSchema } from '@shared/schemas/console-catalog';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { sweepOrders } from '@server/modules/order/sweep';
import { adminVariantsOf, createSneaker } from './variant.fixture.js';

/**
 * Units given back (an unpaid order released, a refund restocked) when the combinations changed
 * while they were away: the product's total stays the sum of its active combinations, so the
 * product page and the "in stock" filter never show units that cannot be bought (docs/catalog.md
 * "Variants").
 */
describe.each(testDialects)('units given back after combinations changed, on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('give-back-operator');
  });
  afterAll(() => s.close());

  // Read from the tables: an operator's sign-in does not outlive the clock moved past an order's hold.
  const totalOf = async (productId: number) =>
    (
      await s.db.kysely
        .selectFrom('inventory_stock')
        .select('stock')
        .where('inventory_id', '=', productId)
        .executeTakeFirstOrThrow()
    ).stock;
  const activeSumOf = async (productId: number) => {
    const rows = await s.db.kysely
      .selectFrom('product_variant')
      .select('stock')
      .where('inventory_id', '=', productId)
      .where('is_active', '=', 1)
      .execute();
    return rows.reduce((sum, r) => sum + r.stock, 0);
  };
  const shownStock = async (productId: number) =>
    (await callEndpoint(s.app, getProduct, { params: { id: productId } })).data.stock;
  const inStockIds = async () => {
    const res = await callEndpoint(s.app, listProducts, { query: { inStock: '1', num: 100 } });
    return res.data.list.map((p) => p.inventoryId);
  };
  /** The "in stock" filter's ids once `ready` holds for them (it trails sales by about a second), with a deadline. */
  const inStockOnce = async (ready: (ids: number[]) => boolean) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const ids = await inStockIds();
      if (ready(ids)) return ids;
      if (Date.now() > deadline) throw new Error(`the in-stock filter never got there: ${ids.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const adjust = async (adjustments: object[], reason = 'Counted') => {
    const res = await operator.callWithInvalidInput(adjustStock, { body: { adjustments, reason } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const movementsOf = async (who: Shopper, productId: number) =>
    stockMovementListSchema.parse(
      (await who.call(listStockMovements, { params: { inventoryId: productId } })).body.data,
    ).list;
  /** Saves the product with these sizes (kept by name, new ones added), as the console's editor does. */
  const saveSizes = async (productId: number, names: string[]) => {
    const product = (await operator.call(getConsoleProduct, { params: { inventoryId: productId } })).data;
    const { inventoryId: _i, stock: _s, updatedAt: _u, ...rest } = product;
    const own = product.addons as { name: string; addonType: string }[];
    const addons = names.map(
      (name) => own.find((a) => a.addonType === 'size' && a.name === name) ?? { addonType: 'size', name, plusPrice: 0 },
    );
    const res = await operator.callWithInvalidInput(updateProduct, {
      params: { inventoryId: productId },
      body: {
        ...rest,
        addons,
        requires: { ...rest.requires, size: true },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const sizesOf = async (productId: number) =>
    Object.fromEntries((await adminVariantsOf(operator, productId)).map((v) => [v.sizeName!, v]));
  const placeOrder = async (shopper: Shopper) => {
    const placed = await shopper.order();
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.data.orderId;
  };
  /** Lets every unpaid order expire; a fresh operator, as the clock outlived the last one's sign-in. */
  const expireHolds = async () => {
    s.clock.advance(31 * 60_000);
    await sweepOrders(s.deps);
    operator = await s.operator('give-back-operator');
  };

  it('an unpaid order of a retired size expires: its units are set aside, not counted in stock, and the operator sees them', async () => {
    const sneaker = await createSneaker(s, operator, { sizes: ['9', '10'], stock: 0 });
    const sizes = await sizesOf(sneaker);
    const candle = s.f.ids.candle;
    const candleNow = await totalOf(candle);
    await adjust([
      { variantId: sizes['10']!.variantId, delta: 3 },
      ...(candleNow === 1 ? [] : [{ inventoryId: candle, delta: 1 - candleNow }]),
    ]);
    const ann = await s.customer('ann');
    await ann.add(sneaker, 2, { sizeAddonId: sizes['10']!.sizeAddonId });
    await ann.add(candle, 1); // the candle sells out with this order and comes back when it expires
    const orderNumber = await placeOrder(ann);
    await inStockOnce((ids) => !ids.includes(candle)); // the filter has seen the candle sell out

    await saveSizes(sneaker, ['9']); // size 10 retired while Ann's order holds two of it
    expect(await totalOf(sneaker)).toBe(0);
    const retired = await movementsOf(operator, sneaker);
    expect(retired[0]).toMatchObject({ sku: sizes['10']!.sku, delta: -1, stockAfter: 0 });
    expect(retired[0]!.reason).toContain('retired');

    await expireHolds();
    expect(await totalOf(sneaker)).toBe(0);
    expect(await activeSumOf(sneaker)).toBe(0);
    expect(await shownStock(sneaker)).toBe(0);
    // Once the filter has seen the candle come back, it has seen the sneaker's release too.
    expect(await inStockOnce((ids) => ids.includes(candle))).not.toContain(sneaker);
    const movements = await movementsOf(operator, sneaker);
    expect(movements.slice(0, 2).reverse()).toMatchObject([
      { sku: sizes['10']!.sku, delta: 2, stockAfter: 2, actor: 'system' },
      { sku: sizes['10']!.sku, delta: -2, stockAfter: 0, actor: 'system' },
    ]);
    expect(movements[1]!.reason).toContain(`order ${orderNumber}`);
    expect(movements[0]!.reason).toContain('retired');
  });

  it('a refund that restocks a retired size sets its units aside instead of raising the stock', async () => {
    const sneaker = await createSneaker(s, operator, { sizes: ['9', '10'], stock: 0 });
    const sizes = await sizesOf(sneaker);
    await adjust([
      { variantId: sizes['9']!.variantId, delta: 1 },
      { variantId: sizes['10']!.variantId, delta: 3 },
    ]);
    const eve = await s.customer('eve');
    const paid = await s.paidOrder(eve, [[sneaker, 2, { sizeAddonId: sizes['10']!.sizeAddonId }]]);
    await saveSizes(sneaker, ['9']); // size 10's last unit is set aside
    expect(await totalOf(sneaker)).toBe(1);

    const refunded = await operator.call(createRefund, {
      params: { orderUuid: paid.orderUuid },
      body: {
        lines: [{ orderItemId: paid.items[0]!.orderItemId, qty: 2 }],
        reason: 'Wrong size',
        restock: true,
      },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(await totalOf(sneaker)).toBe(1);
    expect(await activeSumOf(sneaker)).toBe(1);
    expect(await shownStock(sneaker)).toBe(1);
    const movements = await movementsOf(operator, sneaker);
    expect(movements.slice(0, 2).reverse()).toMatchObject([
      { sku: sizes['10']!.sku, delta: 2, stockAfter: 2 },
      { sku: sizes['10']!.sku, delta: -2, stockAfter: 0 },
    ]);
    expect(movements[1]!.reason).toContain(`order ${paid.orderId}`);
  });

  it('units held while the product gained its sizes are split over them when the order expires', async () => {
    const tee = await createSneaker(s, operator, { sizes: [], stock: 6 });
    const cy = await s.customer('cy');
    await cy.add(tee, 3);
    await placeOrder(cy);
    expect(await totalOf(tee)).toBe(3);

    await saveSizes(tee, ['9', '10']); // the three units left are split over the new sizes
    expect((await adminVariantsOf(operator, tee)).map((v) => [v.sizeName, v.stock])).toEqual([
      ['9', 2],
      ['10', 1],
    ]);
    await expireHolds();
    expect(await totalOf(tee)).toBe(6);
    expect(await activeSumOf(tee)).toBe(6);
    const sizes = await sizesOf(tee);
    expect([sizes['9']!.stock, sizes['10']!.stock]).toEqual([4, 2]);
    const movements = await movementsOf(operator, tee);
    expect(movements.slice(0, 2).map((m) => [m.sku, m.delta, m.stockAfter, m.actor])).toEqual([
      [sizes['10']!.sku, 1, 2, 'system'],
      [sizes['9']!.sku, 2, 4, 'system'],
    ]);
    expect(movements[0]!.reason).toContain('split');
  });

  it('a payment reported after such an order expired takes its units back from the sizes they went to', async () => {
    const tee = await createSneaker(s, operator, { sizes: [], stock: 6 });
    const dan = await s.customer('dan');
    await dan.add(tee, 3);
    const orderNumber = await placeOrder(dan);
    expect((await dan.checkout(orderNumber)).status).toBe(200);
    await saveSizes(tee, ['9', '10']);
    await expireHolds(); // the three units are split over 9 and 10: 4 and 2
    expect(await totalOf(tee)).toBe(6);

    // Paid at the provider after all (another tab), reported late.
    const order = await s.db.kysely
      .selectFrom('customer_order')
      .select(['order_id', 'checkout_session_id'])
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    await s.db.kysely
      .updateTable('test_checkout_session')
      .set({ status: 'complete', payment_status: 'paid', completed_at: new Date().toISOString() })
      .where('session_id', '=', order.checkout_session_id!)
      .execute();
    await s.app.paymentOutcomes.paid({ sessionId: order.checkout_session_id!, orderRef: orderNumber });
    const events = await s.db.kysely
      .selectFrom('order_event')
      .select('type')
      .where('order_id', '=', order.order_id)
      .orderBy('event_id')
      .execute();
    expect(events.map((e) => e.type)).toContain('paid_after_release');
    expect(events.map((e) => e.type)).not.toContain('oversold');
    expect(await totalOf(tee)).toBe(3);
    expect(await activeSumOf(tee)).toBe(3);
  });

  it('releases and sales racing on the same sizes keep the total the sum of the active sizes', async () => {
    const sneaker = await createSneaker(s, operator, { sizes: ['9', '10', '11'], stock: 0 });
    const sizes = await sizesOf(sneaker);
    const size = (name: string) => ({ sizeAddonId: sizes[name]!.sizeAddonId });
    for (let round = 0; round < 3; round++) {
      const now = await sizesOf(sneaker);
      // Four of 9 and 11 each (the last round's buyers still hold theirs until this round's sweep).
      const counts = [
        { variantId: sizes['9']!.variantId, delta: 4 - now['9']!.stock },
        { variantId: sizes['11']!.variantId, delta: 4 - now['11']!.stock },
        ...(round === 0 ? [{ variantId: sizes['10']!.variantId, delta: 3 }] : []),
      ].filter((a) => a.delta !== 0);
      if (counts.length > 0) await adjust(counts);
      const [held9, held10] = [await s.customer(`race-${round}-a`), await s.customer(`race-${round}-b`)];
      await held9.add(sneaker, 2, size('9'));
      await placeOrder(held9);
      if (round === 0) {
        await held10.add(sneaker, 2, size('10'));
        await placeOrder(held10);
        await saveSizes(sneaker, ['9', '11']); // size 10 retired with two units held
      }
      s.clock.advance(31 * 60_000); // the holds end while new buyers order the same sizes
      const buyers = await Promise.all(['c', 'd', 'e'].map((label) => s.customer(`race-${round}-${label}`)));
      await buyers[0]!.add(sneaker, 1, size('9'));
      await buyers[1]!.add(sneaker, 1, size('11'));
      await buyers[2]!.add(sneaker, 1, size('9'));
      await buyers[2]!.add(sneaker, 1, size('11'));
      operator = await s.operator('give-back-operator');
      // The holds are released while three buyers order and the operator counts one more of each size.
      const counted = operator.call(adjustStock, {
        body: {
          adjustments: [
            { variantId: sizes['9']!.variantId, delta: 1 },
            { variantId: sizes['11']!.variantId, delta: 1 },
          ],
          reason: 'Found on the shelf',
        },
      });
      const [, ...answers] = await Promise.all([sweepOrders(s.deps), counted, ...buyers.map((b) => b.order())]);
      for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await totalOf(sneaker)).toBe(await activeSumOf(sneaker));
      if (round > 0) continue;
      const sold = await sizesOf(sneaker);
      expect([sold['9']!.stock, sold['11']!.stock]).toEqual([3, 3]);
    }
  });
});
