import type { QueryClient } from '@tanstack/react-query';
import { approveRefund as approveEndpoint, rejectRefund as rejectEndpoint } from '@shared/contract/operator-refunds';
import { api } from '@web/lib/api-client';
import { invalidateProducts } from '../catalog/product-api';
import { invalidateCustomers } from '../customers/customers-api';
import { invalidateDashboard } from '../dashboard/dashboard-api';
import { useAdminMutation, type AdminMutationOptions } from '../kit/admin-mutation';
import { invalidateOrder, invalidateOrderLists } from './orders-api';

export const approveRefund = ({ orderUuid, remark }: { orderUuid: string; remark?: string }) =>
  api.call(approveEndpoint, { params: { orderUuid }, body: remark ? { remark } : {} });

export const rejectRefund = ({ orderUuid, remark }: { orderUuid: string; remark: string }) =>
  api.call(rejectEndpoint, { params: { orderUuid }, body: { remark } });

/** A decision changes the order, its row in the lists, and the dashboard's refund requests. */
function invalidateDecided(queryClient: QueryClient, orderUuid: string) {
  return Promise.all([
    invalidateOrder(queryClient, orderUuid),
    invalidateOrderLists(queryClient),
    invalidateDashboard(queryClient),
  ]);
}

/**
 * An approved refund also takes the order out of the revenue and its customer's total spent, and
 * puts the unshipped items back in stock.
 */
export function useApproveRefund({ mutationConfig }: AdminMutationOptions<typeof approveRefund> = {}) {
  return useAdminMutation(
    approveRefund,
    (queryClient, { orderUuid }) =>
      Promise.all([
        invalidateDecided(queryClient, orderUuid),
        invalidateCustomers(queryClient),
        invalidateProducts(queryClient),
      ]),
    mutationConfig,
  );
}

export function useRejectRefund({ mutationConfig }: AdminMutationOptions<typeof rejectRefund> = {}) {
  return useAdminMutation(
    rejectRefund,
    (queryClient, { orderUuid }) => invalidateDecided(queryClient, orderUuid),
    mutationConfig,
  );
}
