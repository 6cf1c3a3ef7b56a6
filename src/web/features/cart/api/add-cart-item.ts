import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toastSuccess } from '@web/lib/toast';
import type { AddCartItem } from '@shared/schemas/cart';
import { api } from '@web/lib/api-client';
import { addCartItem as addCartItemEndpoint } from '@shared/contract/cart';
import { paths } from '@web/lib/paths';
import { getCartQueryOptions } from './get-cart';

export function addCartItem(item: AddCartItem) {
  return api.call(addCartItemEndpoint, { body: item });
}

/**
 * Adds one line to the cart (the product page's 'Add to Cart'). Success is toasted, unless the
 * caller shows it its own way (`onAdded`: the product page's notification). Failures are toasted by the API
 * client. A mutation built in the query client's mutation cache, as `useMutation` would (the
 * client's mutation defaults and cache callbacks apply), but without TanStack's
 * MutationObserver: the product page's first load would carry it (1.1 KB gzip) for one button
 * and its pending flag (docs/performance.md).
 */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(
    (item: AddCartItem, onAdded?: () => void) => {
      setPending(true);
      const mutation = queryClient.getMutationCache().build(queryClient, {
        mutationFn: addCartItem,
        onSuccess: () => {
          if (onAdded) onAdded();
          else
            toastSuccess('Item successfully added to cart', {
              action: { label: 'View cart', onClick: () => void navigate(paths.cart()) },
            });
          // Not awaited: the button is free again as soon as the item is in; the cart views catch up.
          void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
        },
      });
      // A failure is the API client's to show (as useMutation's mutate, which swallows it too).
      void mutation
        .execute(item)
        .catch(() => undefined)
        .finally(() => setPending(false));
    },
    [queryClient, navigate],
  );
  return { mutate, isPending };
}
