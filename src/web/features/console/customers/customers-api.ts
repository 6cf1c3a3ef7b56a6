import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { getCustomer, listCustomers } from '@shared/contract/console-customers';
import { api, quietWhenNotFound } from '@web/lib/api-client';
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
