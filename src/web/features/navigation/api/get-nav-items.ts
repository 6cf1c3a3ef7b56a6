import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NavItem } from '@shared/schemas/home';
import { api } from '@web/lib/api-client';

export function getNavItems(): Promise<{ navItems: NavItem[] }> {
  return api.get('/home/nav-items');
}

/** SPEC §2: the menu is loaded every time the shell appears, so it is never served from cache alone. */
export const getNavItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'nav-items'],
    queryFn: getNavItems,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useNavItems() {
  return useQuery(getNavItemsQueryOptions());
}
