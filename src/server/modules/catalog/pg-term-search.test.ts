import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { productSorts, type ProductSort } from '@shared/schemas/catalog';
import { createTestDb, testDialects, type TestDb } from '@server/test/test-app';
import { insertCatalogFixture } from './catalog.fixture.js';
import { searchProductIds, type CategoryScope } from './catalog.repository.js';
import { productRow } from './product-row.js';
import { isPlainWord, prefixEnd } from './pg-term-search.js';
import { sortKeys } from './sorts.js';

describe('plain words and prefix ends', () => {
  it('takes only words PostgreSQL reads as themselves', () => {
    expect(['dress', 'a', '2024'].every(isPlainWord)).toBe(true);
    expect(['12e3x', 'v2', 'żółw', 'zołw'].some(isPlainWord)).toBe(false);
  });

  it('ends a prefix range after every word that starts with it', () => {
    expect(prefixEnd('dre')).toBe('drf');
    expect(prefixEnd('az')).toBe('a{');
    expect('dress' < prefixEnd('dre') && 'drezzzz' < prefixEnd('dre') && 'drf' >= prefixEnd('dre')).toBe(true);
  });
});

/**
 * `inventory_term` (migration 016) against what the products say, after each kind of write, and
 * searches over it against the same products filtered in code and ordered by the
 * catalogue's own sort indexes.
 */
