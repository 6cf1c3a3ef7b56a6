import type { UseQueryResult } from '@tanstack/react-query';
import type { InventoryList } from '@shared/schemas/catalog';

/** What CatalogResults needs from a list query: loading covers a first load and a page change. */
export function resultsState(query: UseQueryResult<InventoryList>) {
  return {
    data: query.data,
    loading: query.isPending || query.isPlaceholderData,
    failed: query.isError,
    onRetry: () => void query.refetch(),
  };
}
