import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { listShipments } from '@shared/contract/order';
import { getOrderQueryOptions } from './get-order';

/** One row per shipped order item. */
export function getShipments(orderUuid: string) {
  return api.call(listShipments, { params: { orderUuid } });
}

/** Nested under the order: reloading the order reloads its shipments. */
export const getShipmentsQueryOptions = (orderUuid: string) =>
  queryOptions({
    queryKey: [...getOrderQueryOptions(orderUuid).queryKey, 'shipments'],
    queryFn: () => getShipments(orderUuid),
  });

export function useShipments(orderUuid: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getShipmentsQueryOptions(orderUuid), enabled });
}
