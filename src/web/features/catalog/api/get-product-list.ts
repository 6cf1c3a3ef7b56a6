import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSort } from '@shared/schemas/catalog';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { listProducts } from '@shared/contract/catalog';
import { api, quietWhenNotFound } from '@web/lib/api-client';
import { filterQuery, hasAnyFilter, type ListFilters } from '../lib/filter-params';

/** What one grid shows: a category, or a search (possibly narrowed by a category). */
export interface ProductScope {
  categoryId?: string;
  search?: string;
  /** `exact`: the words as typed, never a correction of them. */
  exact?: boolean;
  filters?: ListFilters;
}

export interface ProductListParams extends ProductScope {
  page: number;
  sort: ProductSort;
  num?: number;
}

export function getProductList({
  page,
  sort,
  num = DEFAULT_PAGE_SIZE,
  categoryId,
  search,
  exact,
  filters,
}: ProductListParams) {
  // Silent: an unknown category is a page state; other failures get the grid's own retry panel.
  return api.call(
    listProducts,
    {
      query: {
        page,
        num,
        sort,
        categoryId,
        search,
        exact: exact ? '1' : undefined,
        ...(filters ? filterQuery(filters) : {}),
      },
    },
    { silent: quietWhenNotFound },
  );
}

/**
 * A grid's scope: other filters are another grid (its cards start as placeholders, not the last
 * ones). No filter chosen (and no `exact`) is none at all, so the key is the one the server's first paint
 * seeds the unfiltered first page under.
 */
const scopeKey = ({ categoryId, search, exact, filters }: ProductScope) => ({
  categoryId,
  search,
  exact: exact || undefined,
  filters: filters && hasAnyFilter(filters) ? filters : undefined,
});

export const getProductListQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['catalog', 'product-list', scopeKey(params), { page: params.page, sort: params.sort, num: params.num }],
    queryFn: () => getProductList(params),
  });

/**
 * Keeps the last answer while the next page of the same grid loads, so the pagination and count
 * stay put; a different category or keyword starts from nothing (its total is unrelated).
 */
export function useProductList(params: ProductListParams, enabled = true) {
  const options = getProductListQueryOptions(params);
  return useQuery({
    ...options,
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery && JSON.stringify(previousQuery.queryKey[2]) === JSON.stringify(options.queryKey[2])
        ? keepPreviousData(previous)
        : undefined,
  });
}
