import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProductFacets, listProducts } from '@shared/contract/catalog';
import { callEndpoint, queryOf } from '@server/test/call-endpoint';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { setStock } from '@server/modules/stock/stock.repository';
import { recountProduct } from '@server/modules/variant/variant.repository';
import { insertCatalogFixture } from './catalog.fixture.js';

/**
 * Colour, size and "In stock" together: a product is listed when a combination of the chosen
 * colour and size is in stock, not when the product has the colour, the size and stock apart.
 * Every expected value is written out, the same for both databases.
 */
describe.each(testDialects)('filtering by combinations on %s', (dialect) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof insertCatalogFixture>>;
  /** The shirtdress's combinations by "Colour/Size". */
  const variants = new Map<string, number>();
  const list = async (query: string) =>
    (await callEndpoint(t.app, listProducts, { query: queryOf(`categoryId=${f.categories.clothing.id}&${query}`) }))
      .data;
  const facets = async (query: string) =>
    (
      await callEndpoint(t.app, listProductFacets, {
        query: queryOf(`categoryId=${f.categories.clothing.id}&${query}`),
      })
    ).data;
  const names = async (query: string) => (await list(query)).list.map((c) => c.name);
  const counts = (values: { name: string; count: number }[]) =>
    Object.fromEntries(values.map((v) => [v.name, v.count]));
  /** As every stock writer does: the combination, then its product's total (which bumps the product's version). */
  const setVariantStock = async (combination: string, stock: number) => {
    await t.db.kysely
      .updateTable('product_variant')
      .set({ stock })
      .where('variant_id', '=', variants.get(combination)!)
      .execute();
    await recountProduct(t.db.kysely, f.ids.shirtdress);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    f = await insertCatalogFixture(t.db);
    const k = t.db.kysely;
    const addon = async (inventory_id: number, addon_type: 'color' | 'size', name: string, position: number) =>
      (
        await k
          .insertInto('addon')
          .values({ inventory_id, addon_type, name, plus_price: 0, delivery_days: null, position, is_active: 1 })
          .returning('addon_id')
          .executeTakeFirstOrThrow()
      ).addon_id;
    // The Oxford shirt comes in Forest and M, with no combinations of its own: its stock is the product's.
    await addon(f.ids.oxford, 'color', 'Forest', 0);
    await addon(f.ids.oxford, 'size', 'M', 1);
    // The shirtdress: Forest/S 5, Forest/M sold out, Natural/S sold out, Natural/M 4.
    const dress = f.ids.shirtdress;
    const colours = {
      Forest: await addon(dress, 'color', 'Forest', 0),
      Natural: await addon(dress, 'color', 'Natural', 1),
    };
    const sizes = { S: await addon(dress, 'size', 'S', 2), M: await addon(dress, 'size', 'M', 3) };
    const stock: Record<string, number> = { 'Forest/S': 5, 'Forest/M': 0, 'Natural/S': 0, 'Natural/M': 4 };
    for (const [colour, colourId] of Object.entries(colours))
      for (const [size, sizeId] of Object.entries(sizes)) {
        const { variant_id } = await k
          .insertInto('product_variant')
          .values({
            inventory_id: dress,
            color_addon_id: colourId,
            size_addon_id: sizeId,
            sku: `DRESS-${colour}-${size}`.toUpperCase(),
            stock: stock[`${colour}/${size}`]!,
            picture: null,
            is_active: 1,
          })
          .returning('variant_id')
          .executeTakeFirstOrThrow();
        variants.set(`${colour}/${size}`, variant_id);
      }
    await setStock(k, dress, 9);
  });
  afterAll(() => t.close());

  it('lists only products whose combination of the chosen colour and size is in stock', async () => {
    expect(await names('color=Forest&size=M&inStock=1')).toEqual(['Blue Oxford Shirt']);
    expect(await names('color=Forest&size=S&inStock=1')).toEqual(['Linen Shirtdress']);
    expect(await names('color=Natural&inStock=1')).toEqual(['Linen Shirtdress']);
    expect(await names('size=M&inStock=1')).toEqual(['Blue Oxford Shirt', 'Linen Shirtdress']);
    // Without "In stock", having the combination is enough.
    expect(await names('color=Forest&size=M')).toEqual(['Blue Oxford Shirt', 'Linen Shirtdress']);
    expect((await list('color=Forest&size=M&inStock=1')).total).toBe(1);
  });

  it('counts each choice by the combinations it would leave in stock', async () => {
    const withStock = await facets('size=M&inStock=1');
    expect(counts(withStock.colors)).toMatchObject({ Forest: 1, Natural: 1 });
    const forestInStock = await facets('color=Forest&inStock=1');
    expect(counts(forestInStock.sizes)).toMatchObject({ S: 1, M: 1 });
    // "In stock" counts what the list would show with it ticked.
    expect((await facets('color=Forest&size=M')).inStock).toBe(1);
    expect((await facets('color=Natural&size=S')).inStock).toBe(0);
  });

  it('follows a sale of one combination, and its restock, without a catalogue change', async () => {
    const naturalInStock = () => names('color=Natural&inStock=1');
    expect(await naturalInStock()).toEqual(['Linen Shirtdress']);
    const catalog = await t.db.catalogVersion();
    await setVariantStock('Natural/M', 0);
    expect(await t.db.catalogVersion()).toBe(catalog);
    await expect.poll(naturalInStock, { timeout: 10_000, interval: 50 }).toEqual([]);
    await setVariantStock('Natural/M', 4);
    await expect.poll(naturalInStock, { timeout: 10_000, interval: 50 }).toEqual(['Linen Shirtdress']);
  });

  it('a colour or size the shop does not know matches nothing: an empty list, not an error', async () => {
    expect(await list('color=Purple')).toEqual({ list: [], total: 0 });
    expect(await list('size=XXL&inStock=1')).toEqual({ list: [], total: 0 });
    // Alongside a known one it adds nothing.
    expect(await names('color=Purple&color=Natural')).toEqual(['Linen Shirtdress']);
    const none = await facets('color=Purple');
    expect(none.inStock).toBe(0);
    expect(none.price).toEqual({ min: 0, max: 0 });
  });
});
