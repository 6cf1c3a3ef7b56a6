import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ProductCreate, ProductWrite, StockAdjustment } from '@shared/schemas/console-catalog';
import {
  adjustStock as adjustStockEndpoint,
  createProduct as createProductEndpoint,
  getConsoleProduct,
  listConsoleProducts,
  listBadges,
  updateProduct,
} from '@shared/contract/console-products';
import { api } from '@web/lib/api-client';
import { invalidateDashboard } from '../dashboard/dashboard-api';
import { useAdminMutation, type ConsoleMutationOptions } from '../kit/console-mutation';
import { consoleKey, tableInput, type TableQuery } from '../kit/console-query';
import { invalidateCategories } from './category-api';

/** The product table's page, asked with the table's own query (sort, order, search, filters). */
export const productListQuery = (query: TableQuery) =>
  queryOptions({
    queryKey: consoleKey('products', query),
    queryFn: () => api.call(listConsoleProducts, tableInput<typeof listConsoleProducts>(query)),
    placeholderData: keepPreviousData,
  });

export const productQuery = (productId: number) =>
  queryOptions({
    queryKey: consoleKey('product', productId),
    queryFn: () => api.call(getConsoleProduct, { params: { productId } }),
  });

/** Badges change rarely: the form's picker reads them once a minute at most. */
export const badgesQuery = queryOptions({
  queryKey: consoleKey('badges'),
  queryFn: () => api.call(listBadges, {}),
  staleTime: 60_000,
});

export const useConsoleProductList = (query: TableQuery) => useQuery(productListQuery(query));

/** The product lists and every product's form: a write changed a row, a price or a count. */
export function invalidateProducts(queryClient: QueryClient): Promise<void[]> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: consoleKey('products') }),
    queryClient.invalidateQueries({ queryKey: consoleKey('product') }),
  ]);
}

/**
 * After a product write: the products, the categories' product counts (a new product, a category
 * changed) and the dashboard's low stock (a count, a product withdrawn or back on sale).
 */
const invalidateAfterProductWrite = (queryClient: QueryClient) =>
  Promise.all([invalidateProducts(queryClient), invalidateCategories(queryClient), invalidateDashboard(queryClient)]);

export const saveProduct = ({ productId, body }: { productId: number; body: ProductWrite }) =>
  api.call(updateProduct, { params: { productId }, body });

export function useSaveProduct({ mutationConfig }: ConsoleMutationOptions<typeof saveProduct> = {}) {
  return useAdminMutation(saveProduct, invalidateAfterProductWrite, mutationConfig);
}

export const createProduct = (body: ProductCreate) => api.call(createProductEndpoint, { body });

export function useCreateProduct({ mutationConfig }: ConsoleMutationOptions<typeof createProduct> = {}) {
  return useAdminMutation(createProduct, invalidateAfterProductWrite, mutationConfig);
}

export const adjustStock = (body: StockAdjustment) => api.call(adjustStockEndpoint, { body });

/** Stock moves the products' counts and the dashboard's low stock. */
export function useAdjustStock({ mutationConfig }: ConsoleMutationOptions<typeof adjustStock> = {}) {
  return useAdminMutation(
    adjustStock,
    (queryClient) => Promise.all([invalidateProducts(queryClient), invalidateDashboard(queryClient)]),
    mutationConfig,
  );
}
