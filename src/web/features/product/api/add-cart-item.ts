import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AddCartItem } from '@shared/schemas/cart';
import { api } from '@web/lib/api-client';

export function addCartItem(item: AddCartItem): Promise<{ cartItemId: number; qty: number }> {
  return api.post('/shopping-cart/item', item);
}

/**
 * Adds one line to the cart. Every cart view (list, count, estimate) uses a query key starting
 * with 'cart', so they all refetch. Failures are toasted by the API client.
 */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartItem,
    onSuccess: () => {
      toast.success('Item successfully added to cart');
      // Not awaited: the button is free again as soon as the item is in; the cart views catch up.
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
