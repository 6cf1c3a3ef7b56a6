import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shipment } from '@shared/schemas/order';
import { api } from '@web/lib/api-client';
import { getOrderQueryOptions } from './get-order';

/** One row per shipped order item. */
export function getShipments(orderUuid: string): Promise<{ list: Shipment[] }> {
  return api.get(`/order/${orderUuid}/shipments`);
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
