import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNavItems as getNavItemsEndpoint } from '@shared/contract/home';
import { api } from '@web/lib/api-client';

export function getNavItems() {
  return api.call(getNavItemsEndpoint, {});
}

/**
 * An answer this recent was loaded for this very appearance of the shell: the server carries the
 * menu in the page it serves (first-paint/first-screen.ts), which puts it in the cache just before the
 * shell mounts. Asking again would fetch the same menu and re-render header and menus with it,
 * the longest task after a phone's first paint.
 */
const LOADED_WITH_THE_PAGE_MS = 10_000;

/** The menu is loaded every time the shell appears, so it is never served from cache alone. */
export const getNavItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'nav-items'],
    queryFn: getNavItems,
    staleTime: 0,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > LOADED_WITH_THE_PAGE_MS,
  });

export function useNavItems() {
  return useQuery(getNavItemsQueryOptions());
}
