import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Estimate } from '@shared/schemas/cart';
import { api } from '@web/lib/api-client';
import { CART_QUERY_KEY } from './get-cart';

/** The server prices the cart; an empty code asks for the plain total. A bad code answers 400 (toasted by the client). */
export function getEstimate(couponCode: string): Promise<Estimate> {
  return api.get('/shopping-cart/estimated-price', { params: { couponCode } });
}

export const estimateQueryOptions = (couponCode: string) =>
  queryOptions({ queryKey: [...CART_QUERY_KEY, 'estimate', couponCode], queryFn: () => getEstimate(couponCode) });

export function useEstimate(couponCode: string) {
  // Keep the last figures on screen while a new code or quantity is being priced.
  return useQuery({ ...estimateQueryOptions(couponCode), placeholderData: keepPreviousData });
}
