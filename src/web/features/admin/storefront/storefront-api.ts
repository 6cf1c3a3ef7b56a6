import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BannersWrite, NavigationWrite, SectionsWrite } from '@shared/schemas/admin-catalogue';
import { api } from '@web/lib/api-client';
import { adminKey } from '../kit/admin-query';

/**
 * The menu, the banners and the home sections: each read and saved whole, in order (the API
 * replaces the list in one transaction, docs/operator-console.md).
 */
const lists = {
  navigation: { path: '/admin/navigation', key: adminKey('navigation') },
  banners: { path: '/admin/home/banners', key: adminKey('home', 'banners') },
  sections: { path: '/admin/home/sections', key: adminKey('home', 'sections') },
} as const;
interface ListBodies {
  navigation: NavigationWrite;
  banners: BannersWrite;
  sections: SectionsWrite;
}
type ListName = keyof ListBodies;

export const storefrontListQuery = <Name extends ListName>(name: Name) =>
  queryOptions({ queryKey: lists[name].key, queryFn: () => api.get<ListBodies[Name]>(lists[name].path) });

/** Saves the list whole; the answer (the list as saved) becomes the query's data, so the form starts from it. */
export function useSaveStorefrontList<Name extends ListName>(name: Name) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListBodies[Name]) => api.post<ListBodies[Name]>(lists[name].path, body),
    onSuccess: (saved) => queryClient.setQueryData(lists[name].key, saved),
  });
}
