import type { QueryClient } from '@tanstack/react-query';
import { CUSTOMER_QUERY_ROOT } from '@web/lib/react-query';
import { useSessionStore } from '@web/lib/store';

const customerQueries = { queryKey: [CUSTOMER_QUERY_ROOT] };

/**
 * Whoever signs in next in this tab must never see the previous shopper's cart or addresses,
 * however the session ended (Logout, a failed refresh, the guard, another tab). On sign-out
 * the cached data nobody is watching goes; on sign-in all of it, so pages fetch their own.
 */
export function forgetCustomerDataOnSessionChange(queryClient: QueryClient): () => void {
  return useSessionStore.subscribe((state, previous) => {
    const signedOut = previous.token !== null && state.token === null;
    const signedIn = previous.token === null && state.token !== null;
    if (signedOut) queryClient.removeQueries({ ...customerQueries, type: 'inactive' });
    if (signedIn) queryClient.removeQueries(customerQueries);
  });
}
