import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, quietWhenNotFound } from '@web/lib/api-client';
import { getOrder as getOrderEndpoint } from '@shared/contract/order';
import { getOrdersQueryOptions } from './get-orders';

/** One order as it was placed (a snapshot). Unknown or someone else's: 404, which the page shows itself. */
export function getOrder(orderUuid: string) {
  return api.call(getOrderEndpoint, { params: { orderUuid } }, { silent: quietWhenNotFound });
}

export const getOrderQueryOptions = (orderUuid: string) =>
  queryOptions({
    queryKey: [...getOrdersQueryOptions().queryKey, orderUuid],
    queryFn: () => getOrder(orderUuid),
    // A missing order stays missing: asking again would only delay the not-found state.
    retry: false,
  });

export function useOrder(orderUuid: string) {
  return useQuery(getOrderQueryOptions(orderUuid));
}
