import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toastSuccess } from '@web/lib/toast';
import type { AddCartItem } from '@shared/schemas/cart';
import { api } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import type { MutationConfig } from '@web/lib/react-query';
import { getCartQueryOptions } from './get-cart';

export function addCartItem(item: AddCartItem): Promise<{ cartItemId: number; qty: number }> {
  return api.post('/shopping-cart/item', item);
}

/** Adds one line to the cart (the product page's 'Add to Cart'). Failures are toasted by the API client. */
export function useAddCartItem({ mutationConfig }: { mutationConfig?: MutationConfig<typeof addCartItem> } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      toastSuccess('Item successfully added to cart', {
        action: { label: 'View cart', onClick: () => void navigate(paths.cart()) },
      });
      // Not awaited: the button is free again as soon as the item is in; the cart views catch up.
      void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
    ...config,
    mutationFn: addCartItem,
  });
}
