import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProducts, suggest } from '@shared/contract/catalog';
import { callEndpoint, queryOf } from '@server/test/call-endpoint';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { setStock } from '@server/modules/stock/stock.repository';
import { insertCatalogFixture } from './catalog.fixture.js';
import { productRow, type NewProduct } from './product-row.js';
import { normaliseForSearch } from './search-text.js';
import { readModelOf } from './read-model/index.js';

/**
 * What shoppers type finds what the catalogue writes otherwise: words joined or split, colours
 * and sizes, and a catalogue word is never "corrected" into another.
 */
describe.each(testDialects)('searching as shoppers type on %s', (dialect) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof insertCatalogFixture>>;
  let crew: number;
  const list = async (query: string) => (await callEndpoint(t.app, listProducts, { query: queryOf(query) })).data;
  const names = (l: { list: { name: string }[] }) => l.list.map((c) => c.name).sort();
  const search = async (words: string) => names(await list(`search=${encodeURIComponent(words)}&num=50`));

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    f = await insertCatalogFixture(t.db);
    const k = t.db.kysely;
    const clothing = { id: f.categories.clothing.id, name: 'Clothing' };
    const shirts = { id: f.categories.shirts.id, name: 'Shirts' };
    const home = { id: f.categories.home.id, name: 'Home' };
    const lamps = { id: f.categories.lamps.id, name: 'Lamps' };
    const product = async (p: Pick<NewProduct, 'name' | 'rootCategory' | 'subCategory'> & Partial<NewProduct>) => {
      const { inventory_id } = await k
        .insertInto('inventory')
        .values(
          productRow({
            coverPath: '/media/demo/product/shirt-1-0.svg',
            price: 2000,
            descriptionHtml: '<p>Plain</p>',
            createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
            ...p,
          }),
        )
        .returning('inventory_id')
        .executeTakeFirstOrThrow();
      await setStock(k, inventory_id, 10);
      return inventory_id;
    };
    crew = await product({ name: 'Crew T-Shirt', rootCategory: clothing, subCategory: shirts });
    await product({ name: 'Boxy Tshirt', rootCategory: clothing, subCategory: shirts });
    await product({ name: 'Back Cushion', rootCategory: home, subCategory: lamps });
    await product({ name: 'Lumbar Back Cushion', rootCategory: home, subCategory: lamps });
    await product({
      name: 'Velvet Cushion',
      rootCategory: home,
      subCategory: lamps,
      descriptionHtml: '<p>Black velvet, feather filled</p>',
    });
    await k
      .insertInto('addon')
      .values(
        ['Sage', 'Navy'].map((name, position) => ({
          inventory_id: crew,
          addon_type: 'color' as const,
          name,
          plus_price: 0,
          delivery_days: null,
          position,
          is_active: 1,
        })),
      )
      .execute();
  });
  afterAll(() => t.close());

  it('finds a word written with a hyphen, apart or joined, whichever the catalogue writes', async () => {
    const tees = ['Boxy Tshirt', 'Crew T-Shirt'];
    expect(await search('t-shirt')).toEqual(tees);
    expect(await search('t shirt')).toEqual(tees);
    expect(await search('tshirt')).toEqual(tees);
    expect(await search('T-Shirts')).toEqual(tees);
    // A word that is the catalogue's as it stands is not split: "boxy" is not searched as b + oxy.
    expect(await search('boxy')).toEqual(['Boxy Tshirt']);
  });

  it('suggests, for a word written with a hyphen, apart or joined, the products the search finds', async () => {
    const suggested = async (q: string) =>
      (await callEndpoint(t.app, suggest, { query: { q } })).data.products.map((p) => p.name).sort();
    for (const typed of ['t-shirt', 't shirt', 'tshirt', 'T-Shirts'])
      expect(await suggested(typed), typed).toEqual(await search(typed));
  });

  it("finds a product by its colours' names, below the products whose name has every word", async () => {
    expect(await search('sage shirt')).toEqual(['Crew T-Shirt']);
    expect(await search('navy')).toEqual(['Crew T-Shirt']);
    expect(await search('sage oxford')).toEqual([]);
  });

  it("keeps a product's colours among its words when its name changes (the index patched, not rebuilt)", async () => {
    expect(await search('sage shirt')).toEqual(['Crew T-Shirt']);
    const builds = readModelOf(t.db).stats.builds;
    await t.db.kysely
      .updateTable('inventory')
      .set({ name: 'Crew Neck T-Shirt', search_name: normaliseForSearch('Crew Neck T-Shirt') })
      .where('inventory_id', '=', crew)
      .execute();
    await t.db.catchUp([crew]); // as a console write does: the next search sees it on either database
    expect(await search('sage neck')).toEqual(['Crew Neck T-Shirt']);
    expect(await search('navy neck tshirt')).toEqual(['Crew Neck T-Shirt']);
    expect(readModelOf(t.db).stats.builds).toBe(builds);
  });

  it('keeps a catalogue word as typed instead of correcting it to another', async () => {
    const l = await list('search=black%20cushion');
    expect(names(l)).toEqual(['Velvet Cushion']);
    expect(l.correctedSearch).toBeUndefined();
    // A word the catalogue does not have is still corrected.
    const typo = await list('search=cushon');
    expect(names(typo)).toEqual(['Back Cushion', 'Lumbar Back Cushion', 'Velvet Cushion']);
    expect(typo.correctedSearch).toBe('cushion');
    const suggestions = (await callEndpoint(t.app, suggest, { query: { q: 'black cush' } })).data;
    expect(suggestions.correctedQuery).toBeUndefined();
  });
});
