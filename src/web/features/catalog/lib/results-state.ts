import type { UseQueryResult } from '@tanstack/react-query';
import type { ProductList } from '@shared/schemas/catalog';

/** What CatalogResults needs from a list query: loading covers a first load and a page change. */
export function resultsState(query: UseQueryResult<ProductList>) {
  return {
    data: query.data,
    loading: query.isPending || query.isPlaceholderData,
    failed: query.isError,
    onRetry: () => void query.refetch(),
  };
}
