import { queryOptions, useQuery } from '@tanstack/react-query';
import { listVariants } from '@shared/contract/variants';
import { api } from '@web/lib/api-client';

export const getVariantsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', productId, 'variants'],
    queryFn: () => api.call(listVariants, { params: { id: productId } }),
    // Stock moves while the shopper chooses: asked again on every opening of the picker.
    staleTime: 0,
  });

/**
 * Which colour and size combinations can be bought. The add-on picker asks (it is loaded lazily),
 * and the product page once a colour or size is chosen, so the page's first load asks nothing.
 */
export function useVariants(productId: string) {
  return useQuery(getVariantsQueryOptions(productId));
}
