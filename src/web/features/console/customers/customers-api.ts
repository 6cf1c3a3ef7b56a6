import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { getCustomer, listCustomers, sendCustomerPasswordReset } from '@shared/contract/console-customers';
import { addCustomerNote as addCustomerNoteEndpoint, listCustomerNotes } from '@shared/contract/console-customer-notes';
import { api, quietWhenNotFound } from '@web/lib/api-client';
import { useAdminMutation, type ConsoleMutationOptions } from '../kit/console-mutation';
import { consoleKey, tableInput, type TableQuery } from '../kit/console-query';

export function useAdminCustomers(query: TableQuery) {
  return useQuery({
    queryKey: consoleKey('customers', query),
    queryFn: ({ signal }) => api.call(listCustomers, tableInput<typeof listCustomers>(query), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCustomer(userId: string) {
  return useQuery({
    queryKey: consoleKey('customer', userId),
    queryFn: ({ signal }) => api.call(getCustomer, { params: { userId } }, { signal, silent: quietWhenNotFound }),
  });
}

/** The accounts' totals (what each spent), in the list and on each customer's page. */
export function invalidateCustomers(queryClient: QueryClient): Promise<void[]> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: consoleKey('customers') }),
    queryClient.invalidateQueries({ queryKey: consoleKey('customer') }),
  ]);
}

/** The customer's internal notes, newest first. */
export function useCustomerNotes(userId: string) {
  return useQuery({
    queryKey: consoleKey('customer-notes', userId),
    queryFn: ({ signal }) => api.call(listCustomerNotes, { params: { userId } }, { signal, silent: quietWhenNotFound }),
  });
}

export const addCustomerNote = ({ userId, note }: { userId: string; note: string }) =>
  api.call(addCustomerNoteEndpoint, { params: { userId }, body: { note } });

/** A note changes only the customer's notes. */
export function useAddCustomerNote({ mutationConfig }: ConsoleMutationOptions<typeof addCustomerNote> = {}) {
  return useAdminMutation(
    addCustomerNote,
    (queryClient, { userId }) => queryClient.invalidateQueries({ queryKey: consoleKey('customer-notes', userId) }),
    mutationConfig,
  );
}

export const sendPasswordReset = ({ userId }: { userId: string }) =>
  api.call(sendCustomerPasswordReset, { params: { userId } });

/** The link is mailed; nothing the console shows changes until the customer uses it. */
export function useSendPasswordReset({ mutationConfig }: ConsoleMutationOptions<typeof sendPasswordReset> = {}) {
  return useAdminMutation(sendPasswordReset, () => Promise.resolve(), mutationConfig);
}
