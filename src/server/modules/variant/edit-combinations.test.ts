import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adjustStock,
  createProduct,
  getConsoleProduct,
  listStockMovements,
  updateProduct,
} from '@shared/contract/console-products';
import type { WireInputOf } from '@shared/contract/endpoint';
import { callEndpoint, callEndpointWithInvalidInput } from '@server/test/call-endpoint';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { adminVariantsOf } from './variant.fixture.js';

/** A new product as the editor sends it. */
type NewProduct = WireInputOf<typeof createProduct>['body'];

/** The product editor's one save: the product with its colours, sizes and their combinations. */
describe.each(testDialects)('combinations saved with the product on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  let shirts: number;

  const newTee = (over: Partial<NewProduct> = {}): NewProduct => ({
    name: 'Options Tee',
    subCategoryId: shirts,
    price: 2500,
    originalPrice: null,
    features: [],
    descriptionHtml: '<p>Tee</p>',
    gallery: ['/media/demo/product/shirt-2-1.svg'],
    addons: [
      { addonType: 'color', name: 'Navy', plusPrice: 0 },
      { addonType: 'size', name: 'S', plusPrice: 0 },
      { addonType: 'size', name: 'M', plusPrice: 0 },
    ],
    requires: { size: true, color: true, accessory: false, ship: false },
    isActive: true,
    stock: 0,
    ...over,
  });
  /** The editor's own calls, as the browser sends them. */
  const read = async (id: number) =>
    (await callEndpoint(s.app, getConsoleProduct, { params: { inventoryId: id } }, operator)).data;
  const movements = async (id: number) =>
    (await callEndpoint(s.app, listStockMovements, { params: { inventoryId: id } }, operator)).data.list;
  const create = async (product: NewProduct) =>
    (await callEndpoint(s.app, createProduct, { body: product }, operator)).data.inventoryId;
  /** The product as the editor sends it back, without what the server keeps for itself. */
  const asSaved = async (id: number) => {
    const { inventoryId: _id, stock: _stock, updatedAt: _at, ...rest } = await read(id);
    return rest;
  };

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('options-operator');
    shirts = (
      await s.db.kysely
        .selectFrom('category')
        .select('category_id')
        .where('display_name', '=', 'Shirts')
        .executeTakeFirstOrThrow()
    ).category_id;
  });
  afterAll(() => s.close());

  it('a new product is created with its combinations, their SKUs and first counts in one save', async () => {
    const id = await create(
      newTee({
        combinations: [
          { color: 'Navy', size: 'S', sku: 'TEE-NAVY-S', picture: null, stock: 4, stockSeen: null },
          {
            color: 'navy',
            size: 'm',
            sku: null,
            picture: '/media/demo/product/shirt-2-1.svg',
            stock: 2,
            stockSeen: null,
          },
        ],
      }),
    );
    expect(
      (await adminVariantsOf(operator, id)).map((v) => [v.colorName, v.sizeName, v.sku, v.stock, v.picture]),
    ).toEqual([
      ['Navy', 'S', 'TEE-NAVY-S', 4, null],
      ['Navy', 'M', `${id}-NAVY-M`, 2, '/media/demo/product/shirt-2-1.svg'],
    ]);
    expect((await read(id)).stock).toBe(6);
    expect((await movements(id)).map((m) => [m.sku, m.delta, m.reason])).toEqual(
      expect.arrayContaining([
        ['TEE-NAVY-S', 4, 'First stock'],
        [`${id}-NAVY-M`, 2, 'First stock'],
      ]),
    );
  });

  it('a save adds a size and changes counts by what the operator changed, so a sale meanwhile stays sold', async () => {
    const id = await create(newTee({ name: 'Count Tee', stock: 0 }));
    const [navyS] = await adminVariantsOf(operator, id);
    await callEndpoint(
      s.app,
      adjustStock,
      {
        body: {
          adjustments: [{ variantId: navyS!.variantId, delta: 10 }],
          reason: 'Delivery',
        },
      },
      operator,
    );
    // The editor showed 10; meanwhile 3 were sold.
    await s.db.kysely
      .updateTable('product_variant')
      .set({ stock: 7 })
      .where('variant_id', '=', navyS!.variantId)
      .execute();
    const body = await asSaved(id);
    const saved = await callEndpoint(
      s.app,
      updateProduct,
      {
        params: { inventoryId: id },
        body: {
          ...body,
          addons: [...body.addons, { addonType: 'size', name: 'L', plusPrice: 0 }],
          combinations: [
            { color: 'Navy', size: 'S', sku: navyS!.sku, picture: null, stock: 12, stockSeen: 10 },
            { color: 'Navy', size: 'L', sku: 'COUNT-NAVY-L', picture: null, stock: 5, stockSeen: null },
          ],
          stockReason: 'Recount',
        },
      },
      operator,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await adminVariantsOf(operator, id)).map((v) => [v.sizeName, v.sku, v.stock])).toEqual([
      ['S', navyS!.sku, 9],
      ['M', `${id}-NAVY-M`, 0],
      ['L', 'COUNT-NAVY-L', 5],
    ]);
    expect((await read(id)).stock).toBe(14);
    expect((await movements(id)).slice(0, 2).map((m) => [m.sku, m.delta, m.stockAfter, m.reason])).toEqual([
      ['COUNT-NAVY-L', 5, 5, 'Recount'],
      [navyS!.sku, 2, 9, 'Recount'],
    ]);
  });

  it('refuses with a clear 4xx and changes nothing: a SKU of another product, a count without a reason, too many taken off, an unknown combination', async () => {
    const id = await create(newTee({ name: 'Refused Tee', stock: 4 }));
    const before = await adminVariantsOf(operator, id);
    const body = await asSaved(id);
    // Combinations the server refuses by its rules, some already by the body's schema (400).
    const save = (extra: Record<string, unknown>) =>
      callEndpointWithInvalidInput(
        s.app,
        updateProduct,
        { params: { inventoryId: id }, body: { ...body, name: 'Renamed Tee', ...extra } },
        operator,
      );
    const row = (over: Record<string, unknown>) => ({
      color: 'Navy',
      size: 'S',
      sku: null,
      picture: null,
      stock: null,
      stockSeen: before[0]!.stock,
      ...over,
    });

    const other = (
      await s.db.kysely
        .selectFrom('product_variant')
        .select('sku')
        .where('inventory_id', '!=', id)
        .executeTakeFirstOrThrow()
    ).sku;
    const clash = await save({ combinations: [row({ sku: other.toLowerCase() })] });
    expect(clash.status).toBe(409);
    expect(clash.body.errMsg).toContain('is already used by another product');

    const noReason = await save({ combinations: [row({ stock: before[0]!.stock + 1 })] });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errMsg).toContain('Give a reason');

    const tooMany = await save({
      combinations: [row({ stock: 0, stockSeen: before[0]!.stock + 5 })],
      stockReason: 'Lost',
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.errMsg).toContain(`Only ${before[0]!.stock} of Navy / S`);

    const unknown = await save({ combinations: [row({ size: 'XXL' })] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errMsg).toContain('Navy / XXL is not one of');

    const twice = await save({ combinations: [row({ sku: 'A-1' }), row({ size: 'M', sku: 'a-1' })] });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain('Each SKU only once');

    expect(await adminVariantsOf(operator, id)).toEqual(before);
    expect((await read(id)).name).toBe('Refused Tee');
  });
});
