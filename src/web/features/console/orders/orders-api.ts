import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { consoleOrderListSchema } from '@shared/schemas/console';
import { getConsoleOrder, listConsoleOrders, resendConfirmationMail } from '@shared/contract/console-orders';
import { api, quietWhenNotFound } from '@web/lib/api-client';
import { useAdminMutation, type ConsoleMutationOptions } from '../kit/console-mutation';
import { consoleKey, tableInput, type TableQuery } from '../kit/console-query';
import { invalidateOrderMails } from './mails-api';

export type ConsoleOrderList = z.infer<typeof consoleOrderListSchema>;

export function useAdminOrders(query: TableQuery) {
  return useQuery({
    queryKey: consoleKey('orders', query),
    queryFn: ({ signal }) => api.call(listConsoleOrders, tableInput<typeof listConsoleOrders>(query), { signal }),
    // The rows stay while the next page or sort loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export const consoleOrderQueryOptions = (orderUuid: string) =>
  queryOptions({
    queryKey: consoleKey('order', orderUuid),
    queryFn: ({ signal }) =>
      api.call(getConsoleOrder, { params: { orderUuid } }, { signal, silent: quietWhenNotFound }),
  });

export function useAdminOrder(orderUuid: string) {
  return useQuery(consoleOrderQueryOptions(orderUuid));
}

/** Every page and filter of the order lists, a customer's orders included: a write moved a row. */
export function invalidateOrderLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: consoleKey('orders') });
}

/**
 * One order's detail (its states, refunds, shipments and events) and its mails: every action on an
 * order (a refund, a cancellation, a shipment, a decision, a resent mail) may have queued a mail,
 * so the order page's Mails are read again with the rest, not only after a reload.
 */
export function invalidateOrder(queryClient: QueryClient, orderUuid: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: consoleOrderQueryOptions(orderUuid).queryKey }),
    invalidateOrderMails(queryClient, orderUuid),
  ]);
}

export const resendConfirmation = ({ orderUuid }: { orderUuid: string }) =>
  api.call(resendConfirmationMail, { params: { orderUuid } });

/** The mail sent is one more event on the order's timeline. */
export function useResendConfirmation({ mutationConfig }: ConsoleMutationOptions<typeof resendConfirmation> = {}) {
  return useAdminMutation(
    resendConfirmation,
    (queryClient, { orderUuid }) => invalidateOrder(queryClient, orderUuid),
    mutationConfig,
  );
}
