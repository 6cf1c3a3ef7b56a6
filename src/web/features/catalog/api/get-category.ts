import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategory as getCategoryEndpoint } from '@shared/contract/catalog';
import { api, quietWhenNotFound } from '@web/lib/api-client';

// Silent: a missing category is shown as a page state, not as an error toast on top of it.
export function getCategory(categoryId: string) {
  return api.call(getCategoryEndpoint, { params: { categoryId } }, { silent: quietWhenNotFound });
}

export const getCategoryQueryOptions = (categoryId: string) =>
  queryOptions({ queryKey: ['catalog', 'category', categoryId], queryFn: () => getCategory(categoryId) });

export function useCategory(categoryId: string, enabled = true) {
  return useQuery({ ...getCategoryQueryOptions(categoryId), enabled });
}
