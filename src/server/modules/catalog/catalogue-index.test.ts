import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProductFacets, listProducts, suggest } from '@shared/contract/catalog';
import { callEndpoint, callEndpointWithInvalidInput, queryOf } from '@server/test/call-endpoint';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { setStock } from '@server/modules/stock/stock.repository';
import { insertCatalogFixture } from './catalog.fixture.js';
import { productRow } from './product-row.js';
import { indexRebuild, readModelOf } from './read-model/index.js';
import { listProducts as listProductsIn, listProductsOnWire } from './catalog.service.js';
import { wireJson } from '@shared/wire-names';
import type { ProductListQuery } from '@shared/schemas/catalog';

/**
 * Filters, facets, forgiving search and suggestions over the hand-made catalogue. Every expected
 * value is written out, the same for both databases: that is the parity check.
 */
describe.each(testDialects)('finding products on %s', (dialect) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof insertCatalogFixture>>;
  const list = async (query: string) => (await callEndpoint(t.app, listProducts, { query: queryOf(query) })).data;
  const facets = async (query: string) =>
    (await callEndpoint(t.app, listProductFacets, { query: queryOf(query) })).data;
  const suggestions = async (q: string) => (await callEndpoint(t.app, suggest, { query: { q } })).data;
  const names = (l: { list: { name: string }[] }) => l.list.map((c) => c.name);

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    f = await insertCatalogFixture(t.db);
    const k = t.db.kysely;
    await k.updateTable('inventory').set({ original_price: 5000 }).where('inventory_id', '=', f.ids.flannel).execute();
    await setStock(k, f.ids.candle, 0);
    const color = (inventory_id: number, name: string, position: number) => ({
      inventory_id,
      addon_type: 'color' as const,
      name,
      plus_price: 0,
      delivery_days: null,
      position,
      is_active: 1,
    });
    await k
      .insertInto('addon')
      .values([
        color(f.ids.oxford, 'Blue', 0),
        color(f.ids.shirtdress, 'Natural', 0),
        color(f.ids.shirtdress, 'Blue', 1),
        color(f.ids.sneaker, 'White', 4),
      ])
      .execute();
  });
  afterAll(() => t.close());

  describe('filters', () => {
    it('narrows by price in cents, both ends included, and the total counts what is left', async () => {
      const l = await list(`categoryId=${f.categories.clothing.id}&minPrice=3900&maxPrice=6500&sort=price_asc`);
      expect(names(l)).toEqual(['Weekend Flannel', 'Blue Oxford Shirt', 'Canvas Sneaker']);
      expect(l.total).toBe(3);
    });

    it('narrows by rating (reviewed products only), stock, sale, colour and size', async () => {
      expect(names(await list('minRating=4'))).toEqual(['Blue Oxford Shirt', 'Linen Shirtdress']);
      expect(names(await list('minRating=5'))).toEqual([]);
      expect((await list('inStock=1&num=100')).total).toBe(19);
      expect(names(await list(`inStock=1&categoryId=${f.categories.lamps.id}`))).toEqual(['Walnut Desk Lamp']);
      expect(names(await list('onSale=1'))).toEqual(['Weekend Flannel']);
      expect(names(await list('color=Blue'))).toEqual(['Blue Oxford Shirt', 'Linen Shirtdress']);
      // Choices within a group add up; groups narrow each other.
      expect(names(await list('color=natural&color=White'))).toEqual(['Canvas Sneaker', 'Linen Shirtdress']);
      expect(names(await list('color=Blue&minRating=4&maxPrice=5000'))).toEqual(['Blue Oxford Shirt']);
      expect(names(await list('size=EU%2041'))).toEqual(['Canvas Sneaker']);
    });

    it('pages a filtered list in the sort asked for, without overlap', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const l = await list(`categoryId=${f.categories.shirts.id}&maxPrice=2000&sort=price_desc&num=4&page=${page}`);
        expect(l.total).toBe(10);
        seen.push(...names(l));
      }
      expect(seen).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((i) => `Basic Tee No ${i}`));
    });

    it('filters a search, name matches first', async () => {
      // Category names are searched too: every shirt matches; those named so come first.
      const l = await list('search=shirt&inStock=1');
      expect(l.total).toBe(17);
      expect(names(l).slice(0, 4)).toEqual([
        'Blue Oxford Shirt',
        'Linen Shirtdress',
        'Weekend Flannel',
        'Basic Tee No 14',
      ]);
      expect(names(await list('search=shirt&onSale=1'))).toEqual(['Weekend Flannel']);
      expect(names(await list('search=shirt&minRating=1&sort=price_asc'))).toEqual([
        'Blue Oxford Shirt',
        'Linen Shirtdress',
      ]);
    });

    it('refuses malformed values with a 400 that says which (an unknown colour or size is catalogue-index-combinations.test.ts: it matches nothing)', async () => {
      for (const [query, message] of [
        ['minRating=6', /^minRating: /],
        ['minRating=0', /^minRating: /],
        ['minPrice=abc', /^minPrice: /],
        ['maxPrice=-1', /^maxPrice: /],
        ['inStock=yes', /^inStock: /],
        ['onSale=0', /^onSale: /],
        ['minPrice=500&maxPrice=100', /^maxPrice: must not be below minPrice/],
      ] as const) {
        for (const endpoint of [listProducts, listProductFacets]) {
          const res = await callEndpointWithInvalidInput(t.app, endpoint, { query: queryOf(query) });
          expect(res.status, `${endpoint.path}?${query}`).toBe(400);
          expect(res.body.errMsg, query).toMatch(message);
        }
      }
    });
  });

  describe('facets', () => {
    it('counts what each choice would leave in a root category', async () => {
      expect(await facets(`categoryId=${f.categories.clothing.id}`)).toEqual({
        price: { min: 1100, max: 8900 },
        ratings: [
          { atLeast: 4, count: 2 },
          { atLeast: 3, count: 2 },
          { atLeast: 2, count: 2 },
          { atLeast: 1, count: 2 },
        ],
        inStock: 18,
        onSale: 1,
        colors: [
          { name: 'Blue', count: 2 },
          { name: 'Natural', count: 1 },
          { name: 'White', count: 1 },
        ],
        sizes: [
          { name: 'EU 41', count: 1 },
          { name: 'EU 42', count: 1 },
        ],
        categories: [
          { categoryId: f.categories.shirts.id, displayName: 'Shirts', count: 17 },
          { categoryId: f.categories.shoes.id, displayName: 'Shoes', count: 1 },
        ],
      });
    });

    it('counts a group without its own choices and with every other group’s', async () => {
      const counted = await facets(`categoryId=${f.categories.shirts.id}&color=Blue&minPrice=5000`);
      // Colours: among shirts from $50 (the shirtdress); prices: among blue shirts.
      expect(counted.colors).toEqual([
        { name: 'Blue', count: 1 },
        { name: 'Natural', count: 1 },
      ]);
      expect(counted.price).toEqual({ min: 4500, max: 8900 });
      expect(counted.inStock).toBe(1);
      // The chosen sub-category's siblings are counted too, with the other filters.
      expect(counted.categories).toEqual([{ categoryId: f.categories.shirts.id, displayName: 'Shirts', count: 1 }]);
      const lamps = await facets(`categoryId=${f.categories.lamps.id}`);
      expect(lamps.inStock).toBe(1);
      expect(lamps.price).toEqual({ min: 2200, max: 12900 });
    });

    it('counts a search’s matches, and nothing for an empty search', async () => {
      const counted = await facets('search=shirt');
      expect(counted.categories).toEqual([{ categoryId: f.categories.shirts.id, displayName: 'Shirts', count: 17 }]);
      expect(counted.onSale).toBe(1);
      expect((await facets('search=')).categories).toEqual([]);
    });
  });

  describe('search that forgives', () => {
    it('finds with a plural what the singular finds', async () => {
      const lamp = await list('search=lamp&num=100');
      expect(lamp.total).toBeGreaterThan(0);
      expect(await list('search=lamps&num=100')).toEqual(lamp);
      expect(names(await list('search=shirts'))).toEqual(names(await list('search=shirt')));
      expect((await list('search=sneakers')).total).toBe(1);
    });

    it('corrects a word with a typo when the words as typed find too little, and says so', async () => {
      const corrected = await list('search=flanel');
      expect(corrected.correctedSearch).toBe('flannel');
      expect(names(corrected)).toEqual(['Weekend Flannel']);
      expect(await list('search=wlanut%20lamp')).toMatchObject({ correctedSearch: 'walnut lamp', total: 1 });
      expect((await list('search=sneeker&inStock=1')).correctedSearch).toBe('sneaker');
      expect((await facets('search=sneeker')).correctedSearch).toBe('sneaker');
    });

    it('searches the words as typed with exact=1, and never corrects what finds enough', async () => {
      expect(await list('search=flanel&exact=1')).toEqual({ list: [], total: 0 });
      expect((await list('search=shirt')).correctedSearch).toBeUndefined();
      expect((await list('search=zzzzzz')).correctedSearch).toBeUndefined();
    });

    it('writes a page joined from each card’s JSON as writing the whole page would', async () => {
      const onWire = async (query: Partial<ProductListQuery>) => {
        const q = { page: 1, num: 12, sort: 'default' as const, ...query };
        const joined = (await listProductsOnWire(t.db, q)).json;
        return { joined: JSON.parse(joined) as unknown, whole: JSON.parse(wireJson(await listProductsIn(t.db, q))) };
      };
      for (const query of [
        { search: 'flanel' }, // corrected
        { categoryId: f.categories.shirts.id }, // a card with a badge
        { search: 'zzzzzz' }, // nothing found
      ]) {
        const { joined, whole } = await onWire(query);
        expect(joined).toEqual(whole);
      }
      expect((await onWire({ search: 'flanel' })).joined).toMatchObject({ correctedSearch: 'flannel' });
      const shirts = JSON.stringify((await onWire({ categoryId: f.categories.shirts.id })).joined);
      expect(shirts).toContain('"inventoryId":'); // the wire's name
      expect(shirts).toContain('"badgeId":');
    });
  });

  describe('"In stock" between catalogue versions', () => {
    it('follows a sale that sells a product out and a restock that brings it back, without a catalogue change', async () => {
      const lamps = `inStock=1&categoryId=${f.categories.lamps.id}`;
      const inStockNames = async () => names(await list(lamps));
      const inStockCount = async () => (await facets(`categoryId=${f.categories.lamps.id}`)).inStock;
      // Asked first, so both answers are remembered as they stand.
      expect(await inStockNames()).toEqual(['Walnut Desk Lamp']);
      expect(await inStockCount()).toBe(1);
      const catalog = await t.db.catalogVersion();

      await setStock(t.db.kysely, f.ids.lamp, 0); // what the last sale of it leaves
      expect(await t.db.catalogVersion()).toBe(catalog); // a sale bumps only the product's version
      await expect.poll(inStockNames, { timeout: 10_000, interval: 50 }).toEqual([]);
      await expect.poll(inStockCount, { timeout: 10_000, interval: 50 }).toBe(0);

      await setStock(t.db.kysely, f.ids.lamp, 4); // a restock
      await expect.poll(inStockNames, { timeout: 10_000, interval: 50 }).toEqual(['Walnut Desk Lamp']);
      await expect.poll(inStockCount, { timeout: 10_000, interval: 50 }).toBe(1);
    });
  });

  describe('the catalogue index after a write', () => {
    it("changes one product's price in place: the next filtered list has it, nothing is rebuilt", async () => {
      const cheapLamps = `categoryId=${f.categories.lamps.id}&maxPrice=12900`;
      const walnutIsCheap = async () => names(await list(cheapLamps)).includes('Walnut Desk Lamp');
      expect(await walnutIsCheap()).toBe(true);
      const { builds } = readModelOf(t.db).stats;
      const setPrice = (price: number) =>
        t.db.kysely.updateTable('inventory').set({ price }).where('inventory_id', '=', f.ids.lamp).execute();
      await setPrice(13900);
      try {
        await t.db.catchUp();
        expect(await walnutIsCheap()).toBe(false);
        expect(readModelOf(t.db).stats.builds).toBe(builds);
      } finally {
        await setPrice(12900);
        await t.db.catchUp();
      }
      expect(await walnutIsCheap()).toBe(true);
    });

    it("puts a product at its new price's place in a search sorted by price that was asked before the change", async () => {
      // Two products of a word of their own: its one list is the search's matches, which asking
      // puts in each sort's order and keeps for the next pages.
      const added: number[] = [];
      const add = async (name: string, price: number) => {
        const row = productRow({
          name,
          descriptionHtml: '<p>Stoneware</p>',
          coverPath: '/media/demo/product/lamp-1-0.svg',
          price,
          createdAt: '2026-01-01T00:00:00.000Z',
          rootCategory: { id: f.categories.home.id, name: f.categories.home.name },
          subCategory: { id: f.categories.lamps.id, name: f.categories.lamps.name },
        });
        const { inventory_id } = await t.db.kysely
          .insertInto('inventory')
          .values(row)
          .returning('inventory_id')
          .executeTakeFirstOrThrow();
        added.push(inventory_id);
        return inventory_id;
      };
      const found = async (sort: string) => names(await list(`search=quokka&sort=${sort}`));
      try {
        await add('Quokka Mug', 500);
        const bowl = await add('Quokka Bowl', 900);
        await t.db.catchUp();
        expect(await found('price_asc')).toEqual(['Quokka Mug', 'Quokka Bowl']);
        expect(await found('price_desc')).toEqual(['Quokka Bowl', 'Quokka Mug']);
        await t.db.kysely.updateTable('inventory').set({ price: 100 }).where('inventory_id', '=', bowl).execute();
        await t.db.catchUp();
        expect(await found('price_asc')).toEqual(['Quokka Bowl', 'Quokka Mug']);
        expect(await found('price_desc')).toEqual(['Quokka Mug', 'Quokka Bowl']);
      } finally {
        await t.db.kysely.deleteFrom('inventory').where('inventory_id', 'in', added).execute();
        await t.db.catchUp();
      }
    });

    it('moves a product to another category in place: both categories’ pages and their roots’ follow under every sort', async () => {
      const page = async (categoryId: number, sort: string) =>
        names(await list(`categoryId=${categoryId}&sort=${sort}&num=100`));
      const sorts = ['default', 'price_asc', 'price_desc', 'newest', 'rating'];
      const { clothing, shoes, home, lamps } = f.categories;
      await readModelOf(t.db).index(); // category pages are slices of the index once it is built
      // Every scope's order asked once under every sort, so each is remembered before the move.
      for (const sort of sorts) for (const c of [clothing, shoes, home, lamps]) await page(c.id, sort);
      const shoesBefore = await page(shoes.id, 'price_asc');
      const { builds } = readModelOf(t.db).stats;
      const moveLamp = (root: { id: number }, sub: { id: number }) =>
        t.db.kysely
          .updateTable('inventory')
          .set({ root_category_id: root.id, sub_category_id: sub.id })
          .where('inventory_id', '=', f.ids.lamp)
          .execute();
      await moveLamp(clothing, shoes);
      try {
        await t.db.catchUp();
        for (const sort of sorts) {
          expect(await page(shoes.id, sort)).toContain('Walnut Desk Lamp');
          expect(names(await list(`categoryId=${shoes.id}&minPrice=1&sort=${sort}&num=100`))).toContain(
            'Walnut Desk Lamp',
          );
          expect(await page(clothing.id, sort)).toContain('Walnut Desk Lamp');
          expect(await page(lamps.id, sort)).not.toContain('Walnut Desk Lamp');
          expect(await page(home.id, sort)).not.toContain('Walnut Desk Lamp');
        }
        const byPrice = await page(shoes.id, 'price_asc');
        expect(byPrice.filter((n) => n !== 'Walnut Desk Lamp')).toEqual(shoesBefore);
        expect(readModelOf(t.db).stats.builds).toBe(builds);
      } finally {
        await moveLamp(home, lamps);
        await t.db.catchUp();
      }
      expect(await page(lamps.id, 'price_asc')).toContain('Walnut Desk Lamp');
      expect(await page(shoes.id, 'price_asc')).toEqual(shoesBefore);
    });

    it('adds a new product in place: the next search, filtered list, facets and category page have it, nothing is rebuilt', async () => {
      const zephyrs = async () => (await list('search=zephyr')).total;
      const lamps = `categoryId=${f.categories.lamps.id}`;
      expect(await zephyrs()).toBe(0);
      const lampsBefore = (await list(lamps)).total;
      const { builds } = readModelOf(t.db).stats;
      let id: number | undefined;
      try {
        id = (
          await t.db.kysely
            .insertInto('inventory')
            .values(
              productRow({
                name: 'Zephyr Lantern',
                descriptionHtml: '<p>A lantern</p>',
                coverPath: '/media/demo/product/lamp-1-0.svg',
                price: 100,
                createdAt: '2026-01-01T00:00:00.000Z',
                rootCategory: { id: f.categories.home.id, name: f.categories.home.name },
                subCategory: { id: f.categories.lamps.id, name: f.categories.lamps.name },
              }),
            )
            .returning('inventory_id')
            .executeTakeFirstOrThrow()
        ).inventory_id;
        await t.db.catchUp(); // as a console write does
        expect(await zephyrs()).toBe(1);
        expect(names(await list('search=lantern&sort=price_asc'))[0]).toBe('Zephyr Lantern');
        expect(names(await list(`${lamps}&sort=price_asc&num=1`))).toEqual(['Zephyr Lantern']);
        expect(names(await list(`${lamps}&maxPrice=100`))).toEqual(['Zephyr Lantern']);
        expect((await list(lamps)).total).toBe(lampsBefore + 1);
        expect(readModelOf(t.db).stats.builds).toBe(builds);
      } finally {
        if (id !== undefined) await t.db.kysely.deleteFrom('inventory').where('inventory_id', '=', id).execute();
        await t.db.catchUp();
      }
      expect(await zephyrs()).toBe(0);
    });

    it('in a shop whose index takes long to build, answers from the last index until a rebuild is ready', async () => {
      const walnuts = async () => (await list('search=walnut')).total;
      expect(await walnuts()).toBe(1);
      const waitBelowMs = indexRebuild.waitBelowMs;
      indexRebuild.waitBelowMs = 0; // as if every build took long: every rebuild runs behind
      const onSale = (isActive: 0 | 1) =>
        t.db.kysely
          .updateTable('inventory')
          .set({ is_active: isActive })
          .where('inventory_id', '=', f.ids.lamp)
          .execute();
      try {
        // A product withdrawn: the index is built again, off the request.
        await onSale(0);
        await t.db.catchUp();
        // The first answer after the write comes from the index before it: no shopper waits.
        expect(await walnuts()).toBe(1);
        // Then the new index, and the answer made from the old one is not kept.
        await expect.poll(walnuts, { timeout: 10_000, interval: 50 }).toBe(0);
      } finally {
        indexRebuild.waitBelowMs = waitBelowMs;
        await onSale(1);
        await t.db.catchUp();
      }
      await expect.poll(walnuts, { timeout: 10_000, interval: 50 }).toBe(1);
    });
  });

  describe('suggestions', () => {
    it('answers products by popularity and categories for a prefix', async () => {
      const s = await suggestions('shi');
      expect(s.products.map((p) => p.name)).toEqual(['Blue Oxford Shirt', 'Linen Shirtdress']);
      expect(s.products[0]).toEqual({
        inventoryId: f.ids.oxford,
        name: 'Blue Oxford Shirt',
        coverPath: '/media/demo/product/shirt-1-0.svg',
        price: 4500,
      });
      expect(s.categories).toEqual([{ categoryId: f.categories.shirts.id, displayName: 'Shirts' }]);
      expect((await suggestions('basic tee')).products).toHaveLength(8);
      expect((await suggestions('lamps')).categories.map((c) => c.displayName)).toEqual(['Lamps']);
    });

    it('forgives a typo in what is typed so far', async () => {
      const s = await suggestions('wlan');
      expect(s.correctedQuery).toBe('walnut');
      expect(s.products.map((p) => p.name)).toEqual(['Walnut Desk Lamp']);
    });

    it('answers nothing for nothing typed', async () => {
      expect(await suggestions('')).toEqual({ products: [], categories: [] });
      expect(await suggestions('  ')).toEqual({ products: [], categories: [] });
    });
  });
});
