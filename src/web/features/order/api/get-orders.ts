import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/order';
import { api } from '@web/lib/api-client';

/** Every cached order answer lives under this prefix; paying or capturing invalidates it. */
export const ORDER_QUERY_KEY = ['order'] as const;

/** The caller's orders, newest first, unpaid ones included. */
export function getOrders(): Promise<{ list: Order[] }> {
  return api.get('/order/list');
}

export const ordersQueryOptions = () => queryOptions({ queryKey: [...ORDER_QUERY_KEY, 'list'], queryFn: getOrders });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
