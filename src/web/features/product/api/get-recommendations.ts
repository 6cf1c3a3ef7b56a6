import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRecommendations } from '@shared/contract/catalog';
import { api } from '@web/lib/api-client';

export function getRecommendations(inventoryId: string) {
  return api.call(listRecommendations, { params: { id: inventoryId } });
}

export const getRecommendationsQueryOptions = (inventoryId: string) =>
  queryOptions({
    queryKey: ['catalog', 'inventory', inventoryId, 'recommend'],
    queryFn: () => getRecommendations(inventoryId),
  });

export function useRecommendations(inventoryId: string, enabled = true) {
  return useQuery({ ...getRecommendationsQueryOptions(inventoryId), enabled });
}