// PostgreSQL only (SQLite has no such table); a machine without it runs the SQLite suites alone.
if (testDialects.includes('postgres'))
  describe('search terms on PostgreSQL', () => {
    let t: TestDb;
    let scope: Record<'home' | 'lamps' | 'clothing' | 'shirts', CategoryScope>;
    const k = () => t.db.kysely;
    const ids = {} as Record<'both' | 'described' | 'address' | 'withdrawn' | 'named' | 'dresser', number>; // filled in beforeAll

    beforeAll(async () => {
      t = await createTestDb('postgres');
      const f = await insertCatalogFixture(t.db);
      const { home, lamps, clothing, shirts } = f.categories;
      scope = {
        home: { categoryId: home.id, isRoot: true },
        lamps: { categoryId: lamps.id, isRoot: false },
        clothing: { categoryId: clothing.id, isRoot: true },
        shirts: { categoryId: shirts.id, isRoot: false },
      };
      const product = (name: string, descriptionHtml: string, n: number, isActive = true) =>
        productRow({
          name,
          descriptionHtml,
          coverPath: '/media/demo/product/shirt-1-0.svg',
          price: 1000 + ((n * 37) % 7) * 100,
          createdAt: new Date(Date.UTC(2026, 2, 1 + (n % 3))).toISOString(),
          reviewCount: n % 3,
          ratingDisplay: 400 + (n % 2) * 50,
          rootCategory: { id: home.id, name: home.name },
          subCategory: { id: lamps.id, name: lamps.name },
          isActive,
        });
      // Several words of one product share a prefix ("dress", "dresser", "dressy", "dresses"),
      // one has it only in its description, one not at its start ("address"), one is withdrawn.
      const rows = [
        ['Dress Dresser', '<p>A dressy lamp for dresses</p>', 'both'],
        ['Desk lamp', '<p>Goes with any dress</p>', 'described'],
        ['Address book', '<p>Paper</p>', 'address'],
        ['Red dress', '<p>Withdrawn</p>', 'withdrawn'],
        ['Dress lamp', '<p>Brass</p>', 'named'],
        ['Dresser', '<p>Oak, a dress drawer</p>', 'dresser'],
      ] as const;
      for (const [i, [name, html, key]] of rows.entries()) {
        const { inventory_id } = await k()
          .insertInto('inventory')
          .values(product(name, html, i, key !== 'withdrawn'))
          .returning('inventory_id')
          .executeTakeFirstOrThrow();
        ids[key] = inventory_id;
      }
    });
    afterAll(() => t.drop());

    /** What `inventory_term` should hold, worked out here from each product on sale. */
    async function expectedTerms() {
      const products = await sql<{
        inventory_id: number;
        terms: string[];
        name_terms: string[];
        price: number;
        created_at: string;
        rating_display: number;
        review_count: number;
        root_category_id: number;
        sub_category_id: number;
      }>`select inventory_id, tsvector_to_array(search_vector) as terms, tsvector_to_array(name_vector) as name_terms,
        price, created_at, rating_display, review_count, root_category_id, sub_category_id
      from inventory where is_active = 1`.execute(k());
      const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      return products.rows
        .flatMap(({ terms, name_terms, ...p }) => {
          const sorted = [...terms].sort(byCodePoint);
          const names = [...name_terms].sort(byCodePoint);
          return sorted.map((term, i) => ({
            term,
            ...p,
            prev_term: i === 0 ? null : sorted[i - 1],
            next_name_term: names.find((n) => n >= term) ?? null,
          }));
        })
        .sort((a, b) => byCodePoint(a.term, b.term) || a.inventory_id - b.inventory_id);
    }

    const heldTerms = async () =>
      (
        await sql<Record<string, unknown>>`select term, inventory_id, price, created_at, rating_display, review_count,
          root_category_id, sub_category_id, prev_term, next_name_term
        from inventory_term order by term collate "C", inventory_id`.execute(k())
      ).rows;

    /** Every product matching every word of `query` (a prefix unless one letter), in the order of `sort`. */
    async function expectedSearch(query: string, sort: ProductSort, category: CategoryScope | null) {
      const column = category?.isRoot ? 'root_category_id' : 'sub_category_id';
      const rows = await sql<{ inventory_id: number; search_name: string; search_body: string }>`
        select inventory_id, search_name, search_body from inventory where is_active = 1
          ${category ? sql`and ${sql.ref(column)} = ${category.categoryId}` : sql``}
        order by ${sql.raw(sort === 'default' ? 'inventory_id' : sortKeys(sort))}`.execute(k());
      const matches = (text: string) =>
        query
          .split(' ')
          .every((word) => text.split(' ').some((w) => (word.length === 1 ? w === word : w.startsWith(word))));
      const found = rows.rows.filter((r) => matches(`${r.search_name} ${r.search_body}`));
      if (sort !== 'default') return found.map((r) => r.inventory_id);
      const named = found.filter((r) => matches(r.search_name));
      return [...named, ...found.filter((r) => !named.includes(r))].map((r) => r.inventory_id);
    }

    async function expectSearchesRight() {
      for (const query of [
        'dre',
        'dress',
        'dresser',
        'dressy',
        'lamp',
        'a',
        'add',
        'nothing',
        'dre lamp',
        'dres dre',
        'a dre',
      ])
        for (const category of [null, scope.home, scope.lamps, scope.shirts])
          for (const sort of productSorts) {
            const expected = await expectedSearch(query, sort, category);
            const label = `${query} ${sort} ${category?.categoryId ?? 'all'}`;
            const paged: number[] = [];
            for (let offset = 0; offset <= expected.length; offset += 2) {
              // Counted, and as a later page of the same search asks, with the total known.
              const [page, known] = await Promise.all(
                [undefined, expected.length].map((total) =>
                  searchProductIds(
                    t.db,
                    query.split(' ').map((w) => [w]),
                    category,
                    { sort, limit: 2, offset },
                    async () => 0,
                    total,
                  ),
                ),
              );
              if (!page) throw new Error('one page per search');
              expect(page.total, label).toBe(expected.length);
              expect(known, label).toEqual(page);
              paged.push(...page.ids);
            }
            expect(paged, label).toEqual(expected);
          }
    }

    it('holds one row per word of each product on sale, and searches find what the products say', async () => {
      expect(await heldTerms()).toEqual(await expectedTerms());
      expect(await expectedSearch('dre', 'default', null)).toEqual([ids.both, ids.named, ids.dresser, ids.described]);
      await expectSearchesRight();
    });

    it('follows every kind of write to the products', async () => {
      const writes = [
        () => k().updateTable('inventory').set({ price: 1 }).where('inventory_id', '=', ids.named).execute(),
        () =>
          k()
            .updateTable('inventory')
            .set({ review_count: 9, rating_display: 480 })
            .where('inventory_id', 'in', [ids.both, ids.described])
            .execute(),
        // A renamed product: its name words change, and whether it is a name match.
        () =>
          k()
            .updateTable('inventory')
            .set({ search_name: 'lamp stand' })
            .where('inventory_id', '=', ids.both)
            .execute(),
        () => k().updateTable('inventory').set({ is_active: 0 }).where('inventory_id', '=', ids.named).execute(),
        () => k().updateTable('inventory').set({ is_active: 1 }).where('inventory_id', '=', ids.withdrawn).execute(),
        () =>
          k()
            .updateTable('inventory')
            .set({ root_category_id: scope.clothing.categoryId, sub_category_id: scope.shirts.categoryId })
            .where('inventory_id', '=', ids.dresser)
            .execute(),
        () => k().updateTable('inventory').set({ popularity: 5 }).execute(), // changes none of its columns
        () => k().deleteFrom('inventory').where('inventory_id', '=', ids.described).execute(),
      ];
      for (const write of writes) {
        await write();
        expect(await heldTerms()).toEqual(await expectedTerms());
      }
      await expectSearchesRight();
    });
  });
