import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopPageSlug } from '@shared/constants';
import { getShopPage as getShopPageEndpoint } from '@shared/contract/shop-pages';
import { api } from '@web/lib/api-client';

export function getShopPage(slug: ShopPageSlug) {
  return api.call(getShopPageEndpoint, { params: { slug } });
}

export const getShopPageQueryOptions = (slug: ShopPageSlug) =>
  queryOptions({ queryKey: ['pages', slug], queryFn: () => getShopPage(slug) });

export function useShopPage(slug: ShopPageSlug) {
  return useQuery(getShopPageQueryOptions(slug));
}
