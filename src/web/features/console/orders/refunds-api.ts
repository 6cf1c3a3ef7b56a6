import type { QueryClient } from '@tanstack/react-query';
import {
  approveRefund as approveRefundEndpoint,
  cancelItems as cancelItemsEndpoint,
  createRefund as createRefundEndpoint,
  previewRefund as previewRefundEndpoint,
  rejectRefund as rejectRefundEndpoint,
} from '@shared/contract/console-refunds';
import { api } from '@web/lib/api-client';
import { invalidateProducts } from '../catalog/product-api';
import { invalidateCustomers } from '../customers/customers-api';
import { invalidateDashboard } from '../dashboard/dashboard-api';
import { useAdminMutation, type ConsoleMutationOptions } from '../kit/console-mutation';
import { invalidateOrder, invalidateOrderLists } from './orders-api';

export const approveRefund = ({ orderUuid, remark }: { orderUuid: string; remark?: string }) =>
  api.call(approveRefundEndpoint, { params: { orderUuid }, body: remark ? { remark } : {} });

export const rejectRefund = ({ orderUuid, remark }: { orderUuid: string; remark: string }) =>
  api.call(rejectRefundEndpoint, { params: { orderUuid }, body: { remark } });

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
export function useApproveRefund({ mutationConfig }: ConsoleMutationOptions<typeof approveRefund> = {}) {
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

export function useRejectRefund({ mutationConfig }: ConsoleMutationOptions<typeof rejectRefund> = {}) {
  return useAdminMutation(
    rejectRefund,
    (queryClient, { orderUuid }) => invalidateDecided(queryClient, orderUuid),
    mutationConfig,
  );
}

type RefundBody = {
  lines?: { orderItemId: number; qty: number }[];
  amount?: number;
  reason: string;
  restock?: boolean;
};

export const previewRefund = ({ orderUuid, ...body }: RefundBody & { orderUuid: string }) =>
  api.call(previewRefundEndpoint, { params: { orderUuid }, body });

export const createRefund = ({ orderUuid, ...body }: RefundBody & { orderUuid: string }) =>
  api.call(createRefundEndpoint, { params: { orderUuid }, body });

export const cancelItems = ({
  orderUuid,
  ...body
}: {
  orderUuid: string;
  lines: { orderItemId: number; qty: number }[];
  reason: string;
}) => api.call(cancelItemsEndpoint, { params: { orderUuid }, body });

/** A refund (or cancellation) changes the order, the lists, the dashboard, the customer's total and maybe stock. */
const refunded = (queryClient: QueryClient, { orderUuid }: { orderUuid: string }) =>
  Promise.all([
    invalidateDecided(queryClient, orderUuid),
    invalidateCustomers(queryClient),
    invalidateProducts(queryClient),
  ]);

export function useCreateRefund({ mutationConfig }: ConsoleMutationOptions<typeof createRefund> = {}) {
  return useAdminMutation(createRefund, refunded, mutationConfig);
}

export function useCancelItems({ mutationConfig }: ConsoleMutationOptions<typeof cancelItems> = {}) {
  return useAdminMutation(cancelItems, refunded, mutationConfig);
}
