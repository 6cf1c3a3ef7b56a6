import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@shared/contract/endpoint';
import { api } from '@web/lib/api-client';
import { removeCartItem as removeCartItemEndpoint } from '@shared/contract/cart';
import type { MutationConfig } from '@web/lib/react-query';
import { getCartQueryOptions } from './get-cart';
import { CART_LINE_MUTATION_KEY } from './update-cart-item';

export interface RemoveCartItemInput {
  cartItemId: number;
}

export function removeCartItem({ cartItemId }: RemoveCartItemInput) {
  // `{}` rather than no body, though the endpoint reads none: a JSON request should carry JSON
  // (servers before 8af9e4d refused an empty one).
  const input: InputOf<typeof removeCartItemEndpoint> & { body: object } = { params: { cartItemId }, body: {} };
  return api.call(removeCartItemEndpoint, input);
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
