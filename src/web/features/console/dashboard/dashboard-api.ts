import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getDashboard } from '@shared/contract/console-dashboard';
import { api } from '@web/lib/api-client';
import { consoleKey } from '../kit/console-query';

export const dashboardQueryOptions = queryOptions({
  queryKey: consoleKey('dashboard'),
  queryFn: ({ signal }) => api.call(getDashboard, {}, { signal }),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}

/** The figures read again after a write that moves them: an order to ship, a refund, stock. */
export function invalidateDashboard(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey });
}
