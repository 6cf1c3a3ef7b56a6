import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminProduct,
  adminCategoryListSchema,
  adminProductListSchema,
  badgeListSchema,
  ProductCreate,
  ProductWrite,
  StockAdjustment,
  stockAdjustmentResultSchema,
} from '@shared/schemas/admin-catalogue';
import { api } from '@web/lib/api-client';
import { adminKey } from '../kit/admin-query';

type ProductList = z.infer<typeof adminProductListSchema>;

/** The product table's page, asked with the table's own query (sort, order, search, filters). */
export const productListQuery = (query: Record<string, string | number | undefined>) =>
  queryOptions({
    queryKey: adminKey('products', query),
    queryFn: () => api.get<ProductList>('/admin/products', { params: query }),
    placeholderData: keepPreviousData,
  });

export const productQuery = (inventoryId: number) =>
  queryOptions({
    queryKey: adminKey('product', inventoryId),
    queryFn: () => api.get<AdminProduct>(`/admin/products/${inventoryId}`),
  });

/** Categories and badges change rarely: the forms' pickers read them once a minute at most. */
export const categoriesQuery = queryOptions({
  queryKey: adminKey('categories'),
  queryFn: () => api.get<z.infer<typeof adminCategoryListSchema>>('/admin/categories'),
  staleTime: 60_000,
});
export const badgesQuery = queryOptions({
  queryKey: adminKey('badges'),
  queryFn: () => api.get<z.infer<typeof badgeListSchema>>('/admin/badges'),
  staleTime: 60_000,
});

export const useProductList = (query: Record<string, string | number | undefined>) => useQuery(productListQuery(query));

/** After any product or stock write the lists and that product are read again. */
function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () =>
    queryClient
      .invalidateQueries({ queryKey: adminKey('products') })
      .then(() => queryClient.invalidateQueries({ queryKey: adminKey('product') }));
}

export function useSaveProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: ({ inventoryId, body }: { inventoryId: number; body: ProductWrite }) =>
      api.post<AdminProduct>(`/admin/products/${inventoryId}`, body),
    onSuccess: refresh,
  });
}

export function useCreateProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (body: ProductCreate) => api.post<{ inventoryId: number }>('/admin/products', body),
    onSuccess: refresh,
  });
}

export function useAdjustStock() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (body: StockAdjustment) =>
      api.post<z.infer<typeof stockAdjustmentResultSchema>>('/admin/stock/adjustments', body),
    onSuccess: refresh,
  });
}
