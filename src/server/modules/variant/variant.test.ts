import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDashboard } from '@shared/contract/console-dashboard';
import { listVariants, saveVariants } from '@shared/contract/variants';
import { getProduct } from '@shared/contract/catalog';
import { callEndpoint } from '@server/test/call-endpoint';
import {
  adjustStock,
  createProduct,
  getConsoleProduct,
  listConsoleProducts,
  listStockMovements,
  updateProduct,
} from '@shared/contract/console-products';
import { stockMovementListSchema } from '@shared/schemas/console-catalog';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { adminVariantsOf, createSneaker } from './variant.fixture.js';

describe.each(testDialects)('colour and size combinations on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  let sneaker: number;

  const publicVariants = async (id: number) => {
    const res = await callEndpoint(s.app, listVariants, { params: { id } });
    return {
      status: res.status,
      list: res.status === 200 ? res.data.list : [],
    };
  };
  const adminVariants = (id: number) => adminVariantsOf(operator, id);
  const productStock = async (id: number) => (await callEndpoint(s.app, getProduct, { params: { id } })).data;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('variant-operator');
    sneaker = await createSneaker(s, operator, { colors: ['Black'], sizes: ['9', '10'], stock: 7 });
  });
  afterAll(() => s.close());

  it('makes one combination per colour and size with a generated SKU, the first stock split over them', async () => {
    const list = await adminVariants(sneaker);
    expect(list.map((v) => [v.sku, v.colorName, v.sizeName, v.stock])).toEqual([
      [`${sneaker}-BLACK-9`, 'Black', '9', 4],
      [`${sneaker}-BLACK-10`, 'Black', '10', 3],
    ]);
    expect((await productStock(sneaker)).stock).toBe(6); // the shown count is capped; the total is 7
    const total = await s.db.kysely
      .selectFrom('inventory_stock')
      .select('stock')
      .where('inventory_id', '=', sneaker)
      .executeTakeFirstOrThrow();
    expect(total.stock).toBe(7);
  });

  it('adjusts one combination by SKU or id, names it in the movement, and the storefront sees it at once', async () => {
    const [size9, size10] = await adminVariants(sneaker);
    const takeOff = await operator.call(adjustStock, {
      body: {
        adjustments: [{ sku: size9!.sku.toLowerCase(), delta: -4 }],
        reason: 'Counted the shelf',
      },
    });
    expect(takeOff.status, JSON.stringify(takeOff.body)).toBe(200);
    expect(takeOff.data.list).toEqual([
      { inventoryId: sneaker, variantId: size9!.variantId, sku: size9!.sku, stock: 0 },
    ]);
    const shown = await publicVariants(sneaker);
    expect(shown.list.map((v) => [v.sku, v.available, v.stockState, v.stock])).toEqual([
      [size9!.sku, false, 'sold_out', 0],
      [size10!.sku, true, 'low', 3],
    ]);

    const back = await operator.call(adjustStock, {
      body: {
        adjustments: [{ variantId: size9!.variantId, delta: 5 }],
        reason: 'Delivery',
      },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await publicVariants(sneaker)).list[0]).toMatchObject({ available: true, stockState: 'low', stock: 5 });
    const movements = stockMovementListSchema.parse(
      (await operator.call(listStockMovements, { params: { inventoryId: sneaker } })).body.data,
    );
    expect(movements.list.slice(0, 2)).toMatchObject([
      { sku: size9!.sku, delta: 5, stockAfter: 5, reason: 'Delivery' },
      { sku: size9!.sku, delta: -4, stockAfter: 0, reason: 'Counted the shelf' },
    ]);
  });

  it('lets a browser keep the combinations only if it asks again each time: a restock is never a minute late', async () => {
    const first = await callEndpoint(s.app, listVariants, { params: { id: sneaker } });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    const again = await callEndpoint(
      s.app,
      listVariants,
      { params: { id: sneaker } },
      { headers: { 'if-none-match': etag } },
    );
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('public, no-cache');
  });

  it('refuses what cannot be counted with a clear 4xx and changes nothing', async () => {
    const [size9] = await adminVariants(sneaker);
    const adjust = (adjustments: unknown[]) =>
      operator.callWithInvalidInput(adjustStock, { body: { adjustments, reason: 'x' } });
    const byProduct = await adjust([{ inventoryId: sneaker, delta: 1 }]);
    expect(byProduct.status).toBe(400);
    expect(JSON.stringify(byProduct.body)).toContain('choose a combination');
    const unknown = await adjust([{ sku: 'NO-SUCH-SKU', delta: 1 }]);
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain('SKU NO-SUCH-SKU');
    const both = await adjust([{ sku: size9!.sku, variantId: size9!.variantId, delta: 1 }]);
    expect(both.status).toBe(400);
    const tooMany = await adjust([{ sku: size9!.sku, delta: -(size9!.stock + 1) }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.errMsg).toContain(`Only ${size9!.stock} of "Trail Sneaker" (${size9!.sku})`);
    expect((await adminVariants(sneaker))[0]!.stock).toBe(size9!.stock);
  });

  it('saves SKUs and pictures, refusing a SKU another combination holds', async () => {
    const [size9, size10] = await adminVariants(sneaker);
    const save = (variants: unknown[]) =>
      operator.callWithInvalidInput(saveVariants, { params: { inventoryId: sneaker }, body: { variants } });
    const swapped = await save([
      { variantId: size9!.variantId, sku: size10!.sku, picture: '/media/demo/product/shirt-2-1.svg' },
      { variantId: size10!.variantId, sku: size9!.sku, picture: null },
    ]);
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect((await publicVariants(sneaker)).list.map((v) => [v.variantId, v.sku, v.picture])).toEqual([
      [size9!.variantId, size10!.sku, '/media/demo/product/shirt-2-1.svg'],
      [size10!.variantId, size9!.sku, null],
    ]);
    const other = await operator.call(createProduct, {
      body: {
        name: 'Plain Dress',
        subCategoryId: (
          await s.db.kysely
            .selectFrom('inventory')
            .select('sub_category_id')
            .where('inventory_id', '=', sneaker)
            .executeTakeFirstOrThrow()
        ).sub_category_id,
        price: 5000,
        originalPrice: null,
        features: [],
        descriptionHtml: '<p>Dress</p>',
        gallery: ['/media/demo/product/shirt-2-1.svg'],
        addons: [{ addonType: 'color', name: 'Red', plusPrice: 0 }],
        requires: { size: false, color: true, accessory: false, ship: false },
        isActive: true,
        stock: 2,
      },
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const dup = await save([{ variantId: size9!.variantId, sku: `${other.data.inventoryId}-red`, picture: null }]);
    expect(dup.status).toBe(409);
    expect(JSON.stringify(dup.body)).toContain('already used');
    const foreign = await save([{ variantId: 999999, sku: 'X-1', picture: null }]);
    expect(foreign.status).toBe(400);
  });

  it('finds the product by the start of a SKU, and the dashboard counts the product while a combination is low', async () => {
    const [size9] = await adminVariants(sneaker);
    const found = await operator.call(listConsoleProducts, {
      query: { search: size9!.sku.slice(0, -2).toLowerCase() },
    });
    expect(found.data.list.map((p: { inventoryId: number }) => p.inventoryId)).toContain(sneaker);
    const dashboard = async () => (await operator.call(getDashboard, {})).data.lowStock;
    const before = await dashboard();
    const res = await operator.call(adjustStock, {
      body: {
        adjustments: [{ variantId: size9!.variantId, delta: 100 - size9!.stock }],
        reason: 'Delivery',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Size 10 is still low (3 left): the product is still one product to restock.
    expect((await dashboard()).count).toBe(before.count);
    expect(before.products).toContainEqual(
      expect.objectContaining({ inventoryId: sneaker, name: 'Trail Sneaker', sku: size9!.sku }),
    );
  });

  it('lists no combinations for a product without colour or size add-ons, 404 for an unknown one', async () => {
    expect(await publicVariants(s.f.ids.candle)).toEqual({ status: 200, list: [] });
    expect((await publicVariants(999999)).status).toBe(404);
  });

  it('retires a combination whose add-on is gone, keeping its row, and adds the new one at 0', async () => {
    const product = (await operator.call(getConsoleProduct, { params: { inventoryId: sneaker } })).data;
    const { inventoryId: _i, stock: _s, updatedAt: _u, ...rest } = product;
    const black = product.addons.find((a) => a.name === 'Black')!;
    const nine = product.addons.find((a) => a.name === '9')!;
    const res = await operator.call(updateProduct, {
      params: { inventoryId: sneaker },
      body: {
        ...rest,
        addons: [black, nine, { addonType: 'size', name: '11', plusPrice: 0 }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await adminVariants(sneaker);
    expect(list.map((v) => [v.sizeName, v.stock])).toEqual([
      ['9', 100],
      ['11', 0],
    ]);
    const rows = await s.db.kysely
      .selectFrom('product_variant')
      .select('is_active')
      .where('inventory_id', '=', sneaker)
      .execute();
    expect(rows).toHaveLength(3);
  });
});
