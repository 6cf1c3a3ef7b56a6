import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VariantWrite } from '@shared/schemas/variant';
import { listAdminVariants, saveVariants as saveVariantsEndpoint } from '@shared/contract/variants';
import { api } from '@web/lib/api-client';
import { invalidateDashboard } from '../dashboard/dashboard-api';
import { useAdminMutation } from '../kit/console-mutation';
import { consoleKey } from '../kit/console-query';
import { invalidateProducts } from './product-api';

/** Under the product's own key, so every product write (and stock adjustment) reads them again. */
export const variantsQuery = (productId: number) =>
  queryOptions({
    queryKey: consoleKey('product', productId, 'variants'),
    queryFn: () => api.call(listAdminVariants, { params: { productId } }),
  });

/** `productId` null: a new product, which has none to ask for. */
export const useConsoleVariants = (productId: number | null) =>
  useQuery({ ...variantsQuery(productId ?? 0), enabled: productId !== null });

export const saveVariants = ({ productId, body }: { productId: number; body: VariantWrite }) =>
  api.call(saveVariantsEndpoint, { params: { productId }, body });

/** SKUs are searched in the product list; pictures show in the shop. */
export function useSaveVariants() {
  return useAdminMutation(saveVariants, (queryClient) =>
    Promise.all([invalidateProducts(queryClient), invalidateDashboard(queryClient)]),
  );
}
