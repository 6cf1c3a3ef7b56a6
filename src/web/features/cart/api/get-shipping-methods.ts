import { queryOptions, useQuery } from '@tanstack/react-query';
import { listShippingMethods } from '@shared/contract/shipping';
import { api } from '@web/lib/api-client';
import { getCartQueryOptions } from './get-cart';

/**
 * The ways the cart can be delivered to one of the shopper's shipping addresses, cheapest first,
 * priced for this cart ("free from" counts its items total). Under the cart's key: a change to
 * the cart prices them again.
 */
export const getShippingMethodsQueryOptions = (shippingAddressId: number) =>
  queryOptions({
    queryKey: [...getCartQueryOptions().queryKey, 'shipping-methods', shippingAddressId],
    queryFn: ({ signal }) => api.call(listShippingMethods, { query: { shippingAddressId } }, { signal }),
  });

/** Asks nothing until there is an address to deliver to. */
export function useShippingMethods(shippingAddressId: number | undefined) {
  return useQuery({
    ...getShippingMethodsQueryOptions(shippingAddressId ?? 0),
    enabled: shippingAddressId !== undefined,
  });
}
