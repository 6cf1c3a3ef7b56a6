import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { CART_QUERY_KEY } from './get-cart';

export interface UpdateCartItemInput {
  cartItemId: number;
  qty: number;
}

export function updateCartItem({ cartItemId, qty }: UpdateCartItemInput): Promise<null> {
  return api.post(`/shopping-cart/${cartItemId}`, { qty });
}

/** Shared by every line so the page can tell which lines have a change in flight. */
export const CART_LINE_MUTATION_KEY = [...CART_QUERY_KEY, 'line'] as const;

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CART_LINE_MUTATION_KEY, 'qty'],
    mutationFn: updateCartItem,
    // Returning the refetch keeps the mutation pending until the new prices are on screen, so the
    // line's controls stay disabled and a second click never starts from a stale quantity.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
