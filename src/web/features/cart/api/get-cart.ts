import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem } from '@shared/schemas/cart';
import { api } from '@web/lib/api-client';
import { listCart } from '@shared/contract/cart';
import { customerKey } from '@web/lib/react-query';
import { useSessionStore } from '@web/lib/store';

export function getCart() {
  return api.call(listCart, {});
}

/**
 * The cart's key is also the prefix of everything derived from it (the estimate), so
 * invalidating `getCartQueryOptions().queryKey` after any change refetches every cart view.
 */
export const getCartQueryOptions = () => queryOptions({ queryKey: customerKey('cart'), queryFn: getCart });

export function useCart() {
  return useQuery(getCartQueryOptions());
}

const itemCount = (cart: { list: CartItem[] }) => cart.list.reduce((sum, item) => sum + item.qty, 0);

/**
 * How many items the signed-in shopper's cart holds (the sum of quantities), 0 for a visitor.
 * The same query as the cart page, so every cart mutation's invalidation updates it too.
 */
export function useCartItemCount(): number {
  const signedIn = useSessionStore((state) => state.token !== null);
  const count = useQuery({ ...getCartQueryOptions(), enabled: signedIn, select: itemCount });
  return signedIn ? (count.data ?? 0) : 0;
}
