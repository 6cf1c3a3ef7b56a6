import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getCategory,
  getProduct,
  listAddons,
  listProducts,
  listRecommendations,
  listReviews,
} from '@shared/contract/catalog';
import { callEndpoint, callEndpointWithInvalidInput, queryOf } from '@server/test/call-endpoint';
import { categorySchema, productSchema, productSorts, reviewListSchema } from '@shared/schemas/catalog';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { insertCatalogFixture } from './catalog.fixture.js';
import { itemAt } from '@shared/item-at';

describe.each(testDialects)('catalogue API on %s', (dialect) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof insertCatalogFixture>>;
  /** A caller whose copy of an answer carries this ETag (a conditional GET). */
  const holding = (etag: string) => ({ headers: { 'if-none-match': etag } });
  /** The list for a query written as the address bar shows it (`categoryId=3&num=5`). */
  const listAnswer = (query: string, as?: { headers: Record<string, string> }) =>
    callEndpoint(t.app, listProducts, { query: queryOf(query) }, as);
  const list = async (query: string) => (await listAnswer(query)).data;
  const names = (l: { list: { name: string }[] }) => l.list.map((c) => c.name);

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    f = await insertCatalogFixture(t.db);
  });
  afterAll(() => t.close());

  describe('categories', () => {
    it('answers a category with its name and description', async () => {
      const res = await callEndpoint(t.app, getCategory, { params: { categoryId: f.categories.shirts.id } });
      expect(res.status).toBe(200);
      expect(categorySchema.parse(res.data)).toEqual({
        displayName: 'Shirts',
        description: 'Shirts for work and weekend',
      });
    });

    it('answers an unknown category with 404 and ids that are not ids with 400', async () => {
      expect((await callEndpoint(t.app, getCategory, { params: { categoryId: 999999 } })).body).toMatchObject({
        code: 40400,
        errMsg: 'Category not found',
      });
      for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
        const res = await callEndpoint(t.app, getCategory, { params: { categoryId: bad } });
        expect(res.status, bad).toBe(400);
        expect(res.body.code).toBe(40000);
        expect(res.body.errMsg).toMatch(/^categoryId: /);
      }
    });
  });

  describe('browsing', () => {
    it('lists a sub-category, active products only, 12 a page by default', async () => {
      const page1 = await list(`categoryId=${f.categories.shirts.id}`);
      expect(page1.total).toBe(17); // 3 named shirts + 14 tees; the hidden one is not sold
      expect(page1.list).toHaveLength(12);
      expect(names(page1)).not.toContain('Hidden Shirt');
    });

    it('includes the sub-categories of a root category', async () => {
      const all = await list(`categoryId=${f.categories.clothing.id}&num=100`);
      expect(all.total).toBe(18);
      expect(names(all)).toContain('Canvas Sneaker');
      expect(names(all)).not.toContain('Walnut Desk Lamp');
    });

    it('pages without overlap or gaps', async () => {
      const seen: number[] = [];
      for (let page = 1; page <= 4; page++) {
        const l = await list(`categoryId=${f.categories.clothing.id}&num=5&page=${page}`);
        expect(l.total).toBe(18);
        seen.push(...l.list.map((c) => c.inventoryId));
      }
      expect(seen).toHaveLength(18);
      expect(new Set(seen).size).toBe(18);
    });

    it('sorts by popularity by default and by price, newest and rating on request', async () => {
      const cat = `categoryId=${f.categories.clothing.id}&num=100`;
      expect(names(await list(cat)).slice(0, 3)).toEqual(['Blue Oxford Shirt', 'Canvas Sneaker', 'Weekend Flannel']);
      const prices = (await list(`${cat}&sort=price_asc`)).list.map((c) => c.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const desc = (await list(`${cat}&sort=price_desc`)).list.map((c) => c.price);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      expect(names(await list(`${cat}&sort=newest`))[0]).toBe('Basic Tee No 14');
      expect(names(await list(`${cat}&sort=rating`))[0]).toBe('Linen Shirtdress');
    });

    it('gives cards with price, original price and badges', async () => {
      const l = await list(`categoryId=${f.categories.shirts.id}&num=1`);
      expect(l.list[0]).toEqual({
        inventoryId: f.ids.oxford,
        name: 'Blue Oxford Shirt',
        coverPath: '/media/demo/product/shirt-1-0.svg',
        price: 4500,
        originalPrice: null,
        badge: [{ badgeId: expect.any(Number), text: 'Sale', bgColor: '#dc2626', textColor: '#ffffff' }],
      });
    });

    it('rejects bad paging and sorting with 400, and an unknown category with 404', async () => {
      for (const q of [
        'page=0',
        'page=-1',
        'page=1e9',
        'num=0',
        'num=101',
        'num=abc',
        'sort=cheapest',
        'categoryId=x',
      ]) {
        const res = await callEndpointWithInvalidInput(t.app, listProducts, { query: queryOf(q) });
        expect(res.status, q).toBe(400);
        expect(res.body).toMatchObject({ code: 40000, data: null });
      }
      expect((await callEndpoint(t.app, listProducts, { query: { categoryId: 424242 } })).status).toBe(404);
    });
  });

  describe('search', () => {
    it('answers an empty or wordless search with nothing', async () => {
      expect(await list('search=')).toEqual({ list: [], total: 0 });
      expect(await list('search=%20%20')).toEqual({ list: [], total: 0 });
      expect(await list('search=%21%3F')).toEqual({ list: [], total: 0 });
    });

    it('matches word prefixes, ignoring case and accents', async () => {
      const shi = names(await list('search=shi&num=100'));
      expect(shi).toContain('Blue Oxford Shirt');
      expect(shi).toContain('Linen Shirtdress');
      expect(shi).not.toContain('Walnut Desk Lamp');
      expect(names(await list('search=shirtd'))).toEqual(['Linen Shirtdress']);
      expect(names(await list('search=sne'))).toEqual(['Canvas Sneaker']);
      expect(names(await list('search=OXFORD'))).toEqual(['Blue Oxford Shirt']);
      expect(names(await list('search=creme%20brulee'))).toEqual(['Crème Brûlée Candle']);
      expect(names(await list('search=CR%C3%88ME'))).toEqual(['Crème Brûlée Candle']);
    });

    it('searches descriptions and category names, never hidden products', async () => {
      expect(names(await list('search=vanilla'))).toEqual(['Crème Brûlée Candle']);
      expect(names(await list('search=lamps')).sort()).toEqual(['Crème Brûlée Candle', 'Walnut Desk Lamp']);
      expect(names(await list('search=hidden'))).toEqual([]);
    });

    it('requires every word and ranks name matches above description matches', async () => {
      expect(names(await list('search=linen%20summer'))).toEqual(['Linen Shirtdress']);
      // Every shirt matches through its category name; the two with 'shirt' in the name lead.
      const ranked = await list('search=shirt&num=100');
      expect(ranked.total).toBe(17);
      expect(names(ranked).slice(0, 2).sort()).toEqual(['Blue Oxford Shirt', 'Linen Shirtdress']);
    });

    it('orders matches the same page by page as all at once, under every sort', async () => {
      // One-card pages of many matches walk the sort's index on SQLite; a page of 100 sorts
      // every match: both must give the same order and total.
      for (const sort of productSorts) {
        const all = await list(`search=shirt&num=100&sort=${sort}`);
        const pages = [];
        for (let page = 1; page <= all.total; page++) {
          const one = await list(`search=shirt&num=1&page=${page}&sort=${sort}`);
          expect(one.total, sort).toBe(all.total);
          pages.push(...names(one));
        }
        expect(pages, sort).toEqual(names(all));
        expect(await list(`search=shirt&num=1&page=${all.total + 1}&sort=${sort}`)).toEqual({
          list: [],
          total: all.total,
        });
      }
    });

    it('does not run markup as search words', async () => {
      expect(names(await list('search=strong'))).toEqual([]);
      expect(names(await list('search=script'))).toEqual([]);
    });

    it('searches within a category and pages the results', async () => {
      expect(names(await list(`search=shirt&categoryId=${f.categories.home.id}`))).toEqual([]);
      const tees = await list('search=tee&num=5&page=3');
      expect(tees.total).toBe(14);
      expect(tees.list).toHaveLength(4);
    });
  });

  describe('a product', () => {
    it('answers every field, with sanitised HTML and its categories', async () => {
      const res = await callEndpoint(t.app, getProduct, { params: { id: f.ids.oxford } });
      expect(res.status).toBe(200);
      const p = productSchema.parse(res.data);
      expect(p).toMatchObject({
        name: 'Blue Oxford Shirt',
        price: 4500,
        ratingDisplay: 450,
        rootCategory: { categoryId: f.categories.clothing.id, displayName: 'Clothing' },
        subCategory: { categoryId: f.categories.shirts.id, displayName: 'Shirts' },
        requireSizeAddon: false,
        galleryJson: ['/media/demo/product/shirt-1-0.svg'],
        detailGalleryJson: [],
      });
      expect(p.prodDescMd).toContain('<strong>cotton</strong>');
      expect(p.prodDescMd).not.toMatch(/script|onerror/);
    });

    it('defaults the rating to 5.0 (500)', async () => {
      const p = (await callEndpoint(t.app, getProduct, { params: { id: f.ids.lamp } })).data;
      expect(p.ratingDisplay).toBe(500);
    });

    it('answers unknown and hidden products with 404, and bad ids with 400', async () => {
      for (const [endpoint, id] of [
        [getProduct, 999999],
        [getProduct, f.ids.hidden],
        [listAddons, 999999],
        [listReviews, 999999],
        [listRecommendations, 999999],
      ] as const) {
        const res = await callEndpoint(t.app, endpoint, { params: { id } });
        expect(res.body, `${endpoint.path} ${id}`).toMatchObject({ code: 40400, data: null });
      }
      for (const [endpoint, id] of [
        [getProduct, 'abc'],
        [listAddons, '-3'],
        [listReviews, '1.5'],
      ] as const) {
        const res = await callEndpointWithInvalidInput(t.app, endpoint, { params: { id } });
        expect(res.status, `${endpoint.path} ${id}`).toBe(400);
      }
    });

    it('answers products asked for at once each with its own page (PostgreSQL reads them in one query)', async () => {
      const asked = [
        ...Object.entries(f.ids),
        ...f.fillers.map((id) => ['filler', id] as const),
        ['unknown', 999999] as const,
      ];
      // Each twice, in one turn, so that they share batches.
      const answers = await Promise.all(
        [...asked, ...asked].map(([, id]) => callEndpoint(t.app, getProduct, { params: { id } })),
      );
      const alone = await Promise.all(
        asked.map(async ([, id]) => (await callEndpoint(t.app, getProduct, { params: { id } })).body),
      );
      for (const [i, [label, id]] of [...asked, ...asked].entries()) {
        const { body } = itemAt(answers, i);
        if (label === 'hidden' || label === 'unknown') expect(body, label).toMatchObject({ code: 40400 });
        else expect(body.data, label).toMatchObject({ inventoryId: id });
        expect(body, label).toEqual(alone[i % asked.length]);
      }
    });

    it('lists the add-ons still sold, in order', async () => {
      const res = await callEndpoint(t.app, listAddons, { params: { id: f.ids.sneaker } });
      expect(res.data.list.map((a: { name: string }) => a.name)).toEqual(['EU 41', 'EU 42', 'Express']);
      expect(res.data.list[2]).toEqual({
        addonId: expect.any(Number),
        addonType: 'ship',
        name: 'Express',
        plusPrice: 1200,
      });
    });

    it('lists reviews newest first, six a page, with the reviewer name', async () => {
      const res = await callEndpoint(t.app, listReviews, {
        params: { id: f.ids.oxford },
        query: { page: 1, num: 6, sort: 'default' },
      });
      const reviews = reviewListSchema.parse(res.data);
      expect(reviews.total).toBe(3);
      expect(reviews.list.map((r) => r.content)).toEqual(['Runs a bit large', 'Faded after washing', 'Lovely fabric']);
      expect(reviews.list[2]).toMatchObject({
        rating: 5,
        photoPath: '/media/demo/product/shirt-1-1.svg',
        user: { screenName: 'Ava C.' },
      });
      const page2 = (
        await callEndpoint(t.app, listReviews, { params: { id: f.ids.oxford }, query: { page: 2, num: 2 } })
      ).data;
      expect(page2.list.map((r) => r.content)).toEqual(['Lovely fabric']);
      expect((await callEndpoint(t.app, listReviews, { params: { id: f.ids.lamp } })).data).toEqual({
        list: [],
        total: 0,
      });
      expect((await callEndpoint(t.app, listReviews, { params: { id: f.ids.oxford }, query: { num: 0 } })).status).toBe(
        400,
      );
    });

    it('recommends up to 8 related products, same sub-category first, never itself', async () => {
      const res = await callEndpoint(t.app, listRecommendations, { params: { id: f.ids.oxford } });
      const recs = res.data.list as { inventoryId: number; name: string }[];
      expect(recs).toHaveLength(8);
      expect(recs.map((r) => r.inventoryId)).not.toContain(f.ids.oxford);
      expect(recs.map((r) => r.name)).not.toContain('Hidden Shirt');
      const sneaker = await callEndpoint(t.app, listRecommendations, { params: { id: f.ids.sneaker } });
      expect(sneaker.data.list.map((r: { name: string }) => r.name).slice(0, 3)).toEqual([
        'Blue Oxford Shirt',
        'Weekend Flannel',
        'Linen Shirtdress',
      ]);
      const lamp = await callEndpoint(t.app, listRecommendations, { params: { id: f.ids.lamp } });
      expect(lamp.data.list.map((r: { name: string }) => r.name)).toEqual(['Crème Brûlée Candle']);
    });
  });

  describe('HTTP caching', () => {
    it('tags public answers and revalidates them cheaply', async () => {
      const query = `categoryId=${f.categories.lamps.id}`;
      const first = await listAnswer(query);
      expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect((await listAnswer(query, holding(etag))).status).toBe(304);
    });

    it('changes the tag when the catalogue changes', async () => {
      const lamp = (as?: { headers: Record<string, string> }) =>
        callEndpoint(t.app, getProduct, { params: { id: f.ids.lamp } }, as);
      const before = String((await lamp()).headers.etag);
      await t.db.kysely.updateTable('inventory').set({ price: 13900 }).where('inventory_id', '=', f.ids.lamp).execute();
      // On PostgreSQL the new version is announced by NOTIFY, which arrives a moment after commit.
      await expect.poll(async () => (await lamp(holding(before))).status, { timeout: 3000, interval: 20 }).toBe(200);
      const after = await lamp(holding(before));
      expect(after.data.price).toBe(13900);
      expect(after.headers.etag).not.toBe(before);
    });

    it('answers while another request holds a write transaction open, showing only what is committed', async () => {
      // Product and category pages are read on a connection of their own (SQLite) or another
      // pooled one (PostgreSQL): a long checkout or an operator's save never holds them up.
      const product = () => callEndpoint(t.app, getProduct, { params: { id: f.ids.lamp } });
      const category = () => listAnswer(`categoryId=${f.categories.lamps.id}&while=writing`);
      const committed = (await product()).data.price;
      const seenDuringWrite = await t.db.transaction(async (tx) => {
        await tx.kysely
          .updateTable('inventory')
          .set({ price: committed + 1111 })
          .where('inventory_id', '=', f.ids.lamp)
          .execute();
        const [page, list] = await Promise.all([product(), category()]);
        return {
          price: page.data.price,
          card: list.data.list.find((c) => c.inventoryId === f.ids.lamp),
        };
      });
      expect(seenDuringWrite.price).toBe(committed);
      expect(seenDuringWrite.card?.price).toBe(committed);
      await expect
        .poll(async () => (await callEndpoint(t.app, getProduct, { params: { id: f.ids.lamp } })).data.price, {
          timeout: 3000,
          interval: 20,
        })
        .toBe(committed + 1111);
      await t.db.kysely
        .updateTable('inventory')
        .set({ price: committed })
        .where('inventory_id', '=', f.ids.lamp)
        .execute();
    });

    it('shows a catalogue write in what is kept per catalogue version: category names and totals', async () => {
      // Categories and each category's total are read once per catalogue version, beside the
      // answer memory: any catalogue write must reach both. Answers are fetched with a
      // different page size each time, so that each is made afresh rather than remembered.
      const soon = { timeout: 3000, interval: 20 };
      let n = 30;
      const fresh = (query: string) => list(`${query}&num=${n++}`);
      const lamps = f.categories.lamps.id;
      const before = await fresh(`categoryId=${lamps}`);
      expect((await callEndpoint(t.app, getCategory, { params: { categoryId: lamps } })).data.displayName).toBe(
        'Lamps',
      );

      await t.db.kysely
        .updateTable('category')
        .set({ display_name: 'Lighting' })
        .where('category_id', '=', lamps)
        .execute();
      await expect
        .poll(
          async () => (await callEndpoint(t.app, getCategory, { params: { categoryId: lamps } })).data.displayName,
          soon,
        )
        .toBe('Lighting');
      const lamp = (await callEndpoint(t.app, getProduct, { params: { id: f.ids.lamp } })).data;
      expect(lamp.subCategory).toEqual({ categoryId: lamps, displayName: 'Lighting' });

      await t.db.kysely.updateTable('inventory').set({ is_active: 0 }).where('inventory_id', '=', f.ids.lamp).execute();
      await expect.poll(async () => (await fresh(`categoryId=${lamps}`)).total, soon).toBe(before.total - 1);
      await t.db.kysely.updateTable('inventory').set({ is_active: 1 }).where('inventory_id', '=', f.ids.lamp).execute();
      await t.db.kysely
        .updateTable('category')
        .set({ display_name: 'Lamps' })
        .where('category_id', '=', lamps)
        .execute();
      await expect.poll(async () => (await fresh(`categoryId=${lamps}`)).total, soon).toBe(before.total);
    });

    it('shows a catalogue write in the cards kept per catalogue version, on every list that shows them', async () => {
      // A card read for one list is kept for every other list that shows the product: a new
      // price or badge must reach all of them. Fresh URLs (a new page size) miss the answer memory.
      const soon = { timeout: 3000, interval: 20 };
      let n = 40;
      const lampCard = async (query: string) =>
        (await list(`${query}&num=${n++}`)).list.find((c) => c.inventoryId === f.ids.lamp);
      const lists = [
        `categoryId=${f.categories.lamps.id}`,
        `sort=price_desc`,
        `search=${encodeURIComponent((await callEndpoint(t.app, getProduct, { params: { id: f.ids.lamp } })).data.name)}`,
      ];
      const before = await lampCard(itemAt(lists, 0));
      if (!before) throw new Error('The lamp is on every list');
      for (const url of lists) expect(await lampCard(url)).toEqual(before);

      await t.db.kysely
        .updateTable('inventory')
        .set({ price: before.price + 500 })
        .where('inventory_id', '=', f.ids.lamp)
        .execute();
      await expect.poll(async () => (await lampCard(itemAt(lists, 0)))?.price, soon).toBe(before.price + 500);
      for (const url of lists) expect(await lampCard(url)).toEqual({ ...before, price: before.price + 500 });

      await t.db.kysely
        .updateTable('inventory')
        .set({ price: before.price })
        .where('inventory_id', '=', f.ids.lamp)
        .execute();
      await expect.poll(async () => (await lampCard(itemAt(lists, 0)))?.price, soon).toBe(before.price);
    });

    it('shows a catalogue write in the sort orders kept per catalogue version, on every page', async () => {
      // A category's order under each sort is kept once a page of it is asked for: a new price
      // must move the product, and a product taken off sale must leave every page and the total.
      const soon = { timeout: 3000, interval: 20 };
      let n = 2;
      const lamps = f.categories.lamps.id;
      const byPrice = async () => {
        const size = n++ % 2 === 0 ? 1 : 2; // a new URL each time (page size 1 or 2, all pages walked)
        const first = await list(`categoryId=${lamps}&sort=price_asc&num=${size}`);
        const pages = Math.ceil(first.total / size);
        const rest = [];
        for (let p = 2; p <= pages; p++)
          rest.push(...(await list(`categoryId=${lamps}&sort=price_asc&num=${size}&page=${p}&x=${n}`)).list);
        return { total: first.total, ids: [...first.list, ...rest].map((c) => c.inventoryId) };
      };
      const before = await byPrice();
      expect(before.ids).toContain(f.ids.lamp);
      const { price } = (await callEndpoint(t.app, getProduct, { params: { id: f.ids.lamp } })).data;

      await t.db.kysely.updateTable('inventory').set({ price: 1 }).where('inventory_id', '=', f.ids.lamp).execute();
      await expect.poll(async () => (await byPrice()).ids[0], soon).toBe(f.ids.lamp);
      await t.db.kysely.updateTable('inventory').set({ is_active: 0 }).where('inventory_id', '=', f.ids.lamp).execute();
      await expect.poll(async () => (await byPrice()).total, soon).toBe(before.total - 1);
      expect((await byPrice()).ids).not.toContain(f.ids.lamp);

      await t.db.kysely
        .updateTable('inventory')
        .set({ price, is_active: 1 })
        .where('inventory_id', '=', f.ids.lamp)
        .execute();
      await expect.poll(async () => (await byPrice()).ids, soon).toEqual(before.ids);
    });

    it('shows a catalogue write in the totals of searches kept per catalogue version, on later pages too', async () => {
      // A search's total is counted once per catalogue version and reused by its other pages
      // and sorts: a product taken off sale must leave it, and come back with the product.
      const soon = { timeout: 3000, interval: 20 };
      let n = 0;
      const tees = async (page: number, sort = 'default') =>
        (await list(`search=tee&num=5&page=${page}&sort=${sort}&x=${n++}`)).total;
      const before = await tees(1);
      expect(before).toBe(14);
      expect([await tees(2), await tees(3, 'price_desc'), await tees(9)]).toEqual([14, 14, 14]);

      const tee = itemAt(f.fillers, 0);
      await t.db.kysely.updateTable('inventory').set({ is_active: 0 }).where('inventory_id', '=', tee).execute();
      await expect.poll(() => tees(2), soon).toBe(13);
      expect([await tees(1), await tees(3, 'rating')]).toEqual([13, 13]);

      await t.db.kysely.updateTable('inventory').set({ is_active: 1 }).where('inventory_id', '=', tee).execute();
      await expect.poll(() => tees(3), soon).toBe(14);
    });
  });
});

