import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { listProducts } from '@shared/contract/catalog';
import { productSorts } from '@shared/schemas/catalog';
import { MAX_PAGE_SIZE } from '@shared/constants';
import { callEndpoint, queryOf } from '@server/test/call-endpoint';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { insertCatalogFixture } from '@server/modules/catalog/catalog.fixture';
import { sortKeys } from '@server/modules/catalog/sorts';
import { readModelOf } from './index.js';

const PRODUCTS = 1200;

/**
 * The index sorts its products itself, from the keys it holds; every sort's pages must come in
 * the order the sort's SQL gives, which is how pages are answered before the index is built.
 * The products share prices, popularities, dates and ratings in many ways, so ties (by id) are
 * tested as much as the keys; popularity has fractions, and some products have no reviews.
 */
describe.each(testDialects)('the catalogue index’s sort orders on %s', (dialect) => {
  let t: TestApp;
  let home: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    const f = await insertCatalogFixture(t.db);
    home = f.categories.home.id;
    const { lamps } = f.categories;
    await sql`insert into inventory (name, cover_path, price, original_price, gallery_json, detail_gallery_json,
        features_json, prod_desc_md, rating_display, review_count, root_category_id, sub_category_id,
        require_size_addon, require_color_addon, require_accessory_addon, require_ship_addon, delivery_days,
        popularity, is_active, created_at, updated_at, search_name, search_body)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${PRODUCTS})
      select 'Tied No ' || i, '/media/demo/product/lamp-1-0.svg', 1000 + (i % 13) * 100, null, '[]', '[]',
        '[]', '<p>A tied lamp</p>', 300 + (i % 5) * 50, i % 4, ${home}, ${lamps.id}, 0, 0, 0, 0, 5,
        (i % 7) + 0.25, 1, '2026-0' || (1 + i % 3) || '-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z',
        'tied no ' || i, 'a tied lamp'
      from n`.execute(t.db.kysely);
    await t.db.catchUp();
    await readModelOf(t.db).index(); // pages are slices of the index once it is built
  }, 60_000);
  afterAll(() => t.close());

  it.each(productSorts)('gives %s pages in the order of its SQL, ties by id', async (sort) => {
    const { rows } = await sql<{ inventory_id: number }>`select inventory_id from inventory
      where is_active = 1 and root_category_id = ${home} order by ${sql.raw(sortKeys(sort))}`.execute(t.db.kysely);
    const expected = rows.map((r) => r.inventory_id);
    expect(expected.length).toBeGreaterThan(PRODUCTS);
    const shown: number[] = [];
    for (let page = 1; shown.length < expected.length; page++) {
      const { data } = await callEndpoint(t.app, listProducts, {
        query: queryOf(`categoryId=${home}&sort=${sort}&num=${MAX_PAGE_SIZE}&page=${page}`),
      });
      if (data.list.length === 0) break;
      shown.push(...data.list.map((card) => card.inventoryId));
    }
    expect(shown).toEqual(expected);
    expect(readModelOf(t.db).stats.builds).toBe(1);
  });
});
