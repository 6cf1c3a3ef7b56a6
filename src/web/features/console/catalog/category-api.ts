import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { categoryWriteSchema } from '@shared/schemas/console-catalog';
import { listConsoleCategories, updateCategory as updateCategoryEndpoint } from '@shared/contract/console-storefront';
import { api } from '@web/lib/api-client';
import { useAdminMutation, type ConsoleMutationOptions } from '../kit/console-mutation';
import { consoleKey } from '../kit/console-query';

/** Categories change rarely: the forms' pickers read them once a minute at most. */
export const categoriesQuery = queryOptions({
  queryKey: consoleKey('categories'),
  queryFn: () => api.call(listConsoleCategories, {}),
  staleTime: 60_000,
});

/** The categories with their product counts, in the table and in every picker. */
export function invalidateCategories(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: categoriesQuery.queryKey });
}

export const updateCategory = ({
  categoryId,
  fields,
}: {
  categoryId: number;
  fields: z.input<typeof categoryWriteSchema>;
}) => api.call(updateCategoryEndpoint, { params: { categoryId }, body: fields });

/** A new name shows in the categories and in the products' category column. */
export function useUpdateCategory({ mutationConfig }: ConsoleMutationOptions<typeof updateCategory> = {}) {
  return useAdminMutation(
    updateCategory,
    (queryClient) =>
      Promise.all([
        invalidateCategories(queryClient),
        queryClient.invalidateQueries({ queryKey: consoleKey('products') }),
      ]),
    mutationConfig,
  );
}
