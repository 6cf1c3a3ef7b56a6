import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { getCustomer, listCustomers } from '@shared/contract/operator-customers';
import { api, quietWhenNotFound } from '@web/lib/api-client';
import { adminKey, tableInput, type TableQuery } from '../kit/admin-query';

export function useAdminCustomers(query: TableQuery) {
  return useQuery({
    queryKey: adminKey('customers', query),
    queryFn: ({ signal }) => api.call(listCustomers, tableInput<typeof listCustomers>(query), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCustomer(userId: string) {
  return useQuery({
    queryKey: adminKey('customer', userId),
    queryFn: ({ signal }) => api.call(getCustomer, { params: { userId } }, { signal, silent: quietWhenNotFound }),
  });
}

/** The accounts' totals (what each spent), in the list and on each customer's page. */
export function invalidateCustomers(queryClient: QueryClient): Promise<void[]> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKey('customers') }),
    queryClient.invalidateQueries({ queryKey: adminKey('customer') }),
  ]);
}
