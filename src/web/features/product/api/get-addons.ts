import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Addon } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';

export function getAddons(inventoryId: string): Promise<{ list: Addon[] }> {
  return api.get(`/product/inventory/${encodeURIComponent(inventoryId)}/addon`);
}

export const getAddonsQueryOptions = (inventoryId: string) =>
  queryOptions({ queryKey: ['catalog', 'inventory', inventoryId, 'addons'], queryFn: () => getAddons(inventoryId) });

export function useAddons(inventoryId: string, enabled = true) {
  return useQuery({ ...getAddonsQueryOptions(inventoryId), enabled });
}
