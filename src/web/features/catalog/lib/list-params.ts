import { PRODUCT_SORTS, MAX_PAGE } from '@shared/constants';
import type { ProductSort } from '@shared/schemas/catalog';

/** Sort choices in the order shoppers see them; `default` is the shop's own order. */
export const sortOptions: { value: ProductSort; label: string }[] = [
  { value: 'default', label: 'Featured' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest' },
  { value: 'rating', label: 'Top rated' },
];

/**
 * `?page=` as typed into the address bar can be anything; a bad value shows page 1 rather than an
 * error, and a huge one is capped at the last page the API accepts.
 */
export function parsePage(raw: string | null): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), MAX_PAGE);
}

export function parseSort(raw: string | null): ProductSort {
  return PRODUCT_SORTS.find((sort) => sort === raw) ?? 'default';
}

/**
 * The query after a change of page or sort. Defaults are left out so the plain URL stays the
 * canonical one (`/category/3`, not `/category/3?page=1&sort=default`), and a new sort starts
 * again from page 1.
 */
export function withListParams(
  current: URLSearchParams,
  change: { page?: number; sort?: ProductSort },
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (change.sort !== undefined) {
    if (change.sort === 'default') next.delete('sort');
    else next.set('sort', change.sort);
    next.delete('page');
  }
  if (change.page !== undefined) {
    if (change.page <= 1) next.delete('page');
    else next.set('page', String(change.page));
  }
  return next;
}
