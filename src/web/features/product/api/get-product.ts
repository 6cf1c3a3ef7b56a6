import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProduct as getProductEndpoint } from '@shared/contract/catalog';
import { api, quietWhenNotFound } from '@web/lib/api-client';

// Silent: an unknown product is shown as a page state, not as an error toast on top of it.
export function getProduct(productId: string) {
  return api.call(getProductEndpoint, { params: { id: productId } }, { silent: quietWhenNotFound });
}

export const getProductQueryOptions = (productId: string) =>
  queryOptions({ queryKey: ['catalog', 'product', productId], queryFn: () => getProduct(productId) });

export function useProduct(productId: string, enabled = true) {
  return useQuery({ ...getProductQueryOptions(productId), enabled });
}
