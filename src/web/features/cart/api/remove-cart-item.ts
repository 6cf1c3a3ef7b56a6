import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { MutationConfig } from '@web/lib/react-query';
import { getCartQueryOptions } from './get-cart';
import { CART_LINE_MUTATION_KEY } from './update-cart-item';

export interface RemoveCartItemInput {
  cartItemId: number;
}

export function removeCartItem({ cartItemId }: RemoveCartItemInput): Promise<null> {
  // `{}` rather than no body: the client always declares JSON, and a JSON request should carry
  // JSON (servers before 8af9e4d refused an empty one).
  return api.post(`/shopping-cart/${cartItemId}/disposal`, {});
}

export function useRemoveCartItem({ mutationConfig }: { mutationConfig?: MutationConfig<typeof removeCartItem> } = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    mutationKey: [...CART_LINE_MUTATION_KEY, 'remove'],
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
      await onSettled?.(...args);
    },
    ...config,
    mutationFn: removeCartItem,
  });
}
