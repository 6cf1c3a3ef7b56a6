import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail, adminOrderListSchema, refundDecisionResponseSchema } from '@shared/schemas/admin';
import type { ShipmentStatus } from '@shared/schemas/order';
import type { z } from 'zod';
import { api, quietWhenNotFound, type RequestConfig } from '@web/lib/api-client';
import { adminKey } from '../kit/admin-query';

export type AdminOrderList = z.infer<typeof adminOrderListSchema>;
type RefundDecision = z.infer<typeof refundDecisionResponseSchema>;

export function useAdminOrders(query: RequestConfig['params']) {
  return useQuery({
    queryKey: adminKey('orders', query),
    queryFn: ({ signal }) => api.get<AdminOrderList>('/admin/orders', { params: query, signal }),
    // The rows stay while the next page or sort loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export const adminOrderQueryOptions = (orderUuid: string) =>
  queryOptions({
    queryKey: adminKey('order', orderUuid),
    queryFn: ({ signal }) =>
      api.get<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(orderUuid)}`, {
        signal,
        silent: quietWhenNotFound,
      }),
  });

export function useAdminOrder(orderUuid: string) {
  return useQuery(adminOrderQueryOptions(orderUuid));
}

export const approveRefund = ({ orderUuid, remark }: { orderUuid: string; remark?: string }) =>
  api.post<RefundDecision>(`/admin/orders/${orderUuid}/refund/approve`, remark ? { remark } : {});

export const rejectRefund = ({ orderUuid, remark }: { orderUuid: string; remark: string }) =>
  api.post<RefundDecision>(`/admin/orders/${orderUuid}/refund/reject`, { remark });

export const shipItems = ({
  orderUuid,
  ...body
}: {
  orderUuid: string;
  orderItemIds: number[];
  carrierName: string;
  trackingNumber: string;
}) => api.post<{ shipmentId: number }>(`/admin/orders/${orderUuid}/shipments`, body);

export const updateShipment = ({
  shipmentId,
  shipmentStatus,
}: {
  shipmentId: number;
  shipmentStatus: ShipmentStatus;
}) =>
  api.post<{ shipmentId: number; shipmentStatus: ShipmentStatus }>(`/admin/shipments/${shipmentId}`, {
    shipmentStatus,
  });

export const resendConfirmation = ({ orderUuid }: { orderUuid: string }) =>
  api.post<{ sentTo: string }>(`/admin/orders/${orderUuid}/confirmation-mail`);
