import { describe, expect, it } from 'vitest';
import { parseFilters, withFilters } from './filter-url';

describe('filter params', () => {
  it('reads the filters of a URL, dropping values the API would refuse', () => {
    const f = parseFilters(new URLSearchParams('minPrice=5000&maxPrice=x&minRating=9&inStock=1&color=Red&color=Blue'));
    expect(f).toEqual({ minPrice: 5000, inStock: true, color: ['Red', 'Blue'], size: [] });
  });

  it('writes a change back, keeping the rest of the query and going back to page 1', () => {
    const next = withFilters(new URLSearchParams('keyword=lamp&page=3&sort=price_asc&color=Red'), {
      color: ['Blue'],
      size: ['M'],
      minRating: 4,
    });
    expect(next.toString()).toBe('keyword=lamp&sort=price_asc&minRating=4&color=Blue&size=M');
  });
});
