import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryCard } from '@shared/schemas/home';
import { api } from '@web/lib/api-client';

export function getRecommendations(inventoryId: string): Promise<{ list: InventoryCard[] }> {
  return api.get(`/product/inventory/${encodeURIComponent(inventoryId)}/recommend`);
}

export const getRecommendationsQueryOptions = (inventoryId: string) =>
  queryOptions({
    queryKey: ['catalog', 'inventory', inventoryId, 'recommend'],
    queryFn: () => getRecommendations(inventoryId),
  });

export function useRecommendations(inventoryId: string, enabled = true) {
  return useQuery({ ...getRecommendationsQueryOptions(inventoryId), enabled });
}
