import type { z } from 'zod';
import type { createShipmentSchema, updateShipmentSchema } from '@shared/schemas/console';
import { createShipment, updateShipmentStatus } from '@shared/contract/console-shipments';
import { api } from '@web/lib/api-client';
import { invalidateDashboard } from '../dashboard/dashboard-api';
import { useAdminMutation, type ConsoleMutationOptions } from '../kit/console-mutation';
import { invalidateOrder, invalidateOrderLists } from './orders-api';

export const shipItems = ({ orderUuid, ...body }: { orderUuid: string } & z.output<typeof createShipmentSchema>) =>
  api.call(createShipment, { params: { orderUuid }, body });

/** `orderUuid` is not sent: it names the order whose detail the new status shows in. */
export const updateShipment = ({
  shipmentId,
  shipmentStatus,
}: { orderUuid: string; shipmentId: number } & z.output<typeof updateShipmentSchema>) =>
  api.call(updateShipmentStatus, { params: { shipmentId }, body: { shipmentStatus } });

/** Shipped items change the order, its shipping state in the lists, and the dashboard's orders to ship. */
export function useShipItems({ mutationConfig }: ConsoleMutationOptions<typeof shipItems> = {}) {
  return useAdminMutation(
    shipItems,
    (queryClient, { orderUuid }) =>
      Promise.all([
        invalidateOrder(queryClient, orderUuid),
        invalidateOrderLists(queryClient),
        invalidateDashboard(queryClient),
      ]),
    mutationConfig,
  );
}

/** A shipment's status shows only in its order: the lists count shipped items, not where they are. */
export function useUpdateShipment({ mutationConfig }: ConsoleMutationOptions<typeof updateShipment> = {}) {
  return useAdminMutation(
    updateShipment,
    (queryClient, { orderUuid }) => invalidateOrder(queryClient, orderUuid),
    mutationConfig,
  );
}
