import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRecommendations } from '@shared/contract/catalog';
import { api } from '@web/lib/api-client';

export function getRecommendations(productId: string) {
  return api.call(listRecommendations, { params: { id: productId } });
}

export const getRecommendationsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', productId, 'recommend'],
    queryFn: () => getRecommendations(productId),
  });

export function useRecommendations(productId: string, enabled = true) {
  return useQuery({ ...getRecommendationsQueryOptions(productId), enabled });
}