// Parity needs both engines; CI has PostgreSQL, a machine without it runs the SQLite suites alone.
if (testDialects.includes('postgres')) {
  describe('search parity between SQLite and PostgreSQL', () => {
    const apps: TestApp[] = [];
    beforeAll(async () => {
      for (const dialect of ['sqlite', 'postgres'] as const) {
        const t = await createTestApp(dialect);
        await insertCatalogFixture(t.db);
        apps.push(t);
      }
    });
    afterAll(() => Promise.all(apps.map((t) => t.close())));

    const queries = [
      'shirt',
      'shi',
      'creme brulee',
      'LAMP',
      'a',
      'walnut desk',
      'no such thing',
      'tee 1',
      'linen',
      'p',
      'co',
      'summer linen',
      'ñ',
    ];
    it.each(queries)('finds the same products for %j', async (q) => {
      // Every page, since the engines rank differently but must find the same products.
      const [sqlite, postgres] = await Promise.all(
        apps.map(async (t) => {
          const ids: number[] = [];
          let total = 0;
          for (let page = 1; page === 1 || ids.length < total; page++) {
            const { data } = await callEndpoint(t.app, listProducts, { query: { num: 100, page, search: q } });
            total = data.total;
            ids.push(...data.list.map((c) => c.inventoryId));
            if (data.list.length === 0) break;
          }
          return { total, ids: ids.sort((a, b) => a - b) };
        }),
      );
      if (!sqlite) throw new Error('one answer per database');
      expect(sqlite.ids).toHaveLength(sqlite.total);
      expect(postgres).toEqual(sqlite);
    });
  });
}
