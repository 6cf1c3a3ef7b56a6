import { queryOptions, type QueryKey } from '@tanstack/react-query';
import {
  getHomeBanners,
  getHomeSections,
  getNavigation,
  saveHomeBanners,
  saveHomeSections,
  saveNavigation,
} from '@shared/contract/console-storefront';
import type { BannersWrite, NavigationWrite, SectionsWrite } from '@shared/schemas/console-catalog';
import { api } from '@web/lib/api-client';
import { useAdminMutation } from '../kit/console-mutation';
import { consoleKey } from '../kit/console-query';

/**
 * The menu, the banners and the home sections: each read and saved whole, in order (the API
 * replaces the list in one transaction, docs/operator-console.md).
 */
interface ListBodies {
  navigation: NavigationWrite;
  banners: BannersWrite;
  sections: SectionsWrite;
}
type ListName = keyof ListBodies;

/** Where a list is kept, and its two calls: each answers the list as its form edits it. */
interface StorefrontList<List> {
  key: QueryKey;
  read(): Promise<List>;
  save(body: List): Promise<List>;
}

const lists: { [Name in ListName]: StorefrontList<ListBodies[Name]> } = {
  navigation: {
    key: consoleKey('navigation'),
    read: () => api.call(getNavigation, {}),
    save: (body) => api.call(saveNavigation, { body }),
  },
  banners: {
    key: consoleKey('home', 'banners'),
    read: () => api.call(getHomeBanners, {}),
    save: (body) => api.call(saveHomeBanners, { body }),
  },
  sections: {
    key: consoleKey('home', 'sections'),
    read: () => api.call(getHomeSections, {}),
    save: (body) => api.call(saveHomeSections, { body }),
  },
};

export const storefrontListQuery = <Name extends ListName>(name: Name) =>
  queryOptions({ queryKey: lists[name].key, queryFn: () => lists[name].read() });

/** Saves the list whole; the answer (the list as saved) becomes the query's data, so the form starts from it. */
export function useSaveStorefrontList<Name extends ListName>(name: Name) {
  return useAdminMutation(
    (body: ListBodies[Name]) => lists[name].save(body),
    async (queryClient, _, saved) => queryClient.setQueryData(lists[name].key, saved),
  );
}
