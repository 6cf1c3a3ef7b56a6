import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInventory as endpoint } from '@shared/contract/catalog';
import { api, quietWhenNotFound } from '@web/lib/api-client';

// Silent: an unknown product is shown as a page state, not as an error toast on top of it.
export function getInventory(inventoryId: string) {
  return api.call(endpoint, { params: { id: inventoryId } }, { silent: quietWhenNotFound });
}

export const getInventoryQueryOptions = (inventoryId: string) =>
  queryOptions({ queryKey: ['catalog', 'inventory', inventoryId], queryFn: () => getInventory(inventoryId) });

export function useInventory(inventoryId: string, enabled = true) {
  return useQuery({ ...getInventoryQueryOptions(inventoryId), enabled });
}
