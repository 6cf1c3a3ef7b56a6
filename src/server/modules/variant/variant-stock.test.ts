import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRefund } from '@shared/contract/console-refunds';
import { addCartItem, listCart, removeCartItem } from '@shared/contract/cart';
import { adjustStock } from '@shared/contract/console-products';
import type { AdminVariant } from '@shared/schemas/variant';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { sweepOrders } from '@server/modules/order/sweep';
import { adminVariantsOf, createSneaker } from './variant.fixture.js';

/** Stock per size: reserved, refused, released and shown per combination, on both databases. */
describe.each(testDialects)('stock per combination on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  let sneaker: number;
  let sizes: Record<string, AdminVariant>;

  const variants = () => adminVariantsOf(operator, sneaker);
  const setTo = async (v: AdminVariant, stock: number) => {
    const now = (await variants()).find((x) => x.variantId === v.variantId)!.stock;
    if (now === stock) return;
    const res = await operator.call(adjustStock, {
      body: {
        adjustments: [{ variantId: v.variantId, delta: stock - now }],
        reason: 'Counted',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  // Read from the table: the operator's sign-in does not outlive the clock moved past an order's hold.
  const stockOfSize = async (name: string) =>
    (
      await s.db.kysely
        .selectFrom('product_variant')
        .select('stock')
        .where('variant_id', '=', sizes[name]!.variantId)
        .executeTakeFirstOrThrow()
    ).stock;
  const addSize = (shopper: Shopper, name: string, qty = 1) =>
    shopper.call(addCartItem, { body: { inventoryId: sneaker, qty, sizeAddonId: sizes[name]!.sizeAddonId } });

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('stock-operator');
    sneaker = await createSneaker(s, operator, { sizes: ['9', '10'], stock: 0 });
    sizes = Object.fromEntries((await variants()).map((v) => [v.sizeName!, v]));
  });
  afterAll(() => s.close());

  it('refuses a sold-out size in the cart with a 409 naming it, and marks a line whose size sold out invalid', async () => {
    await setTo(sizes['9']!, 0);
    await setTo(sizes['10']!, 3);
    const ann = await s.customer('ann');
    const refused = await addSize(ann, '9');
    expect(refused.status).toBe(409);
    expect(refused.body.errMsg).toBe('"Trail Sneaker" in size 9 is out of stock');
    expect((await addSize(ann, '10')).status).toBe(200);

    await setTo(sizes['10']!, 0);
    const cart = (await ann.call(listCart, {})).data.list;
    expect(cart.map((l) => [l.sizeAddon?.name, l.isValid])).toEqual([['10', false]]);
    const order = await ann.order();
    expect(order.status).toBe(409);
    expect(order.body.errMsg).toBe('"Trail Sneaker" in size 10 is out of stock');
    await ann.call(removeCartItem, { params: { cartItemId: cart[0]!.cartItemId } });
  });

  it('a refund that restocks gives the units back to the size bought, not to another', async () => {
    await setTo(sizes['9']!, 5);
    await setTo(sizes['10']!, 5);
    const eve = await s.customer('eve');
    const size = (name: string) => ({ sizeAddonId: sizes[name]!.sizeAddonId });
    const paid = await s.paidOrder(eve, [
      [sneaker, 2, size('9')],
      [sneaker, 1, size('10')],
    ]);
    expect([await stockOfSize('9'), await stockOfSize('10')]).toEqual([3, 4]);

    const nines = paid.items.find((item) => item.qty === 2)!;
    const refunded = await operator.call(createRefund, {
      params: { orderUuid: paid.orderUuid },
      body: {
        lines: [{ orderItemId: nines.orderItemId, qty: 1 }],
        reason: 'Too small',
        restock: true,
      },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect([await stockOfSize('9'), await stockOfSize('10')]).toEqual([4, 4]);
    expect((await variants()).reduce((sum, v) => sum + v.stock, 0)).toBe(8);
  });

  it('an optional colour left at "No, thanks" takes the combination of the size with the most units', async () => {
    const dress = await createSneaker(s, operator, {
      colors: ['Black', 'White'],
      sizes: ['9'],
      stock: 0,
      colorOptional: true,
    });
    const combos = await adminVariantsOf(operator, dress);
    const white = combos.find((v) => v.colorName === 'White')!;
    const adjusted = await operator.call(adjustStock, {
      body: {
        adjustments: [{ variantId: white.variantId, delta: 2 }],
        reason: 'Counted',
      },
    });
    expect(adjusted.status).toBe(200);
    const fay = await s.customer('fay');
    const added = await fay.call(addCartItem, {
      body: {
        inventoryId: dress,
        qty: 1,
        sizeAddonId: white.sizeAddonId,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [line] = (await fay.call(listCart, {})).data.list;
    expect(line!.isValid).toBe(true);
    expect((await fay.order()).status).toBe(200);
    expect((await adminVariantsOf(operator, dress)).map((v) => [v.colorName, v.stock])).toEqual([
      ['Black', 0],
      ['White', 1],
    ]);
  });

  it('two buyers of the last size-10 unit: one sale, one clear 409, while size 9 sells freely', async () => {
    await setTo(sizes['10']!, 1);
    await setTo(sizes['9']!, 6);
    const [bob, cy, dee] = await Promise.all([s.customer('bob'), s.customer('cy'), s.customer('dee')]);
    for (const buyer of [bob, cy]) expect((await addSize(buyer, '10')).status).toBe(200);
    expect((await addSize(dee, '9', 2)).status).toBe(200);

    const [a, b, c] = await Promise.all([bob.order(), cy.order(), dee.order()]);
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.errMsg).toBe('"Trail Sneaker" in size 10 is out of stock');
    expect(await stockOfSize('10')).toBe(0);
    expect(await stockOfSize('9')).toBe(4);
    const total = await s.db.kysely
      .selectFrom('inventory_stock')
      .select('stock')
      .where('inventory_id', '=', sneaker)
      .executeTakeFirstOrThrow();
    expect(total.stock).toBe(4); // the product's count is its combinations' sum

    // Unpaid orders expire: each size gets its own units back.
    s.clock.advance(31 * 60_000);
    await sweepOrders(s.deps);
    expect(await stockOfSize('10')).toBe(1);
    expect(await stockOfSize('9')).toBe(6);
    const line = await s.db.kysely
      .selectFrom('order_item')
      .select('variant_id')
      .where('inventory_id', '=', sneaker)
      .where('qty', '=', 2)
      .executeTakeFirstOrThrow();
    expect(line.variant_id).toBe(sizes['9']!.variantId);
  });
});
