import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listProductFacets } from '@shared/contract/catalog';
import { api } from '@web/lib/api-client';
import { filterQuery } from '../lib/filter-params';
import type { ProductScope } from './get-product-list';

/** How many products each filter choice would leave; the last counts stay shown while new ones load. */
export function useFacets({ categoryId, search, exact, filters }: ProductScope, enabled = true) {
  return useQuery({
    queryKey: ['catalog', 'facets', { categoryId, search, exact, filters }],
    queryFn: () =>
      api.call(
        listProductFacets,
        {
          query: { categoryId, search, exact: exact ? '1' : undefined, ...(filters ? filterQuery(filters) : {}) },
        },
        { silent: true },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
