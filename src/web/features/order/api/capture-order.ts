import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { captureOrder as captureOrderEndpoint } from '@shared/contract/order';
import { customerKey } from '@web/lib/react-query';

/**
 * Asks the server to finalise the order after the shopper came back from the payment page. The
 * server checks with the provider (it never trusts the return URL) and is idempotent, so calling
 * it again — a reload of the return page — changes nothing.
 */
export async function captureOrder(orderNumber: string): Promise<true> {
  await api.call(captureOrderEndpoint, { params: { orderId: orderNumber } });
  // Whatever the server answers, a query must not resolve to undefined.
  return true;
}

/**
 * A query rather than a mutation: it runs once per mount however often React renders (StrictMode
 * included), and a reload asks again. Never cached: each return is a fresh question.
 */
export const getCaptureQueryOptions = (orderNumber: string) =>
  queryOptions({
    // Not under the orders' key: refreshing the list after a capture must not capture again.
    queryKey: [...customerKey('order-capture'), orderNumber],
    queryFn: () => captureOrder(orderNumber),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useCaptureOrder(orderNumber: string) {
  return useQuery(getCaptureQueryOptions(orderNumber));
}
