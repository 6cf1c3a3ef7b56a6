import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSort } from '@shared/schemas/catalog';
import { parsePage, parseSort, withListParams } from './list-params';

/**
 * Page and sort live in the URL so Back/Forward, reloads and shared links show the same grid.
 * Each change is a new history entry (the router scrolls it to the top).
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const sort = parseSort(searchParams.get('sort'));
  const setPage = useCallback(
    (next: number) => setSearchParams((current) => withListParams(current, { page: next })),
    [setSearchParams],
  );
  const setSort = useCallback(
    (next: ProductSort) => setSearchParams((current) => withListParams(current, { sort: next })),
    [setSearchParams],
  );
  return { page, sort, setPage, setSort, searchParams, setSearchParams };
}
