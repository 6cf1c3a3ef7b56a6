import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminCustomer, adminCustomerListSchema } from '@shared/schemas/admin-customers';
import { api, quietWhenNotFound, type RequestConfig } from '@web/lib/api-client';
import { adminKey } from '../kit/admin-query';

export function useAdminCustomers(query: RequestConfig['params']) {
  return useQuery({
    queryKey: adminKey('customers', query),
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof adminCustomerListSchema>>('/admin/customers', { params: query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCustomer(userId: string) {
  return useQuery({
    queryKey: adminKey('customer', userId),
    queryFn: ({ signal }) =>
      api.get<AdminCustomer>(`/admin/customers/${encodeURIComponent(userId)}`, { signal, silent: quietWhenNotFound }),
  });
}
