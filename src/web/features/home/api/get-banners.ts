import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBanners as getBannersEndpoint } from '@shared/contract/home';
import { api } from '@web/lib/api-client';

export function getBanners() {
  return api.call(getBannersEndpoint, {});
}

export const getBannersQueryOptions = () => queryOptions({ queryKey: ['home', 'banners'], queryFn: getBanners });

export function useBanners() {
  return useQuery(getBannersQueryOptions());
}
