import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOASTER } from '@shared/constants';
import { useLoadedSonner, warmToasts } from '@web/lib/toast';
import { forgetCustomerDataOnSessionChange } from './forget-customer-data';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The API client already toasts every failure; automatic retries would repeat the toast.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}

// sonner's swipe-to-dismiss threshold is fixed at 45px, TOASTER.swipeThreshold; only the width is set.
const toasterStyle = { '--width': `${TOASTER.width}px` } as CSSProperties;

// Toasts at the bottom rise above a bar fixed there (the phone's 'Add to Cart', which sets the
// inset: lib/use-page-bottom-inset.ts) instead of covering it; sonner's own gaps are 24 and 16px.
const aboveBottomBar = (px: number) => ({ bottom: `calc(var(--page-bottom-inset, 0px) + ${px}px)` });

/** sonner's toaster, once sonner has loaded (lib/toast.ts: on the first toast or interaction). */
function ToastHost() {
  const sonner = useLoadedSonner();
  useEffect(warmToasts, []);
  if (!sonner) return null;
  return (
    <sonner.Toaster
      position={TOASTER.position}
      duration={TOASTER.duration}
      visibleToasts={TOASTER.visibleToasts}
      gap={TOASTER.gap}
      offset={aboveBottomBar(24)}
      mobileOffset={aboveBottomBar(16)}
      style={toasterStyle}
      // Not sonner's "Notifications": that is the bell's panel, and two landmarks of one name
      // cannot be told apart (axe: landmark-unique).
      containerAriaLabel="Messages"
    />
  );
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  useEffect(() => forgetCustomerDataOnSessionChange(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
