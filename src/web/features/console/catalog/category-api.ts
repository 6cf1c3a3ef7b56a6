import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { categoryCreateSchema, categoryOrderSchema, categoryWriteSchema } from '@shared/schemas/console-catalog';
import {
  createCategory as createCategoryEndpoint,
  deleteCategory as deleteCategoryEndpoint,
  listConsoleCategories,
  reorderCategories as reorderCategoriesEndpoint,
  updateCategory as updateCategoryEndpoint,
} from '@shared/contract/console-storefront';
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

const createCategory = (fields: z.input<typeof categoryCreateSchema>) =>
  api.call(createCategoryEndpoint, { body: fields });
const deleteCategory = (categoryId: number) => api.call(deleteCategoryEndpoint, { params: { categoryId } });
const reorderCategories = (order: z.input<typeof categoryOrderSchema>) =>
  api.call(reorderCategoriesEndpoint, { body: order });

/** A new category shows in the table and in every picker. */
export function useCreateCategory({ mutationConfig }: ConsoleMutationOptions<typeof createCategory> = {}) {
  return useAdminMutation(createCategory, invalidateCategories, mutationConfig);
}

export function useDeleteCategory({ mutationConfig }: ConsoleMutationOptions<typeof deleteCategory> = {}) {
  return useAdminMutation(deleteCategory, invalidateCategories, mutationConfig);
}

export function useReorderCategories({ mutationConfig }: ConsoleMutationOptions<typeof reorderCategories> = {}) {
  return useAdminMutation(reorderCategories, invalidateCategories, mutationConfig);
}
