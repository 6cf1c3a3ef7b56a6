import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ProductCreate, ProductWrite, StockAdjustment } from '@shared/schemas/admin-catalog';
import {
  adjustStock as adjustStockEndpoint,
  createProduct as createProductEndpoint,
  getAdminProduct,
  listAdminProducts,
  listBadges,
  updateProduct,
} from '@shared/contract/operator-products';
import { api } from '@web/lib/api-client';
import { invalidateDashboard } from '../dashboard/dashboard-api';
import { useAdminMutation, type AdminMutationOptions } from '../kit/admin-mutation';
import { adminKey, tableInput, type TableQuery } from '../kit/admin-query';
import { invalidateCategories } from './category-api';

/** The product table's page, asked with the table's own query (sort, order, search, filters). */
export const productListQuery = (query: TableQuery) =>
  queryOptions({
    queryKey: adminKey('products', query),
    queryFn: () => api.call(listAdminProducts, tableInput<typeof listAdminProducts>(query)),
    placeholderData: keepPreviousData,
  });

export const productQuery = (productId: number) =>
  queryOptions({
    queryKey: adminKey('product', productId),
    queryFn: () => api.call(getAdminProduct, { params: { productId } }),
  });

/** Badges change rarely: the form's picker reads them once a minute at most. */
export const badgesQuery = queryOptions({
  queryKey: adminKey('badges'),
  queryFn: () => api.call(listBadges, {}),
  staleTime: 60_000,
});

export const useConsoleProductList = (query: TableQuery) => useQuery(productListQuery(query));

/** The product lists and every product's form: a write changed a row, a price or a count. */
export function invalidateProducts(queryClient: QueryClient): Promise<void[]> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKey('products') }),
    queryClient.invalidateQueries({ queryKey: adminKey('product') }),
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

export function useSaveProduct({ mutationConfig }: AdminMutationOptions<typeof saveProduct> = {}) {
  return useAdminMutation(saveProduct, invalidateAfterProductWrite, mutationConfig);
}

export const createProduct = (body: ProductCreate) => api.call(createProductEndpoint, { body });

export function useCreateProduct({ mutationConfig }: AdminMutationOptions<typeof createProduct> = {}) {
  return useAdminMutation(createProduct, invalidateAfterProductWrite, mutationConfig);
}

export const adjustStock = (body: StockAdjustment) => api.call(adjustStockEndpoint, { body });

/** Stock moves the products' counts and the dashboard's low stock. */
export function useAdjustStock({ mutationConfig }: AdminMutationOptions<typeof adjustStock> = {}) {
  return useAdminMutation(
    adjustStock,
    (queryClient) => Promise.all([invalidateProducts(queryClient), invalidateDashboard(queryClient)]),
    mutationConfig,
  );
}
