import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, queryOf } from '@server/test/call-endpoint';
import { getProduct, listAddons, listProducts } from '@shared/contract/catalog';
import {
  adjustStock,
  createProduct,
  getConsoleProduct,
  listConsoleProducts,
  listStockMovements,
  updateProduct,
} from '@shared/contract/console-products';
import type { z } from 'zod';
import {
  consoleProductListSchema,
  consoleProductSchema,
  stockMovementListSchema,
  type ProductCreate,
} from '@shared/schemas/console-catalog';
import { LOW_STOCK_THRESHOLD } from '@shared/schemas/console-dashboard';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { FIXTURE_STOCK } from '@server/modules/catalog/catalog.fixture';
import { setStock } from '@server/modules/stock/stock.repository';

/** What a save sends back: the product as read, without what the server keeps for itself. */
const writable = (p: z.output<typeof consoleProductSchema>) => {
  const { inventoryId: _id, stock: _stock, updatedAt: _at, ...rest } = p;
  return rest;
};

describe.each(testDialects)('operator products and stock on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  const publicProduct = async (id: number) => {
    const res = await callEndpoint(s.app, getProduct, { params: { id } });
    return { status: res.status, product: res.status === 200 ? res.data : null };
  };
  const read = async (id: number) =>
    consoleProductSchema.parse((await operator.call(getConsoleProduct, { params: { inventoryId: id } })).body.data);
  const auditRows = (entityId: number) =>
    s.db.kysely
      .selectFrom('admin_audit')
      .selectAll()
      .where('entity', '=', 'product')
      .where('entity_id', '=', entityId)
      .execute();

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('catalogue-operator');
  });
  afterAll(() => s.close());

  it('lists every product, withdrawn ones too, searched, filtered, sorted and paged by the server', async () => {
    const list = async (query: string) => {
      const res = await operator.call(listConsoleProducts, { query: queryOf(query) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return consoleProductListSchema.parse(res.body.data);
    };
    const all = await list('?num=100');
    expect(all.total).toBe(21);
    expect(all.list.find((p) => p.inventoryId === s.f.ids.hidden)?.isActive).toBe(false);
    expect(all.list.find((p) => p.inventoryId === s.f.ids.oxford)).toMatchObject({
      stock: FIXTURE_STOCK,
      categoryName: 'Shirts',
      price: 4500,
    });

    // Case and accents ignored; an id finds its product.
    expect((await list('?search=CREME')).list.map((p) => p.inventoryId)).toEqual([s.f.ids.candle]);
    expect((await list(`?search=${s.f.ids.lamp}`)).list.map((p) => p.inventoryId)).toContain(s.f.ids.lamp);
    expect((await list('?search=100%25')).total).toBe(0);
    const lampsRoot = await s.db.kysely
      .selectFrom('category')
      .select('category_id')
      .where('display_name', '=', 'Home')
      .executeTakeFirstOrThrow();
    expect((await list(`?categoryId=${lampsRoot.category_id}`)).list.map((p) => p.name).sort()).toEqual([
      'Crème Brûlée Candle',
      'Walnut Desk Lamp',
    ]);
    expect((await list('?status=withdrawn')).list.map((p) => p.inventoryId)).toEqual([s.f.ids.hidden]);
    // The dashboard's "low on stock" link: on sale with the threshold or fewer units left.
    await setStock(s.db.kysely, s.f.ids.lamp, LOW_STOCK_THRESHOLD);
    await setStock(s.db.kysely, s.f.ids.candle, LOW_STOCK_THRESHOLD + 1);
    const low = (await list('?stock=low&status=active&num=100')).list.map((p) => p.inventoryId);
    expect(low).toContain(s.f.ids.lamp);
    expect(low).not.toContain(s.f.ids.candle);
    await setStock(s.db.kysely, s.f.ids.lamp, FIXTURE_STOCK);
    await setStock(s.db.kysely, s.f.ids.candle, FIXTURE_STOCK);
    const cheapest = await list('?sort=price&order=asc&num=3');
    expect(cheapest.list.map((p) => p.price)).toEqual([...cheapest.list.map((p) => p.price)].sort((a, b) => a - b));
    const page2 = await list('?sort=name&order=asc&num=5&page=2');
    expect([page2.list.length, page2.total]).toEqual([5, 21]);
    expect(page2.list[0]?.name).toBe((await list('?sort=name&order=asc&num=100')).list[5]?.name);

    for (const bad of [
      '?sort=cheap',
      '?order=up',
      '?categoryId=abc',
      '?status=gone',
      '?stock=few',
      '?num=1000',
      '?page=0',
    ]) {
      const res = await operator.callWithInvalidInput(listConsoleProducts, { query: queryOf(bad) });
      expect([res.status, res.body.code], bad).toEqual([400, 40000]);
    }
  });

  it('saves a price and the storefront shows it at once, sanitising the description and recording who saved', async () => {
    const id = s.f.ids.lamp;
    expect((await publicProduct(id)).product?.price).toBe(12900); // remembered by the storefront now
    const before = await read(id);
    const res = await operator.call(updateProduct, {
      params: { inventoryId: id },
      body: {
        ...writable(before),
        price: 9900,
        originalPrice: 12900,
        descriptionHtml: '<p>Now <em>cheaper</em></p><script>alert(1)</script><img src=x onerror="alert(2)">',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = consoleProductSchema.parse(res.body.data);
    expect(saved.descriptionHtml).toBe('<p>Now <em>cheaper</em></p><img src="x">');

    // No poll: the very next storefront answer has the new price.
    const after = (await publicProduct(id)).product!;
    expect([after.price, after.originalPrice, after.prodDescMd]).toEqual([9900, 12900, saved.descriptionHtml]);
    const card = (await callEndpoint(s.app, listProducts, { query: { search: 'walnut' } })).data.list[0]!;
    expect(card.price).toBe(9900);

    const audit = await auditRows(id);
    expect(audit.at(-1)).toMatchObject({ actor: `operator:${operator.userId}`, action: 'update' });
    expect(JSON.parse(audit.at(-1)!.detail_json)).toMatchObject({ price: [12900, 9900] });
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const id = s.f.ids.oxford;
    const before = await read(id);
    const version = await s.db.catalogVersion();
    const otherAddon = await s.db.kysely
      .selectFrom('addon')
      .select('addon_id')
      .where('inventory_id', '=', s.f.ids.sneaker)
      .executeTakeFirstOrThrow();
    const rootId = (
      await s.db.kysely
        .selectFrom('category')
        .select('category_id')
        .where('display_name', '=', 'Clothing')
        .executeTakeFirstOrThrow()
    ).category_id;
    const cases: [object, string][] = [
      [{ price: -1 }, 'price: Price must not be negative'],
      [{ price: 12.5 }, 'price: Price must be a whole number of cents'],
      [{ price: '45.00' }, 'price: Price must be a number of cents'],
      [{ originalPrice: 100 }, 'originalPrice: Original price must be above the price'],
      [{ name: ' ' }, 'name: Name must not be empty'],
      [{ subCategoryId: 999999 }, 'subCategoryId: category 999999 does not exist'],
      [{ subCategoryId: rootId }, 'subCategoryId: Clothing is a top-level category; choose one of its sub-categories'],
      [{ badgeIds: [424242] }, 'badgeIds: badge 424242 does not exist'],
      [
        { addons: [{ addonId: otherAddon.addon_id, addonType: 'size', name: 'EU 42', plusPrice: 0 }] },
        `addons: add-on ${otherAddon.addon_id} is not one of this product's`,
      ],
      [
        { gallery: ['https://evil.example/x.png'] },
        'Image https://evil.example/x.png is not an uploaded image; upload it first',
      ],
      [{ gallery: ['javascript:alert(1)'] }, 'gallery.0: Image must be a shop image path or an uploaded image URL'],
      [
        { requires: { size: true, color: false, accessory: false, ship: false } },
        'requires.size: A required size needs a size add-on',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await operator.call(updateProduct, {
        params: { inventoryId: id },
        body: { ...writable(before), ...change },
      });
      expect([res.status, res.body.code], JSON.stringify(change)).toEqual([400, 40000]);
      expect(res.body.errMsg, JSON.stringify(change)).toContain(message);
    }
    expect(
      (await operator.call(updateProduct, { params: { inventoryId: '999999' }, body: writable(before) })).status,
    ).toBe(404);
    expect(
      (await operator.call(updateProduct, { params: { inventoryId: 'abc' }, body: writable(before) })).status,
    ).toBe(400);
    expect(await read(id)).toEqual(before);
    expect(await s.db.catalogVersion()).toBe(version);
  });

  it('creates a product with add-ons and stock, edits its add-ons keeping their ids, and withdraws it', async () => {
    const shirts = await s.db.kysely
      .selectFrom('category')
      .select('category_id')
      .where('display_name', '=', 'Shirts')
      .executeTakeFirstOrThrow();
    const body: ProductCreate = {
      name: 'Striped Polo',
      subCategoryId: shirts.category_id,
      price: 3200,
      originalPrice: null,
      features: ['Pique cotton'],
      descriptionHtml: '<p>Summer polo</p>',
      gallery: ['/media/demo/product/shirt-2-1.svg'],
      addons: [
        { addonType: 'size', name: 'M', plusPrice: 0 },
        { addonType: 'size', name: 'XL', plusPrice: 300 },
      ],
      requires: { size: true, color: false, accessory: false, ship: false },
      isActive: true,
      stock: 12,
    };
    const res = await operator.call(createProduct, { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.data.inventoryId as number;
    const created = await read(id);
    expect(created).toMatchObject({ name: 'Striped Polo', stock: 12, deliveryDays: 5, badgeIds: [] });
    expect((await publicProduct(id)).product).toMatchObject({
      price: 3200,
      stockState: 'in_stock',
      requireSizeAddon: true,
    });

    const [m] = created.addons;
    const edit = await operator.call(updateProduct, {
      params: { inventoryId: id },
      body: {
        ...writable(created),
        addons: [
          { ...m!, name: 'Medium' },
          { addonType: 'size', name: 'S', plusPrice: 0 },
        ],
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const addons = (await callEndpoint(s.app, listAddons, { params: { id } })).data.list;
    expect(addons.map((a) => [a.addonId === m!.addonId, a.name])).toEqual([
      [true, 'Medium'],
      [false, 'S'],
    ]);

    expect(
      (
        await operator.call(updateProduct, {
          params: { inventoryId: id },
          body: { ...writable(await read(id)), isActive: false },
        })
      ).status,
    ).toBe(200);
    expect((await publicProduct(id)).status).toBe(404);
    expect((await auditRows(id)).map((r) => r.action)).toEqual(['create', 'update', 'update']);
    const movements = stockMovementListSchema.parse(
      (await operator.call(listStockMovements, { params: { inventoryId: id } })).body.data,
    );
    // XL's size went with the edit: its six units (half the first stock) left the count for sale.
    expect(movements.list).toMatchObject([
      { sku: `${id}-XL`, delta: -6, stockAfter: 0, actor: `operator:${operator.userId}` },
      { delta: 12, stockAfter: 12, reason: 'First stock', actor: `operator:${operator.userId}` },
    ]);
    expect(movements.list[0]!.reason).toContain('retired');
  });

  it('adjusts several products’ stock with a reason, all or nothing, and the product page shows it at once', async () => {
    const { candle, flannel } = s.f.ids;
    expect((await publicProduct(candle)).product?.stockState).toBe('in_stock');
    const res = await operator.call(adjustStock, {
      body: {
        adjustments: [
          { inventoryId: flannel, delta: -5 },
          { inventoryId: candle, delta: 20 },
        ],
        reason: 'Delivery from the warehouse',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Answered in product id order, the order the rows were changed in.
    expect(res.data.list).toEqual(
      [
        { inventoryId: candle, variantId: null, sku: null, stock: FIXTURE_STOCK + 20 },
        { inventoryId: flannel, variantId: null, sku: null, stock: FIXTURE_STOCK - 5 },
      ].sort((a, b) => a.inventoryId - b.inventoryId),
    );
    const movements = stockMovementListSchema.parse(
      (await operator.call(listStockMovements, { params: { inventoryId: flannel } })).body.data,
    );
    expect(movements.list[0]).toMatchObject({
      delta: -5,
      stockAfter: FIXTURE_STOCK - 5,
      reason: 'Delivery from the warehouse',
      actor: `operator:${operator.userId}`,
    });

    // Taking off more than is left refuses the whole batch.
    const tooMany = await operator.call(adjustStock, {
      body: {
        adjustments: [
          { inventoryId: candle, delta: 1 },
          { inventoryId: flannel, delta: -(FIXTURE_STOCK + 1) },
        ],
        reason: 'Count',
      },
    });
    expect([tooMany.status, tooMany.body.errMsg]).toEqual([
      409,
      `Only ${FIXTURE_STOCK - 5} of "Weekend Flannel" in stock; cannot take off ${FIXTURE_STOCK + 1}`,
    ]);
    expect((await read(candle)).stock).toBe(FIXTURE_STOCK + 20);

    const bad: [object, number, string][] = [
      [{ adjustments: [{ inventoryId: candle, delta: 1 }] }, 400, 'reason'],
      [{ adjustments: [{ inventoryId: candle, delta: 0 }], reason: 'x' }, 400, 'Change must not be 0'],
      [{ adjustments: [{ inventoryId: candle, delta: 1.5 }], reason: 'x' }, 400, 'Change must be whole units'],
      [{ adjustments: [], reason: 'x' }, 400, 'Choose at least one product'],
      [
        {
          adjustments: [
            { inventoryId: candle, delta: 1 },
            { inventoryId: candle, delta: 2 },
          ],
          reason: 'x',
        },
        400,
        'Each product only once',
      ],
      [{ adjustments: [{ inventoryId: 999999, delta: 1 }], reason: 'x' }, 404, 'Product 999999 not found'],
    ];
    for (const [payload, status, message] of bad) {
      const answer = await operator.callWithInvalidInput(adjustStock, { body: payload });
      expect([answer.status, answer.body.errMsg], JSON.stringify(payload)).toEqual([
        status,
        expect.stringContaining(message),
      ]);
    }
    expect((await read(candle)).stock).toBe(FIXTURE_STOCK + 20);

    const lower = await operator.call(adjustStock, {
      body: {
        adjustments: [{ inventoryId: candle, delta: -(FIXTURE_STOCK + 17) }],
        reason: 'Breakage',
      },
    });
    expect(lower.status, JSON.stringify(lower.body)).toBe(200);
    expect((await publicProduct(candle)).product).toMatchObject({ stock: 3, stockState: 'low' });
  });

  it('never loses an update when adjustments run at once, and never lets the count go below zero', async () => {
    const { shirtdress, sneaker } = s.f.ids;
    const adjust = (productId: number, delta: number) =>
      operator.call(adjustStock, {
        body: {
          adjustments: [{ inventoryId: productId, delta }],
          reason: 'Race',
        },
      });
    const ups = await Promise.all(Array.from({ length: 16 }, () => adjust(shirtdress, 3)));
    expect(ups.map((r) => r.status)).toEqual(Array(16).fill(200));
    expect((await read(shirtdress)).stock).toBe(FIXTURE_STOCK + 48);

    await operator.call(adjustStock, {
      body: {
        adjustments: [{ inventoryId: sneaker, delta: -(FIXTURE_STOCK - 10) }],
        reason: 'Count',
      },
    });
    const downs = await Promise.all(Array.from({ length: 15 }, () => adjust(sneaker, -1)));
    expect(downs.filter((r) => r.status === 200)).toHaveLength(10);
    expect(downs.filter((r) => r.status === 409)).toHaveLength(5);
    expect((await read(sneaker)).stock).toBe(0);
    const movements = await s.db.kysely
      .selectFrom('stock_movement')
      .select('stock_after')
      .where('inventory_id', '=', sneaker)
      .where('reason', '=', 'Race')
      .execute();
    expect(movements.map((m) => m.stock_after).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
