import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSorts } from '@shared/schemas/catalog';
import { listProducts } from '@shared/contract/catalog';
import { callEndpoint, queryOf } from '@server/test/call-endpoint';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { insertCatalogFixture } from './catalog.fixture.js';
import { productRow } from './product-row.js';

/**
 * A word a thousand products hold: relevance puts the name matches first, then the rest, each in
 * the shop's default order (most popular first, then by id); deep pages walk the sort's order
 * and shallow ones of few matches sort them, and pages must agree with one another.
 */
const PRODUCTS = 1020;
describe.each(testDialects)('a search with many matches on %s', (dialect) => {
  let t: TestApp;
  const named: { id: number; popularity: number }[] = [];
  const described: { id: number; popularity: number }[] = [];
  const list = async (query: string) => (await callEndpoint(t.app, listProducts, { query: queryOf(query) })).data;
  const ids = (l: { list: { inventoryId: number }[] }) => l.list.map((c) => c.inventoryId);

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    const f = await insertCatalogFixture(t.db);
    const rows = Array.from({ length: PRODUCTS }, (_, i) =>
      productRow({
        // One in ten has the word in its name; the rest only in the description.
        name: i % 10 === 0 ? `Gizmo No ${i}` : `Widget No ${i}`,
        descriptionHtml: i % 10 === 0 ? '<p>Plain</p>' : '<p>Works with any gizmo</p>',
        coverPath: '/media/demo/product/shirt-1-0.svg',
        price: 1000 + ((i * 37) % 500),
        popularity: i % 7,
        createdAt: new Date(Date.UTC(2026, 1, 1 + (i % 28))).toISOString(),
        rootCategory: { id: f.categories.home.id, name: f.categories.home.name },
        subCategory: { id: f.categories.lamps.id, name: f.categories.lamps.name },
      }),
    );
    for (let i = 0; i < rows.length; i += 200) {
      const made = await t.db.kysely
        .insertInto('inventory')
        .values(rows.slice(i, i + 200))
        .returning(['inventory_id', 'name', 'popularity'])
        .execute();
      for (const r of made)
        (r.name.startsWith('Gizmo') ? named : described).push({ id: r.inventory_id, popularity: r.popularity });
    }
  });
  afterAll(() => t.close());

  it('ranks name matches first, then the rest, each most popular first, page after page', async () => {
    const inDefaultOrder = (list: typeof named) =>
      [...list].sort((a, b) => b.popularity - a.popularity || a.id - b.id).map((p) => p.id);
    const expected = [...inDefaultOrder(named), ...inDefaultOrder(described)];
    const first = await list('search=gizmo&num=100');
    expect(first.total).toBe(expected.length);
    expect(ids(first)).toEqual(expected.slice(0, 100));
    const across = await list('search=giz&num=50&page=3'); // a prefix; this page spans both kinds
    expect(across.total).toBe(expected.length);
    expect(ids(across)).toEqual(expected.slice(100, 150));
    expect(ids(await list(`search=gizmo&num=100&page=${Math.ceil(expected.length / 100)}`))).toEqual(
      expected.slice(Math.floor(expected.length / 100) * 100),
    );
  });

  it('gives every sort the same total and pages that follow on', async () => {
    for (const sort of productSorts) {
      const pages = [];
      for (let page = 1; page <= 3; page++) {
        const one = await list(`search=gizmo&num=12&page=${page}&sort=${sort}`);
        expect(one.total, sort).toBe(named.length + described.length);
        pages.push(...ids(one));
      }
      expect(pages, sort).toEqual(ids(await list(`search=gizmo&num=36&sort=${sort}`)));
      expect(new Set(pages).size, sort).toBe(36);
    }
  });
});
