import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProduct as endpoint } from '@shared/contract/catalog';
import { api, quietWhenNotFound } from '@web/lib/api-client';

// Silent: an unknown product is shown as a page state, not as an error toast on top of it.
export function getProduct(inventoryId: string) {
  return api.call(endpoint, { params: { id: inventoryId } }, { silent: quietWhenNotFound });
}

export const getProductQueryOptions = (inventoryId: string) =>
  queryOptions({ queryKey: ['catalog', 'inventory', inventoryId], queryFn: () => getProduct(inventoryId) });

export function useProduct(inventoryId: string, enabled = true) {
  return useQuery({ ...getProductQueryOptions(inventoryId), enabled });
}
