import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAddons } from '@shared/contract/catalog';
import { api } from '@web/lib/api-client';

export function getAddons(productId: string) {
  return api.call(listAddons, { params: { id: productId } });
}

export const getAddonsQueryOptions = (productId: string) =>
  queryOptions({ queryKey: ['catalog', 'product', productId, 'addons'], queryFn: () => getAddons(productId) });

export function useAddons(productId: string, enabled = true) {
  return useQuery({ ...getAddonsQueryOptions(productId), enabled });
}
