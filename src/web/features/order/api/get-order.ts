import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@shared/schemas/order';
import { api, quietWhenNotFound } from '@web/lib/api-client';
import { ORDER_QUERY_KEY } from './get-orders';

/** One order as it was placed (a snapshot). Unknown or someone else's: 404, which the page shows itself. */
export function getOrder(orderUuid: string): Promise<OrderDetail> {
  return api.get(`/order/${orderUuid}`, { silent: quietWhenNotFound });
}

export const orderQueryOptions = (orderUuid: string) =>
  queryOptions({
    queryKey: [...ORDER_QUERY_KEY, 'detail', orderUuid],
    queryFn: () => getOrder(orderUuid),
    // A missing order stays missing: asking again would only delay the not-found state.
    retry: false,
  });

export function useOrder(orderUuid: string) {
  return useQuery(orderQueryOptions(orderUuid));
}
