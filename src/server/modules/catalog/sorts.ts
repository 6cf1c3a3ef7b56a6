import type { ProductSort } from '@shared/schemas/catalog';

/**
 * The order of each `sort`, tie-broken by id so pages never overlap. Rated products come before
 * unrated ones (which show the default 5.0) when sorting by rating. Each key names its column
 * apart, so queries can order by exactly the expressions the indexes of migration 002 hold.
 */
const SORTS: Record<ProductSort, { column: string; desc?: boolean; expr?: (c: string) => string }[]> = {
  default: [{ column: 'popularity', desc: true }, { column: 'inventory_id' }],
  price_asc: [{ column: 'price' }, { column: 'inventory_id' }],
  price_desc: [{ column: 'price', desc: true }, { column: 'inventory_id' }],
  newest: [{ column: 'created_at', desc: true }, { column: 'inventory_id' }],
  rating: [
    { column: 'review_count', desc: true, expr: (c) => `(${c} > 0)` },
    { column: 'rating_display', desc: true },
    { column: 'review_count', desc: true },
    { column: 'inventory_id' },
  ],
};

/** `ORDER BY` text of a sort, its columns qualified by `alias` when given. */
export function sortKeys(sort: ProductSort, alias = ''): string {
  return SORTS[sort]
    .map(({ column, desc, expr }) => {
      const ref = alias ? `${alias}.${column}` : column;
      return `${expr ? expr(ref) : ref}${desc ? ' desc' : ''}`;
    })
    .join(', ');
}
