import type { QueryClient, Query } from '@tanstack/react-query';
import { useSessionStore } from '@web/lib/store';

/** Query roots that hold one customer's data. */
const CUSTOMER_ROOTS = new Set(['cart', 'address', 'user', 'order']);
const isCustomerQuery = (query: Query) => CUSTOMER_ROOTS.has(String(query.queryKey[0]));

/**
 * Whoever signs in next in this tab must never see the previous shopper's cart or addresses,
 * however the session ended (Logout, a failed refresh, the guard, another tab). On sign-out
 * the cached data nobody is watching goes; on sign-in all of it, so pages fetch their own.
 */
export function forgetCustomerDataOnSessionChange(queryClient: QueryClient): () => void {
  return useSessionStore.subscribe((state, previous) => {
    const signedOut = previous.token !== null && state.token === null;
    const signedIn = previous.token === null && state.token !== null;
    if (signedOut) queryClient.removeQueries({ predicate: isCustomerQuery, type: 'inactive' });
    if (signedIn) queryClient.removeQueries({ predicate: isCustomerQuery });
  });
}
