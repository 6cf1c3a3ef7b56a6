import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem } from '@shared/schemas/cart';
import { api } from '@web/lib/api-client';

/** Everything cached about the cart lives under this prefix; the product page invalidates it after an add. */
export const CART_QUERY_KEY = ['cart'] as const;

export function getCart(): Promise<{ list: CartItem[] }> {
  return api.get('/shopping-cart/list');
}

export const cartQueryOptions = () => queryOptions({ queryKey: [...CART_QUERY_KEY, 'list'], queryFn: getCart });

export function useCart() {
  return useQuery(cartQueryOptions());
}
