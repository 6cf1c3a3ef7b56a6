import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InventorySort } from '@shared/schemas/catalog';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { listInventory } from '@shared/contract/catalog';
import { api, quietWhenNotFound } from '@web/lib/api-client';

/** What one grid shows: a category, or a search (possibly narrowed by a category). */
export interface InventoryScope {
  categoryId?: string;
  search?: string;
}

export interface InventoryListParams extends InventoryScope {
  page: number;
  sort: InventorySort;
  num?: number;
}

export function getInventoryList({ page, sort, num = DEFAULT_PAGE_SIZE, categoryId, search }: InventoryListParams) {
  // Silent: an unknown category is a page state; other failures get the grid's own retry panel.
  return api.call(listInventory, { query: { page, num, sort, categoryId, search } }, { silent: quietWhenNotFound });
}

const scopeKey = ({ categoryId, search }: InventoryScope) => ({ categoryId, search });

export const getInventoryListQueryOptions = (params: InventoryListParams) =>
  queryOptions({
    queryKey: [
      'catalog',
      'inventory-list',
      scopeKey(params),
      { page: params.page, sort: params.sort, num: params.num },
    ],
    queryFn: () => getInventoryList(params),
  });

/**
 * Keeps the last answer while the next page of the same grid loads, so the pagination and count
 * stay put; a different category or keyword starts from nothing (its total is unrelated).
 */
export function useInventoryList(params: InventoryListParams, enabled = true) {
  const options = getInventoryListQueryOptions(params);
  return useQuery({
    ...options,
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery && JSON.stringify(previousQuery.queryKey[2]) === JSON.stringify(options.queryKey[2])
        ? keepPreviousData(previous)
        : undefined,
  });
}
