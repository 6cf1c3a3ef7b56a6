import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { estimateCart } from '@shared/contract/cart';
import { getCartQueryOptions } from './get-cart';

/**
 * Where the order goes and how, for pricing its delivery and tax: the checkout's chosen address
 * and method. Without them the server prices the default shipping address (or the shop's home
 * country) with its cheapest method, as the cart shows.
 */
export interface EstimateDelivery {
  shippingAddressId?: number;
  shippingMethodId?: number;
}

/**
 * The server prices the cart; an empty code asks for the plain total. A bad code answers 400
 * (toasted by the client); the next code that applies takes that toast away, the plain total
 * does not (it says nothing about the code).
 */
export function getEstimate(couponCode: string, delivery: EstimateDelivery = {}) {
  return api.call(
    estimateCart,
    { query: { couponCode, ...delivery } },
    couponCode ? { toastGroup: 'discount-code' } : undefined,
  );
}

// Under the cart's key: a change to the cart re-prices it.
export const getEstimateQueryOptions = (couponCode: string, delivery: EstimateDelivery = {}) =>
  queryOptions({
    queryKey: [
      ...getCartQueryOptions().queryKey,
      'estimate',
      couponCode,
      delivery.shippingAddressId ?? null,
      delivery.shippingMethodId ?? null,
    ],
    queryFn: () => getEstimate(couponCode, delivery),
  });

export function useEstimate(couponCode: string, delivery: EstimateDelivery = {}) {
  // Keep the last figures on screen while a new code, quantity or delivery is being priced.
  return useQuery({ ...getEstimateQueryOptions(couponCode, delivery), placeholderData: keepPreviousData });
}
