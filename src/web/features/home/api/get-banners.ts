import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@shared/schemas/home';
import { api } from '@web/lib/api-client';

export function getBanners(): Promise<{ banners: Banner[] }> {
  return api.get('/home/banners');
}

export const getBannersQueryOptions = () => queryOptions({ queryKey: ['home', 'banners'], queryFn: getBanners });

export function useBanners() {
  return useQuery(getBannersQueryOptions());
}
