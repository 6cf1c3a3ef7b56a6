import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { updateCartItem as updateCartItemEndpoint } from '@shared/contract/cart';
import type { MutationConfig } from '@web/lib/react-query';
import { getCartQueryOptions } from './get-cart';

export interface UpdateCartItemInput {
  cartItemId: number;
  qty: number;
}

export function updateCartItem({ cartItemId, qty }: UpdateCartItemInput) {
  return api.call(updateCartItemEndpoint, { params: { cartItemId }, body: { qty } });
}

/** Shared by every line so the page can tell which lines have a change in flight. */
export const CART_LINE_MUTATION_KEY = ['cart', 'line'] as const;

export function useUpdateCartItem({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateCartItem> } = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    mutationKey: [...CART_LINE_MUTATION_KEY, 'qty'],
    // Awaiting the refetch keeps the mutation pending until the new prices are on screen, so the
    // line's controls stay disabled and a second click never starts from a stale quantity.
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
      await onSettled?.(...args);
    },
    ...config,
    mutationFn: updateCartItem,
  });
}
