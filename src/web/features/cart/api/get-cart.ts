import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem } from '@shared/schemas/cart';
import { api } from '@web/lib/api-client';
import { customerKey } from '@web/lib/react-query';

export function getCart(): Promise<{ list: CartItem[] }> {
  return api.get('/shopping-cart/list');
}

/**
 * The cart's key is also the prefix of everything derived from it (the estimate), so
 * invalidating `getCartQueryOptions().queryKey` after any change refetches every cart view.
 */
export const getCartQueryOptions = () => queryOptions({ queryKey: customerKey('cart'), queryFn: getCart });

export function useCart() {
  return useQuery(getCartQueryOptions());
}
