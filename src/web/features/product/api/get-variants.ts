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
 * Which colour and size combinations can be bought. Only the add-on picker asks (it is loaded
 * lazily, and tells the page how the confirmed combination stands), so the product page's first
 * load carries none of it.
 */
export function useVariants(productId: string) {
  return useQuery(getVariantsQueryOptions(productId));
}
