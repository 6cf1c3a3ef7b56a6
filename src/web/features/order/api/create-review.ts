import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReview } from '@shared/schemas/order';
import { api } from '@web/lib/api-client';
import { writeReview } from '@shared/contract/order';
import type { MutationConfig } from '@web/lib/react-query';
import { getOrderQueryOptions } from './get-order';

export interface CreateReviewInput extends CreateReview {
  orderUuid: string;
  orderItemId: number;
}

export function createReview({ orderUuid, orderItemId, ...review }: CreateReviewInput) {
  return api.call(writeReview, { params: { orderUuid, orderItemId }, body: review });
}

/** Reloads the order; its reviews nest under its key, so the item then offers 'Check Review'. */
export function useCreateReview({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createReview> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(args[1].orderUuid).queryKey });
      await onSuccess?.(...args);
    },
    ...config,
    mutationFn: createReview,
  });
}
