import { describe, expect, it } from 'vitest';
import { productSorts } from '@shared/schemas/catalog';
import { INDEXED_SORTS } from '@server/db/migrations/002-catalog-search';
import { sortKeys } from './sorts.js';

describe('sort orders', () => {
  it('order by exactly what the indexes hold, so every page is an index range scan', () => {
    for (const sort of productSorts) expect(sortKeys(sort)).toBe(INDEXED_SORTS[sort]);
  });

  it('qualify only column names with the table alias', () => {
    expect(sortKeys('rating', 'i')).toBe(
      '(i.review_count > 0) desc, i.rating_display desc, i.review_count desc, i.inventory_id',
    );
    expect(sortKeys('newest', 'i')).toBe('i.created_at desc, i.inventory_id');
  });
});
