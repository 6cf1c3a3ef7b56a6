import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAddons } from '@shared/contract/catalog';
import { api } from '@web/lib/api-client';

export function getAddons(inventoryId: string) {
  return api.call(listAddons, { params: { id: inventoryId } });
}

export const getAddonsQueryOptions = (inventoryId: string) =>
  queryOptions({ queryKey: ['catalog', 'inventory', inventoryId, 'addons'], queryFn: () => getAddons(inventoryId) });

export function useAddons(inventoryId: string, enabled = true) {
  return useQuery({ ...getAddonsQueryOptions(inventoryId), enabled });
}
