import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { listOrders } from '@shared/contract/order';
import { customerKey } from '@web/lib/react-query';

/** The caller's orders, newest first, unpaid ones included. */
export function getOrders() {
  return api.call(listOrders, {});
}

/** The list's key is also the prefix of each order's detail, so paying refreshes both. */
export const getOrdersQueryOptions = () => queryOptions({ queryKey: customerKey('orders'), queryFn: getOrders });

export function useOrders() {
  return useQuery(getOrdersQueryOptions());
}
