import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundRequest } from '@shared/schemas/order';
import { api } from '@web/lib/api-client';
import { requestRefund as requestRefundEndpoint } from '@shared/contract/order';
import type { MutationConfig } from '@web/lib/react-query';
import { getOrdersQueryOptions } from './get-orders';

export interface RequestRefundInput extends RefundRequest {
  orderUuid: string;
}

export function requestRefund({ orderUuid, reason }: RequestRefundInput) {
  return api.call(requestRefundEndpoint, { params: { orderUuid }, body: { reason } });
}

/** Reloads the list and the order (the list's key prefixes each detail): both show the refund's state. */
export function useRequestRefund({ mutationConfig }: { mutationConfig?: MutationConfig<typeof requestRefund> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getOrdersQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
    ...config,
    mutationFn: requestRefund,
  });
}
