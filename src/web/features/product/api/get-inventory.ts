import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Inventory } from '@shared/schemas/catalog';
import { api, quietWhenNotFound } from '@web/lib/api-client';

// Silent: an unknown product is shown as a page state, not as an error toast on top of it.
export function getInventory(inventoryId: string): Promise<Inventory> {
  return api.get(`/product/inventory/${encodeURIComponent(inventoryId)}`, { silent: quietWhenNotFound });
}

export const getInventoryQueryOptions = (inventoryId: string) =>
  queryOptions({ queryKey: ['catalog', 'inventory', inventoryId], queryFn: () => getInventory(inventoryId) });

export function useInventory(inventoryId: string, enabled = true) {
  return useQuery({ ...getInventoryQueryOptions(inventoryId), enabled });
}
