import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { CART_QUERY_KEY } from './get-cart';
import { CART_LINE_MUTATION_KEY } from './update-cart-item';

export interface RemoveCartItemInput {
  cartItemId: number;
}

export function removeCartItem({ cartItemId }: RemoveCartItemInput): Promise<null> {
  // `{}` rather than no body: the client always declares JSON, and a JSON request should carry
  // JSON (servers before 8af9e4d refused an empty one).
  return api.post(`/shopping-cart/${cartItemId}/disposal`, {});
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CART_LINE_MUTATION_KEY, 'remove'],
    mutationFn: removeCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
