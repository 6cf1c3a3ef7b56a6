import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminOrderListSchema } from '@shared/schemas/admin';
import { getAdminOrder, listAdminOrders, resendConfirmationMail } from '@shared/contract/operator-orders';
import { api, quietWhenNotFound } from '@web/lib/api-client';
import { useAdminMutation, type AdminMutationOptions } from '../kit/admin-mutation';
import { adminKey, tableInput, type TableQuery } from '../kit/admin-query';
import { invalidateOrderMails } from './mails-api';

export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export function useAdminOrders(query: TableQuery) {
  return useQuery({
    queryKey: adminKey('orders', query),
    queryFn: ({ signal }) => api.call(listAdminOrders, tableInput<typeof listAdminOrders>(query), { signal }),
    // The rows stay while the next page or sort loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export const adminOrderQueryOptions = (orderUuid: string) =>
  queryOptions({
    queryKey: adminKey('order', orderUuid),
    queryFn: ({ signal }) => api.call(getAdminOrder, { params: { orderUuid } }, { signal, silent: quietWhenNotFound }),
  });

export function useAdminOrder(orderUuid: string) {
  return useQuery(adminOrderQueryOptions(orderUuid));
}

/** Every page and filter of the order lists, a customer's orders included: a write moved a row. */
export function invalidateOrderLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: adminKey('orders') });
}

/**
 * One order's detail (its states, refunds, shipments and events) and its mails: every action on an
 * order (a refund, a cancellation, a shipment, a decision, a resent mail) may have queued a mail,
 * so the order page's Mails are read again with the rest, not only after a reload.
 */
export function invalidateOrder(queryClient: QueryClient, orderUuid: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminOrderQueryOptions(orderUuid).queryKey }),
    invalidateOrderMails(queryClient, orderUuid),
  ]);
}

export const resendConfirmation = ({ orderUuid }: { orderUuid: string }) =>
  api.call(resendConfirmationMail, { params: { orderUuid } });

/** The mail sent is one more event on the order's timeline. */
export function useResendConfirmation({ mutationConfig }: AdminMutationOptions<typeof resendConfirmation> = {}) {
  return useAdminMutation(
    resendConfirmation,
    (queryClient, { orderUuid }) => invalidateOrder(queryClient, orderUuid),
    mutationConfig,
  );
}
