/**
 * The filters of a grid, kept in the URL (`minPrice`, `maxPrice` in cents, `minRating`,
 * `inStock=1`, `onSale=1`, repeated `color` and `size`) under the names the API reads, so a
 * shared link or Back shows the same grid. A bad value typed into the address bar is dropped
 * rather than sent.
 */
export interface ListFilters {
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  inStock?: boolean;
  onSale?: boolean;
  color: string[];
  size: string[];
}

export const hasAnyFilter = (f: ListFilters) =>
  f.minPrice !== undefined ||
  f.maxPrice !== undefined ||
  f.minRating !== undefined ||
  f.inStock === true ||
  f.onSale === true ||
  f.color.length > 0 ||
  f.size.length > 0;

/** The query parameters the API takes for these filters. */
export function filterQuery(f: ListFilters) {
  return {
    minPrice: f.minPrice,
    maxPrice: f.maxPrice,
    minRating: f.minRating,
    inStock: f.inStock ? ('1' as const) : undefined,
    onSale: f.onSale ? ('1' as const) : undefined,
    color: f.color.length ? f.color : undefined,
    size: f.size.length ? f.size : undefined,
  };
}
