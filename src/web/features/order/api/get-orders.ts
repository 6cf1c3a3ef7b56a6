import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/order';
import { api } from '@web/lib/api-client';
import { customerKey } from '@web/lib/react-query';

/** The caller's orders, newest first, unpaid ones included. */
export function getOrders(): Promise<{ list: Order[] }> {
  return api.get('/order/list');
}

/** The list's key is also the prefix of each order's detail, so paying refreshes both. */
export const getOrdersQueryOptions = () => queryOptions({ queryKey: customerKey('orders'), queryFn: getOrders });

export function useOrders() {
  return useQuery(getOrdersQueryOptions());
}
