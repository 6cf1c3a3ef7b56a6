import type { ListFilters } from './filter-params';

/**
 * Reading and writing a grid's filters in its URL: only the category and search pages need it,
 * so it is kept apart from what the query keys need (filter-params.ts), which travels in every
 * first load.
 */
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
