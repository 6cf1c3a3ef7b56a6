import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { estimateCart } from '@shared/contract/cart';
import { getCartQueryOptions } from './get-cart';

/** The server prices the cart; an empty code asks for the plain total. A bad code answers 400 (toasted by the client). */
export function getEstimate(couponCode: string) {
  return api.call(estimateCart, { query: { couponCode } });
}

// Under the cart's key: a change to the cart re-prices it.
export const getEstimateQueryOptions = (couponCode: string) =>
  queryOptions({
    queryKey: [...getCartQueryOptions().queryKey, 'estimate', couponCode],
    queryFn: () => getEstimate(couponCode),
  });

export function useEstimate(couponCode: string) {
  // Keep the last figures on screen while a new code or quantity is being priced.
  return useQuery({ ...getEstimateQueryOptions(couponCode), placeholderData: keepPreviousData });
}
