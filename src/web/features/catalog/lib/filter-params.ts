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

const cents = (raw: string | null) => (raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

export function parseFilters(params: URLSearchParams): ListFilters {
  const rating = params.get('minRating');
  return {
    minPrice: cents(params.get('minPrice')),
    maxPrice: cents(params.get('maxPrice')),
    minRating: rating !== null && /^[1-5]$/.test(rating) ? Number(rating) : undefined,
    inStock: params.get('inStock') === '1' || undefined,
    onSale: params.get('onSale') === '1' || undefined,
    color: params.getAll('color').filter(Boolean),
    size: params.getAll('size').filter(Boolean),
  };
}

export const FILTER_KEYS = ['minPrice', 'maxPrice', 'minRating', 'inStock', 'onSale', 'color', 'size'] as const;

export const hasAnyFilter = (f: ListFilters) =>
  f.minPrice !== undefined ||
  f.maxPrice !== undefined ||
  f.minRating !== undefined ||
  f.inStock === true ||
  f.onSale === true ||
  f.color.length > 0 ||
  f.size.length > 0;

/** The query after a change of filters: every change starts again from page 1. */
export function withFilters(current: URLSearchParams, filters: ListFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) next.delete(key);
  next.delete('page');
  if (filters.minPrice !== undefined) next.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) next.set('maxPrice', String(filters.maxPrice));
  if (filters.minRating !== undefined) next.set('minRating', String(filters.minRating));
  if (filters.inStock) next.set('inStock', '1');
  if (filters.onSale) next.set('onSale', '1');
  for (const c of filters.color) next.append('color', c);
  for (const s of filters.size) next.append('size', s);
  return next;
}

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
